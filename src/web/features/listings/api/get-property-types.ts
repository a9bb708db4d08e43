// GET /api/property-types: the type menu of the search form.
import { useQuery } from '@tanstack/react-query';
import type { TPropertyType } from '../../../../shared/contracts/reference.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

export const getPropertyTypes = (signal?: AbortSignal) => apiGet<TPropertyType[]>('/api/property-types', signal);

export function usePropertyTypes() {
  return useQuery({ queryKey: referenceKeys.propertyTypes(), queryFn: ({ signal }) => getPropertyTypes(signal), staleTime: Infinity });
}
