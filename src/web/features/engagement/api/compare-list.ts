// The homes picked for comparison, kept in this browser (up to four) so that picks made on several
// pages add up; the compare page itself lives on its URL, which can be shared.
import { useSyncExternalStore } from 'react';

/** Four homes side by side is what people compare before a visit; the compare table scrolls sideways on a phone. */
export const MAX_COMPARE = 4;

const KEY = 'gruha.compare';
const listeners = new Set<() => void>();
/** The server renders no picks (one array, so React sees a stable snapshot). */
const NONE: number[] = [];

/**
 * No picks is the server's own snapshot: hydrating, React compares the two, and a different one
 * (even an equal empty array) re-renders every card's Compare box at once, in one long task.
 */
function read(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    const ids = Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)).slice(0, MAX_COMPARE) : [];
    return ids.length > 0 ? ids : NONE;
  } catch {
    return NONE;
  }
}

let snapshot: number[] = typeof localStorage === 'undefined' ? NONE : read();

function write(ids: number[]) {
  snapshot = ids.length > 0 ? ids : NONE;
  localStorage.setItem(KEY, JSON.stringify(ids));
  listeners.forEach((listener) => listener());
}

// Picks made in another tab show here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== KEY) return;
    snapshot = read();
    listeners.forEach((listener) => listener());
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCompareList() {
  const ids = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NONE,
  );
  return {
    ids,
    isFull: ids.length >= MAX_COMPARE,
    toggle(id: number) {
      if (ids.includes(id)) write(ids.filter((x) => x !== id));
      else if (ids.length < MAX_COMPARE) write([...ids, id]);
    },
    remove: (id: number) => write(ids.filter((x) => x !== id)),
    clear: () => write([]),
  };
}
