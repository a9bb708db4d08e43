// Asks before a form with unsaved changes is left: a link in the app, Back and Forward (and the form's
// own Cancel, which goes back), a reload or closing the tab. React Router's useBlocker needs its data
// router, which the app does not use (app/router.tsx): Back is caught by the Navigation API's navigate
// event where the browser has it, links by a click listener ahead of the router's.
import { useCallback, useEffect, useRef } from 'react';

export const LEAVE_QUESTION = 'Leave this page? Your changes are not saved.';

type NavigateEventLike = Event & { navigationType: string; cancelable: boolean };
type NavigationLike = { addEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void } & {
  removeEventListener(type: 'navigate', listener: (event: NavigateEventLike) => void): void;
};

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/** Returns `release`: call it before leaving on purpose (the form saved), so nothing is asked. */
export function useLeaveGuard(isDirty: boolean, question = LEAVE_QUESTION): () => void {
  const isReleased = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    isReleased.current = false;
    const stays = () => !isReleased.current && !window.confirm(question);

    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!isReleased.current) event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const to = new URL(link.href);
      // Another site's page unloads this one: beforeunload asks then. A link to this very page leaves nothing.
      if (to.origin !== window.location.origin || (to.pathname === window.location.pathname && to.search === window.location.search)) return;
      if (stays()) {
        event.preventDefault();
        event.stopPropagation();
      } else {
        isReleased.current = true;
      }
    };
    const navigation = (window as { navigation?: NavigationLike }).navigation;
    const navigate = (event: NavigateEventLike) => {
      if (event.navigationType === 'traverse' && event.cancelable && stays()) event.preventDefault();
    };

    window.addEventListener('beforeunload', beforeUnload);
    // Capturing on the document: ahead of the app's own handlers, which listen at its root.
    document.addEventListener('click', click, true);
    navigation?.addEventListener('navigate', navigate);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
      navigation?.removeEventListener('navigate', navigate);
    };
  }, [isDirty, question]);

  return useCallback(() => {
    isReleased.current = true;
  }, []);
}
