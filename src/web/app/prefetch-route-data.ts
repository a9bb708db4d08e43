// Starts the first page's API requests as soon as the app's script runs, while React is still
// rendering, instead of when the page's components mount: on a slow phone that is about a second
// sooner. The pages' own hooks use the same query options, so they join the requests on their way.
// Pages the server rendered bring their data along instead (first-view.ts).
import type { QueryClient } from '@tanstack/react-query';
import { firstViewQueries } from './first-view.ts';

export function prefetchRouteData(queryClient: QueryClient, location: { pathname: string; search: string }) {
  for (const query of firstViewQueries(location)) void query.prefetch(queryClient);
}
