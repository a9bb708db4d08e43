// GET /api/areas?city=: localities for the search form and the popular-area buttons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TArea } from '../../../../shared/contracts/reference.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

// DEFAULT_CITY of shared/contracts/reference.ts, repeated: a value import from a contracts file puts
// zod, which it imports, into the home page's first load (docs/performance.md).
export const DEFAULT_CITY = 'Hyderabad';

export const getAreas = (city: string, signal?: AbortSignal) => apiGet<TArea[]>(`/api/areas?city=${encodeURIComponent(city)}`, signal);

/** Shared by the hook and the first page's prefetch (app/prefetch-route-data.ts). */
export const areasQuery = (city: string = DEFAULT_CITY) =>
  // Reference data: it changes with a deploy, not during a visit.
  queryOptions({ queryKey: referenceKeys.areas(city), queryFn: ({ signal }) => getAreas(city, signal), staleTime: Infinity });

export const useAreas = (city: string = DEFAULT_CITY) => useQuery(areasQuery(city));
