// Open state of one header menu (spec section 2: hover menus that close after 300 ms), reachable
// by mouse, keyboard and touch: hover opens and a 300 ms grace period lets the pointer cross the
// gap to the panel; Enter, Space or ArrowDown on the trigger opens it; Escape closes it and puts
// focus back on the trigger; a tap toggles it; leaving it by focus or clicking elsewhere closes it.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';

// Spec section 9: menu close delay.
const MENU_CLOSE_DELAY_MS = 300;

export function useMenuDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    openedByHover.current = false;
    setIsOpen(false);
  }, [cancelClose]);

  const focusFirstItem = () =>
    requestAnimationFrame(() => document.getElementById(panelId)?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus());

  // Clicks and taps outside the menu close it.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  // A pending close must not fire after the menu is gone.
  useEffect(() => cancelClose, [cancelClose]);

  const rootProps = {
    ref: rootRef,
    onPointerEnter(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      if (!isOpen) openedByHover.current = true;
      setIsOpen(true);
    },
    onPointerLeave(event: PointerEvent) {
      if (event.pointerType !== 'mouse') return;
      cancelClose();
      closeTimer.current = setTimeout(close, MENU_CLOSE_DELAY_MS);
    },
    onBlur(event: FocusEvent) {
      if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) close();
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !isOpen) return;
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick() {
      // A click right after a hover opened the menu keeps it open (the pointer is already there);
      // otherwise a click or tap toggles it.
      if (isOpen && openedByHover.current) {
        openedByHover.current = false;
        return;
      }
      setIsOpen(!isOpen);
    },
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setIsOpen(true);
      focusFirstItem();
    },
  };

  return { isOpen, close, rootProps, triggerProps, panelProps: { id: panelId } };
}
