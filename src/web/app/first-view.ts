// The first view: the data a page shows when it opens, by route. In the browser its requests start as
// soon as the app's script runs (prefetchRouteData); for home, search and property pages the server
// renders the page with the same data and sends it along (entry-server.tsx), so the browser
// hydrates without fetching anything twice.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { areasQuery, DEFAULT_CITY } from '../lib/areas.ts';
import { privacyContactQuery } from '../lib/privacy-contact.ts';
import { featuredPropertiesQuery } from '../features/listings/api/get-featured-properties.ts';
import { marketStatsQuery } from '../features/listings/api/get-market-stats.ts';
import { propertyQuery } from '../features/listings/api/get-property.ts';
import { propertyTypesQuery } from '../features/listings/api/get-property-types.ts';
import { searchPropertiesQuery } from '../features/listings/api/search-properties.ts';
import { isPriceRangeBackwards, readSearchState, toSearchPayload } from '../features/listings/search/search-state.ts';
import { placePayload, readPlaceState } from '../features/listings/search/place-state.ts';

/**
 * The API call whose answer a query holds, by what it asks for. The server answers each with the
 * service and validation its API route uses (src/server/render/first-view-calls.ts), so the first view
 * shows what the API answers: the envelope's data; one property as its body (it has no envelope); a
 * search as its whole body with each listing as a card (its totals and the cards it shows; the full
 * listings were two fifths of the page's bytes).
 */
export type FirstViewCall =
  | { call: 'property'; id: number }
  | { call: 'featured' }
  | { call: 'stats' }
  | { call: 'areas'; city: string }
  | { call: 'propertyTypes' }
  | { call: 'search'; request: unknown }
  | { call: 'privacyContact' };

export type FirstViewQuery = { call: FirstViewCall; queryKey: QueryKey; prefetch(queryClient: QueryClient): Promise<void> };

/** What the server sends beside its HTML: each query's data, as the API answered. */
export type FirstViewState = { queries: { queryKey: QueryKey; data: unknown }[] };

export { FIRST_VIEW_STATE_ID } from './first-view-state-id.ts';

// eslint-disable-next-line @typescript-eslint/no-deprecated -- moving to queryClient.query() is its own change (TanStack Query 5.108 deprecates these).
const query = <TData, TKey extends QueryKey>(call: FirstViewCall, options: FetchQueryOptions<TData, Error, TData, TKey>): FirstViewQuery => ({
  call,
  queryKey: options.queryKey,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above.
  prefetch: (client) => client.prefetchQuery(options),
});

const referenceData = () => [
  query({ call: 'areas', city: DEFAULT_CITY }, areasQuery(DEFAULT_CITY)),
  query({ call: 'propertyTypes' }, propertyTypesQuery()),
];

/** The footer's grievance officer, on every page the server renders. */
const footer = () => query({ call: 'privacyContact' }, privacyContactQuery());

export function firstViewQueries(location: { pathname: string; search: string }): FirstViewQuery[] {
  const queries = pageQueries(location);
  return queries.length > 0 ? [...queries, footer()] : [];
}

function pageQueries({ pathname, search }: { pathname: string; search: string }): FirstViewQuery[] {
  const property = /^\/property\/([1-9]\d{0,9})$/.exec(pathname);
  if (property) {
    const id = Number(property[1]);
    return [query({ call: 'property', id }, propertyQuery(id))];
  }
  if (pathname === '/')
    return [query({ call: 'featured' }, featuredPropertiesQuery()), query({ call: 'stats' }, marketStatsQuery()), ...referenceData()];
  if (pathname === '/search') {
    const params = new URLSearchParams(search);
    const state = readSearchState(params);
    // The page's own request, its workplace too (a commute sort without it is refused); none for a
    // backwards price range, which the page shows as such.
    if (isPriceRangeBackwards(state)) return referenceData();
    const request = { ...toSearchPayload(state), ...placePayload(readPlaceState(params)) };
    return [query({ call: 'search', request }, searchPropertiesQuery(request)), ...referenceData()];
  }
  return [];
}
