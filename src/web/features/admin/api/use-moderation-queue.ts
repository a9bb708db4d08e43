// GET /api/admin/moderation: what needs an admin's decision, most reported and newest first.
import { useQuery } from '@tanstack/react-query';
import type { TModerationQueue } from '#shared/contracts/moderation.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const fetchModerationQueue = (signal?: AbortSignal) => apiGet<TModerationQueue>('/api/admin/moderation', signal);

export function useModerationQueue() {
  return useQuery({ queryKey: adminKeys.moderation, queryFn: ({ signal }) => fetchModerationQueue(signal) });
}
