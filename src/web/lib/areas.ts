// GET /api/areas?city=: localities for the search form, the popular-area buttons, the locality
// pages and the saved searches' summaries: reference data every part of the app reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TArea } from '#shared/contracts/reference.ts';
import { apiGet } from './api-client.ts';

// DEFAULT_CITY of shared/contracts/reference.ts, repeated: a value import from a contracts file puts
// zod, which it imports, into the home page's first load.
export const DEFAULT_CITY = 'Hyderabad';

export const getAreas = (city: string, signal?: AbortSignal) => apiGet<TArea[]>(`/api/areas?city=${encodeURIComponent(city)}`, signal);

/** Shared by the hook and the first page's prefetch (app/prefetch-route-data.ts). */
export const areasQuery = (city: string = DEFAULT_CITY) =>
  // Reference data: it changes with a deploy, not during a visit.
  queryOptions({ queryKey: ['areas', city] as const, queryFn: ({ signal }) => getAreas(city, signal), staleTime: Infinity });

export const useAreas = (city: string = DEFAULT_CITY) => useQuery(areasQuery(city));
