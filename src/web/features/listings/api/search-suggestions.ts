// POST /api/properties/search/suggestions: ways out of a search with few or no results,
// each with its count and the search to run, computed by the server.
import { useQuery } from '@tanstack/react-query';
import type { TSearchSuggestion } from '#shared/contracts/discovery.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';
import type { TSearchRequest } from '#shared/contracts/property.ts';

export const useSearchSuggestions = (request: TSearchRequest) =>
  useQuery({
    queryKey: listingKeys.suggestions(request),
    queryFn: () => apiPost<TSearchSuggestion[]>('/api/properties/search/suggestions', request),
  });
