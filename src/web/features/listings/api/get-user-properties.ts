// GET /api/properties/user/{userId}: a poster's listings (the poster also sees inactive ones).
import { useQuery } from '@tanstack/react-query';
import type { TProperty } from '#shared/contracts/property.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getUserProperties = (userId: number, signal?: AbortSignal) => apiGet<TProperty[]>(`/api/properties/user/${userId}`, signal);

export function useUserProperties(userId: number | undefined) {
  return useQuery({
    queryKey: listingKeys.byUser(userId ?? 0),
    // Runs only when enabled, with a userId.
    queryFn: ({ signal }) => getUserProperties(userId ?? 0, signal),
    enabled: userId !== undefined,
  });
}
