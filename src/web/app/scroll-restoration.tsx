// Where a page opens: a new page at its top; Back and Forward at the place one left that page, kept
// per history entry (React Router's ScrollRestoration needs its data router, which the app does not
// use: app/router.tsx). The browser's own restoration is turned off: it restores once, before a page
// whose data is still loading has its height, and then leaves it short.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { backgroundOf } from '../lib/overlay.ts';
import type { DialogEntryState } from '../lib/dialog-address.tsx';

const STORAGE_KEY = 'scrollPositions';
/** How long a restored position is held while its page settles (its data, its lazy parts, its pictures). */
const RESTORE_PATIENCE_MS = 5000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Scroll positions by history entry, for this tab; kept across a reload of the tab. */
const positions = typeof window === 'undefined' ? {} : readPositions();
let currentKey = 'default';
/** While a position is restored, its scrolls are not the reader's: one cut short by a page still too short is not the place to keep. */
let isRestoring = false;

/**
 * Scrolls to `top` now and again whenever the page changes size, until the reader scrolls, taps or
 * presses a key, or patience ends. Reaching `top` once is not the end: the page may still shrink and
 * grow after (cards drawn at their real height, a late answer, a lazy part, pictures), and each time
 * the browser cuts the position short or shifts it to keep other content in view.
 */
function restore(top: number): () => void {
  const readerEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const attempt = () => window.scrollTo(0, top);
  const observer = new ResizeObserver(attempt);
  const stop = () => {
    isRestoring = false;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of readerEvents) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, RESTORE_PATIENCE_MS);
  for (const type of readerEvents) window.addEventListener(type, stop, { passive: true });
  isRestoring = true;
  observer.observe(document.body);
  attempt();
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isOverlay = backgroundOf(location) !== null;
  const previousPathname = useRef(location.pathname);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // One listener for whichever entry is current: a scroll event arrives after the render that
    // changed the entry, and must not be counted as the previous page's.
    const record = () => {
      if (!isRestoring) positions[currentKey] = Math.round(window.scrollY);
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or off: positions are kept for this page's life only.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  // Before paint, so the new page never shows at the old page's scroll.
  useLayoutEffect(() => {
    currentKey = location.key;
    const isSamePage = previousPathname.current === location.pathname;
    previousPathname.current = location.pathname;
    // A dialog with an address opens over the page, which stays where it was (app/overlay-routes.tsx,
    // lib/dialog-address.tsx).
    if (isOverlay || (location.state as DialogEntryState | null)?.keepsScroll) return;
    const saved = positions[location.key];
    if (navigationType === NavigationType.Pop) return saved === undefined ? undefined : restore(saved);
    // Replacing the address of the same page (a filter typed) leaves it where the reader is.
    if (navigationType === NavigationType.Replace && isSamePage) return;
    window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.state, navigationType, isOverlay]);

  return null;
}
