// Conversations as their two people see them: numbers only once shared (and while shared, and never to
// someone the number's owner has blocked), read receipts on my messages.
import type { TConversation, TConversationSummary, TMessage } from '#shared/contracts/conversation.ts';
import type { messages } from '#server/db/schema-conversations.ts';
import { roleOf, type ConversationRow } from './conversation-store.ts';
import type { listInbox } from './queries.ts';

type MessageRow = typeof messages.$inferSelect;
type Listing = TConversation['listing'];

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

export const presentMessage = (row: MessageRow, viewerId: number): TMessage => ({
  id: row.id,
  isMine: row.senderId === viewerId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export function presentConversation(
  row: ConversationRow,
  viewerId: number,
  parts: {
    listing: Listing;
    other: { id: number; firstName: string; lastName: string; mobileNumber: string | null };
    messages: MessageRow[];
    blocks: { any: boolean; byA: boolean; byB: boolean };
    hasPosterReplied: boolean;
  },
): TConversation {
  const role = roleOf(row, viewerId);
  const iShared = role === 'hunter' ? row.hunterPhoneSharedAt : row.posterPhoneSharedAt;
  return {
    id: row.id,
    role,
    listing: parts.listing,
    other: { id: parts.other.id, name: fullName(parts.other), phone: sharedPhoneOf(row, viewerId, parts.other, parts.blocks) },
    hasSharedMyPhone: iShared !== null,
    hasBlocked: parts.blocks.byA,
    canWrite: !parts.blocks.any,
    hasPosterReplied: parts.hasPosterReplied,
    messages: parts.messages.map((m) => presentMessage(m, viewerId)),
  };
}

export function presentSummary(row: Awaited<ReturnType<typeof listInbox>>[number], viewerId: number): TConversationSummary {
  return {
    id: row.id,
    role: roleOf(row, viewerId),
    listing: row.listing,
    otherName: fullName({ firstName: row.otherFirstName, lastName: row.otherLastName }),
    lastMessage:
      row.lastBody === null ? null : { body: row.lastBody, isMine: row.lastSenderId === viewerId, createdAt: row.lastMessageAt.toISOString() },
    unreadCount: row.unreadCount,
  };
}

/** The other person's number while they share it in this conversation, and have not blocked the viewer. */
export function sharedPhoneOf(
  row: ConversationRow,
  viewerId: number,
  other: { mobileNumber: string | null },
  blocks: { byB: boolean },
): string | null {
  const otherShared = roleOf(row, viewerId) === 'hunter' ? row.posterPhoneSharedAt : row.hunterPhoneSharedAt;
  return otherShared && !blocks.byB ? other.mobileNumber : null;
}
