// Whether the screen shows the filter rail (search-page.module.css: wider than 768 px). The server,
// which cannot know, and the first render in the browser say no: the rail's controls then load and
// render on wide screens only, and phones, which show the Filters sheet instead, never load them
// before it opens (a first view's JavaScript budget is 100 KB).
import { useSyncExternalStore } from 'react';

const RAIL_QUERY = '(min-width: 769px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(RAIL_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useHasRail = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(RAIL_QUERY).matches,
    () => false,
  );
