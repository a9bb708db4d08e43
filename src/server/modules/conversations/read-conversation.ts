// Reading conversations: the inbox, one conversation (which marks the other person's messages read:
// the read receipt), and the messages newer than the ones on screen (what an open conversation polls).
import type { TConversation, TInbox, TNewMessages } from '#shared/contracts/conversation.ts';
import { encodeCursor } from '#server/http/page-cursor.ts';
import type { Db } from '#server/db/client.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { conversationFor } from './access.ts';
import { presentConversation, presentMessage, presentSummary, sharedPhoneOf } from './present.ts';
import { countUnread, hasSent, lastReadByOther, listInbox, listMessages, markRead, type InboxCursor } from './queries.ts';
import { blocksBetween, findListingCard, findPerson, otherOf } from './conversation-store.ts';

/** A page of the inbox, the next page's cursor, and how many messages to me are unread in all of it. */
export async function readInbox(db: Db, viewer: Viewer, { cursor, size }: { cursor?: InboxCursor; size: number }): Promise<TInbox> {
  // One more than the page shows tells whether another page follows.
  const [rows, unreadCount] = await Promise.all([listInbox(db, viewer.id, { after: cursor, limit: size + 1 }), countUnread(db, viewer.id)]);
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => presentSummary(row, viewer.id)),
    nextCursor: rows.length > size && last ? encodeCursor([last.lastMessageUs, last.id]) : null,
    unreadCount,
  };
}

export async function readConversation(db: Db, viewer: Viewer, id: number): Promise<TConversation> {
  const row = await conversationFor(db, viewer, id);
  await markRead(db, row.id, viewer.id);
  const otherId = otherOf(row, viewer.id);
  const [listing, other, messages, blocks, hasPosterReplied] = await Promise.all([
    findListingCard(db, row.propertyId),
    findPerson(db, otherId),
    listMessages(db, row.id),
    blocksBetween(db, viewer.id, otherId),
    hasSent(db, row.id, row.posterId),
  ]);
  return presentConversation(row, viewer.id, { listing, other, messages, blocks, hasPosterReplied });
}

/** Messages after `afterId`, marked read as they are shown, how far the other person has read mine, and their number once shared. */
export async function readNewMessages(db: Db, viewer: Viewer, id: number, afterId: number): Promise<TNewMessages> {
  const row = await conversationFor(db, viewer, id);
  await markRead(db, row.id, viewer.id);
  const otherId = otherOf(row, viewer.id);
  const [messages, otherReadUpTo, other, blocks] = await Promise.all([
    listMessages(db, row.id, afterId),
    lastReadByOther(db, row.id, viewer.id),
    findPerson(db, otherId),
    blocksBetween(db, viewer.id, otherId),
  ]);
  return { messages: messages.map((m) => presentMessage(m, viewer.id)), otherReadUpTo, otherPhone: sharedPhoneOf(row, viewer.id, other, blocks) };
}
