// GET /api/admin/moderation: what needs an admin's decision, the most severe kind first then the
// longest waiting, a page at a time (Load more asks for the next with the answer's cursor).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { TModerationQueue, TQueueKind } from '#shared/contracts/moderation.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const fetchModerationQueue = (kind: TQueueKind | null, cursor: string | null, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  if (kind) query.set('kind', kind);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return apiGet<TModerationQueue>(`/api/admin/moderation${search ? `?${search}` : ''}`, signal);
};

export function useModerationQueue(kind: TQueueKind | null) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.moderation, kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => fetchModerationQueue(kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
