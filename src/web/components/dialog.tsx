// A modal on the native <dialog>: focus is kept inside, Escape and a click outside close it
// (spec section 2 for the login dialog). Focus goes back to whatever opened it.
import { startTransition, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './dialog.module.css';
import { registerOpenModal } from './open-modals.ts';

type DialogProps = {
  title: string;
  isOpen: boolean;
  onClose(): void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'sheet';
  /** Keeps one height whatever the content, for dialogs whose tabs would otherwise make it jump. */
  isSteady?: boolean;
};

export function Dialog({ isOpen, ...props }: DialogProps) {
  return isOpen ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, onClose, children, size = 'md', isSteady = false }: Omit<DialogProps, 'isOpen'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The content mounts only once the dialog is shown, so a field's autoFocus can take, and after the
  // frame that shows it: the click that opened it paints at once (INP), the content a moment later,
  // while the dialog fades in.
  const [isShown, setIsShown] = useState(false);
  // Where the last pointer press began: a drag that starts inside (selecting text) and ends on
  // the backdrop is not a click outside.
  const pressStartedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unregister = registerOpenModal(dialog);
    startTransition(() => setIsShown(true));
    return () => {
      unregister();
      // Close first: while the modal is open everything outside it is inert and cannot take focus.
      if (dialog.open) dialog.close();
      // The opener may be gone (a menu item in a menu that closed); then focus stays put.
      if (opener?.isConnected && !dialog.contains(opener)) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]} ${isSteady ? styles.steady : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{isShown && children}</div>
      </div>
    </dialog>
  );
}
