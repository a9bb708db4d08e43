// GET /api/areas?city=: localities for the search form and the popular-area buttons.
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CITY, type TArea } from '../../../../shared/contracts/reference.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

export const getAreas = (city: string, signal?: AbortSignal) =>
  apiGet<TArea[]>(`/api/areas?city=${encodeURIComponent(city)}`, signal);

export function useAreas(city: string = DEFAULT_CITY) {
  // Reference data: it changes with a deploy, not during a visit.
  return useQuery({ queryKey: referenceKeys.areas(city), queryFn: ({ signal }) => getAreas(city, signal), staleTime: Infinity });
}
