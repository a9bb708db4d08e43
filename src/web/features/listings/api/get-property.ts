// GET /api/properties/{id}: one listing for the detail page. The answer is the property itself (no envelope).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProperty } from '#shared/contracts/property.ts';
import { apiRequestBody } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getProperty = (id: number, signal?: AbortSignal) => apiRequestBody<TProperty>(`/api/properties/${id}`, { signal });

/** Shared by the hook and the first page's prefetch (app/prefetch-route-data.ts). */
export const propertyQuery = (id: number) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useProperty = (id: number) => useQuery(propertyQuery(id));
