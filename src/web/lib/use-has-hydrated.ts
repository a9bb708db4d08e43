// Whether the app has taken the page over. The server and the browser's hydrating render say no (they
// must draw the same page); the render right after, and every render of a page the browser draws
// itself, say yes. For parts that are made of the browser's own data or load after the page.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export const useHasHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
