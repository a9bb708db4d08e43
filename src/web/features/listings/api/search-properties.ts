// POST /api/properties/search: one page of matches plus the total (page facts sit beside `data`), and
// the filters the keywords set, which the page shows as chips. Every list of results shows
// cards, so the app reads each listing as one (a server-rendered page carries only the cards).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchRequest, TSearchResults } from '#shared/contracts/property.ts';
import { apiRequestEnvelope } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const searchProperties = (request: TSearchRequest, signal?: AbortSignal) =>
  apiRequestEnvelope<TSearchResults>('/api/properties/search', { method: 'POST', body: request, signal });

/** Shared by the hook and the first page's prefetch (app/prefetch-route-data.ts). */
export const searchPropertiesQuery = (request: TSearchRequest) =>
  queryOptions({ queryKey: listingKeys.search(request), queryFn: ({ signal }) => searchProperties(request, signal) });

export function useSearchProperties(request: TSearchRequest, { enabled = true } = {}) {
  return useQuery({
    ...searchPropertiesQuery(request),
    enabled,
    // Keep the current page on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}
