// Where a page opens: a new page at its top; Back and Forward at the place one left that page, kept
// per history entry (React Router's ScrollRestoration needs its data router, which the app does not
// use: app/router.tsx). The browser's own restoration is turned off: it restores once, before a page
// whose data is still loading has its height, and then leaves it short.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { backgroundOf } from '../lib/overlay.ts';
import type { DialogEntryState } from '../lib/dialog-address.tsx';

const STORAGE_KEY = 'scrollPositions';
/** How long a restored position waits for its page to grow tall enough (its data, its pictures). */
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

/** Scrolls to `top` now and as the page grows, until it is reached, the reader scrolls, or patience ends. */
function restore(top: number): () => void {
  const stopEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let observer: ResizeObserver | null = null;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of stopEvents) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2) stop();
  };
  const timer = setTimeout(stop, RESTORE_PATIENCE_MS);
  for (const type of stopEvents) window.addEventListener(type, stop, { passive: true });
  observer = new ResizeObserver(attempt);
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
      positions[currentKey] = Math.round(window.scrollY);
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
