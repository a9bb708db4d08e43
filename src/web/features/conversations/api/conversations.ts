// Conversations: the inbox and its unread count (the header icon), one conversation, the newer messages
// an open conversation polls for, and writing, sharing a number, blocking and reporting.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConversation, TInbox, TMessage, TNewMessages } from '#shared/contracts/conversation.ts';
import { apiDelete, apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts';
import { useSession } from '#web/features/auth/session.tsx';

const UNREAD_REFRESH_MS = 30_000;
export const conversationKeys = {
  all: ['conversations'] as const,
  inbox: () => [...conversationKeys.all, 'inbox'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  one: (id: number) => [...conversationKeys.all, 'one', id] as const,
};

/** The inbox a page at a time, latest first; Load more asks for the next page with the answer's cursor. */
export function useInbox() {
  return useInfiniteQuery({
    queryKey: conversationKeys.inbox(),
    queryFn: ({ pageParam, signal }) =>
      apiGet<TInbox>(pageParam ? `/api/conversations?cursor=${encodeURIComponent(pageParam)}` : '/api/conversations', signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useInboxCount() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) => apiGet<{ unreadCount: number }>('/api/conversations/unread-count', signal),
    enabled: isAuthenticated,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

export function useConversation(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: conversationKeys.one(id),
    queryFn: async ({ signal }) => {
      const conversation = await apiGet<TConversation>(`/api/conversations/${id}`, signal);
      // Opening it read the messages: the counts move.
      void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.inbox() });
      return conversation;
    },
  });
}

export const fetchNewMessages = (id: number, after: number) => apiGet<TNewMessages>(`/api/conversations/${id}/messages?after=${after}`);

/** A message with its Idempotency-Key: sent again under the same key, it is stored once. */
type Keyed = { text: string; key: string };
const postKeyed = <T>(path: string, { text, key }: Keyed) =>
  apiRequest<T>(path, { method: 'POST', body: { text }, headers: { 'idempotency-key': key } });

export function useSendMessage(id: number) {
  return useMutation({ mutationFn: (message: Keyed) => postKeyed<TMessage>(`/api/conversations/${id}/messages`, message) });
}

/** Where a first message goes: to a listing's poster, or between a deal's buyer and its agent. */
export type Recipient = { propertyId: number } | { dealId: number };
const startPath = (to: Recipient) => ('dealId' in to ? `/api/deals/${to.dealId}/messages` : `/api/properties/${to.propertyId}/conversations`);

export function useStartConversation(to: Recipient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Keyed) => postKeyed<{ conversationId: number }>(startPath(to), message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

type Action = 'share-phone' | 'unshare-phone' | 'block' | 'unblock';

/** Each action as the API takes it: undoing one is a DELETE on the same path. */
function sendAction(id: number, action: Action) {
  if (action === 'unblock') return apiDelete(`/api/conversations/${id}/block`);
  if (action === 'unshare-phone') return apiDelete(`/api/conversations/${id}/share-phone`);
  return apiPost(`/api/conversations/${id}/${action}`);
}

export function useConversationAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => sendAction(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.one(id) }),
  });
}

export function useReportConversation(id: number) {
  return useMutation({ mutationFn: (reason: string) => apiPost(`/api/conversations/${id}/report`, { reason }) });
}
