// POST /api/properties/search: one page of matches plus the total (page facts sit beside `data`), and
// the filters the keywords set (issue 15), which the page shows as chips.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchRequest, TSearchResponse } from '../../../../shared/contracts/property.ts';
import { apiRequestEnvelope } from '../../../lib/api-client.ts';
import type { SearchPayload } from '../search/search-state.ts';
import { listingKeys } from './query-keys.ts';

export type SearchRequest = TSearchRequest | SearchPayload;
export type SearchAnswer = TSearchResponse & { keywordFilters?: Record<string, unknown> | null; remainingQuery?: string | null };

export const searchProperties = (request: SearchRequest, signal?: AbortSignal) =>
  apiRequestEnvelope<SearchAnswer>('/api/properties/search', { method: 'POST', body: request, signal });

/** Shared by the hook and the first page's prefetch (app/prefetch-route-data.ts). */
export const searchPropertiesQuery = (request: SearchRequest) =>
  queryOptions({ queryKey: listingKeys.search(request), queryFn: ({ signal }) => searchProperties(request, signal) });

export function useSearchProperties(request: SearchRequest, { enabled = true } = {}) {
  return useQuery({
    ...searchPropertiesQuery(request),
    enabled,
    // Keep the current page on screen while the next one loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}
