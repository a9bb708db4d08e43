// POST /api/properties/search/pins: where a search's matches are, for the map.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TMapPins } from '#shared/contracts/map.ts';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export function useSearchPins(request: TSearchRequest) {
  const { page: _page, size: _size, sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = request;
  return useQuery({
    queryKey: listingKeys.pins(filters),
    queryFn: ({ signal }) => apiRequest<TMapPins>('/api/properties/search/pins', { method: 'POST', body: filters, signal }),
    placeholderData: keepPreviousData,
  });
}
