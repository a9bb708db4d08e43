// GET /api/property-types: the type menu of the search form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyType } from '#shared/contracts/reference.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

export const getPropertyTypes = (signal?: AbortSignal) => apiGet<TPropertyType[]>('/api/property-types', signal);

/** Shared by the hook and the first page's prefetch (app/prefetch-route-data.ts). */
export const propertyTypesQuery = () =>
  queryOptions({ queryKey: referenceKeys.propertyTypes(), queryFn: ({ signal }) => getPropertyTypes(signal), staleTime: Infinity });

export const usePropertyTypes = () => useQuery(propertyTypesQuery());
