// GET /api/tenancies: My homes, the tenancies one owns or rents, and the invitations waiting for an answer.
import { useQuery } from '@tanstack/react-query';
import { TENANCY_PATHS, type TMyHomes } from '#shared/contracts/tenancy.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { tenancyKeys } from './query-keys.ts';

export function useMyHomes(userId: number) {
  return useQuery({
    queryKey: tenancyKeys.myHomes(userId),
    queryFn: ({ signal }) => apiGet<TMyHomes>(TENANCY_PATHS.myHomes, signal),
  });
}
