// The bell: GET /api/notifications (latest and unread count), polled while signed in; marking one or
// all read answers the new count.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationList } from '#shared/contracts/notifications.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';

const REFRESH_MS = 30_000;
export const notificationsKey = ['notifications'] as const;

export function useNotifications() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiGet<TNotificationList>('/api/notifications', signal),
    enabled: isAuthenticated,
    refetchInterval: REFRESH_MS,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') => apiPost(id === 'all' ? '/api/notifications/read-all' : `/api/notifications/${id}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
