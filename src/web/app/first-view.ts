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
 * The API call whose answer a query holds, as its query function makes it, and which part of the
 * answer it keeps: the envelope's data, the whole body (one property, which is answered without an
 * envelope), or the whole body with each listing of its `data` as a card (a search page: its totals
 * and the cards it shows; the full listings were two fifths of the page's bytes). The server makes the
 * same call in-process, so its first view shows exactly what the API answers.
 */
export type FirstViewSource = { method: 'GET' | 'POST'; path: string; body?: unknown; answer: 'data' | 'body' | 'cards' };

export type FirstViewQuery = { source: FirstViewSource; queryKey: QueryKey; prefetch(queryClient: QueryClient): Promise<void> };

/** What the server sends beside its HTML: each query's data, as the API answered. */
export type FirstViewState = { queries: { queryKey: QueryKey; data: unknown }[] };

export { FIRST_VIEW_STATE_ID } from './first-view-state-id.ts';

// eslint-disable-next-line @typescript-eslint/no-deprecated -- moving to queryClient.query() is its own change (TanStack Query 5.108 deprecates these).
const query = <TData, TKey extends QueryKey>(source: FirstViewSource, options: FetchQueryOptions<TData, Error, TData, TKey>): FirstViewQuery => ({
  source,
  queryKey: options.queryKey,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- see above.
  prefetch: (client) => client.prefetchQuery(options),
});

const get = (path: string): FirstViewSource => ({ method: 'GET', path, answer: 'data' });

const referenceData = () => [
  query(get(`/api/areas?city=${encodeURIComponent(DEFAULT_CITY)}`), areasQuery(DEFAULT_CITY)),
  query(get('/api/property-types'), propertyTypesQuery()),
];

/** The footer's grievance officer, on every page the server renders. */
const footer = () => query(get('/api/privacy/notice'), privacyContactQuery());

export function firstViewQueries(location: { pathname: string; search: string }): FirstViewQuery[] {
  const queries = pageQueries(location);
  return queries.length > 0 ? [...queries, footer()] : [];
}

function pageQueries({ pathname, search }: { pathname: string; search: string }): FirstViewQuery[] {
  const property = /^\/property\/([1-9]\d{0,9})$/.exec(pathname);
  if (property) {
    const source: FirstViewSource = { method: 'GET', path: `/api/properties/${property[1]}`, answer: 'body' };
    return [query(source, propertyQuery(Number(property[1])))];
  }
  if (pathname === '/')
    return [query(get('/api/properties/featured'), featuredPropertiesQuery()), query(get('/api/stats'), marketStatsQuery()), ...referenceData()];
  if (pathname === '/search') {
    const params = new URLSearchParams(search);
    const state = readSearchState(params);
    // The page's own request, its workplace too (a commute sort without it is refused); none for a
    // backwards price range, which the page shows as such.
    if (isPriceRangeBackwards(state)) return referenceData();
    const request = { ...toSearchPayload(state), ...placePayload(readPlaceState(params)) };
    const source: FirstViewSource = { method: 'POST', path: '/api/properties/search', body: request, answer: 'cards' };
    return [query(source, searchPropertiesQuery(request)), ...referenceData()];
  }
  return [];
}
