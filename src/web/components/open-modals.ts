// The modal dialogs open now, innermost last. A modal sits in the browser's top layer, above any
// z-index, and makes the rest of the page inert: whatever must show and work above it (toasts)
// renders inside the innermost one.
import { useSyncExternalStore } from 'react';

let openModals: HTMLElement[] = [];
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

/** Called when a modal opens; the returned function is called when it closes. */
export function registerOpenModal(modal: HTMLElement): () => void {
  openModals = [...openModals, modal];
  changed();
  return () => {
    openModals = openModals.filter((open) => open !== modal);
    changed();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The innermost open modal, or null when none is open (and on the server). */
export function useInnermostModal(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openModals.at(-1) ?? null,
    () => null,
  );
}
