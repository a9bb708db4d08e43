// GET /api/properties/{id}/moderation-history: Gruha's decisions on a listing, for its poster and admins.
import { useQuery } from '@tanstack/react-query';
import type { TDecision } from '#shared/contracts/moderation.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

export const getModerationHistory = (id: number, signal?: AbortSignal) => apiGet<TDecision[]>(`/api/properties/${id}/moderation-history`, signal);

export function useModerationHistory(id: number) {
  return useQuery({ queryKey: listingKeys.moderationHistory(id), queryFn: ({ signal }) => getModerationHistory(id, signal) });
}
