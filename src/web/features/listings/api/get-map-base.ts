// GET /api/map/base: what the map draws under the pins (localities, metro lines and stations) and where tiles come from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMapBase } from '#shared/contracts/map.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

export const mapBaseQuery = () =>
  // Reference data: it changes with a deploy, not during a visit.
  queryOptions({ queryKey: referenceKeys.mapBase(), queryFn: ({ signal }) => apiGet<TMapBase>('/api/map/base', signal), staleTime: Infinity });

export const useMapBase = () => useQuery(mapBaseQuery());
