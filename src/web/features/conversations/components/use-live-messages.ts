// New messages while a conversation is open: polling with back-off (docs/decisions/0053-live-messages-by-polling.md).
// Every 3 s after activity, slowing by half each quiet poll to 30 s, paused
// while the tab is hidden and resumed at once when it shows again. New messages go into the
// conversation's cached answer; the other person's reads update my receipts, and a number they share
// (or stop sharing) shows as it happens.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { TConversation } from '#shared/contracts/conversation.ts';
import { conversationKeys, fetchNewMessages } from '../api/conversations.ts';

const FASTEST_MS = 3_000;
const SLOWEST_MS = 30_000;

export function useLiveMessages(id: number, isReady: boolean): { hurry(): void } {
  const queryClient = useQueryClient();
  const delay = useRef(FASTEST_MS);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const poll = useCallback(async () => {
    const key = conversationKeys.one(id);
    const current = queryClient.getQueryData<TConversation>(key);
    if (!current) return;
    const after = current.messages.at(-1)?.id ?? 0;
    try {
      const { messages, otherReadUpTo, otherPhone } = await fetchNewMessages(id, after);
      queryClient.setQueryData<TConversation>(key, (old) => {
        if (!old) return old;
        const known = new Set(old.messages.map((m) => m.id));
        const merged = [...old.messages, ...messages.filter((m) => !known.has(m.id))].map((m) =>
          m.isMine && m.readAt === null && m.id <= otherReadUpTo ? { ...m, readAt: new Date().toISOString() } : m,
        );
        return { ...old, messages: merged, other: { ...old.other, phone: otherPhone } };
      });
      delay.current = messages.length > 0 ? FASTEST_MS : Math.min(SLOWEST_MS, delay.current * 1.5);
    } catch {
      delay.current = Math.min(SLOWEST_MS, delay.current * 2);
    }
  }, [id, queryClient]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    if (document.hidden) return;
    timer.current = setTimeout(() => {
      void poll().finally(schedule);
    }, delay.current);
  }, [poll]);

  useEffect(() => {
    if (!isReady) return;
    delay.current = FASTEST_MS;
    schedule();
    const onVisibility = () => {
      delay.current = FASTEST_MS;
      if (document.hidden && timer.current) clearTimeout(timer.current);
      else void poll().finally(schedule);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [isReady, poll, schedule]);

  const hurry = useCallback(() => {
    delay.current = FASTEST_MS;
    void poll().finally(schedule);
  }, [poll, schedule]);
  return { hurry };
}
