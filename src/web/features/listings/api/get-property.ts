// GET /api/properties/{id}: one listing for the detail page.
import { useQuery } from '@tanstack/react-query';
import type { TProperty } from '../../../../shared/contracts/property.ts';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getProperty = (id: number, signal?: AbortSignal) => apiGet<TProperty>(`/api/properties/${id}`, signal);

export function useProperty(id: number) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    // A missing or malformed id will not appear on a second try.
    retry: (count, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && count < 1,
  });
}
