// The homes picked for comparison, kept in this browser (up to three) so that picks made on several
// pages add up; the compare page itself lives on its URL, which can be shared.
import { useSyncExternalStore } from 'react';
import { MAX_COMPARE } from '../compare-facts.ts';

const KEY = 'gruha.compare';
const listeners = new Set<() => void>();

function read(): number[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id) => Number.isInteger(id)).slice(0, MAX_COMPARE) : [];
  } catch {
    return [];
  }
}

let snapshot: number[] = typeof localStorage === 'undefined' ? [] : read();

function write(ids: number[]) {
  snapshot = ids;
  localStorage.setItem(KEY, JSON.stringify(ids));
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useCompareList() {
  const ids = useSyncExternalStore(subscribe, () => snapshot, () => []);
  return {
    ids,
    isFull: ids.length >= MAX_COMPARE,
    toggle(id: number) {
      if (ids.includes(id)) write(ids.filter((x) => x !== id));
      else if (ids.length < MAX_COMPARE) write([...ids, id]);
    },
    clear: () => write([]),
  };
}
