// GET /api/properties/{id}/poster-trust: how long the poster has been on Gruha, how many listings verified.
import { useQuery } from '@tanstack/react-query';
import type { TPosterTrust } from '#shared/contracts/moderation.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getPosterTrust = (id: number, signal?: AbortSignal) => apiGet<TPosterTrust>(`/api/properties/${id}/poster-trust`, signal);

export function usePosterTrust(id: number) {
  return useQuery({ queryKey: listingKeys.posterTrust(id), queryFn: ({ signal }) => getPosterTrust(id, signal) });
}
