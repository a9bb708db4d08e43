// SQL for conversations and their messages. Every read here is for one of the two people in it:
// access.ts settles that first.
import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { areas, properties, users } from '#server/db/schema.ts';
import { conversations, messages, userBlocks } from '#server/db/schema-conversations.ts';
import { firstRow, rowsOf } from '#server/db/rows.ts';
import { listingColumns, otherOf, roleOf, type ConversationRow } from './conversation-store.ts';
import { nextEmailAt, noticeSteps, type Notice } from './message-notice.ts';

export type { ConversationRow };

/**
 * A conversation with the listing's poster, or with the agent a deal on it has now: once a deal passes to
 * another agent, the former agent's conversation with its buyer ends for both (the buyer writes to the new
 * agent from the deal). Unless the former agent is the listing's poster: then it is their own conversation.
 */
const isCurrent = sql`(conversations.poster_id = (select p.user_id from properties p where p.id = conversations.property_id)
  or exists (select 1 from deals d where d.property_id = conversations.property_id and d.buyer_id = conversations.hunter_id and d.agent_id = conversations.poster_id))`;

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), isCurrent));
  return row;
}

export type MessageRow = typeof messages.$inferSelect;

/** When the email to `recipientId` runs: one per conversation and person every 15 minutes at most (message-notice.ts). */
export const emailAtOf = (row: ConversationRow, recipientId: number) =>
  roleOf(row, recipientId) === 'hunter' ? conversations.hunterEmailAt : conversations.posterEmailAt;

type WrittenMessage = Omit<MessageRow, 'createdAt' | 'readAt'> & { createdAt: string | Date };

/**
 * The message, in one statement: written unless either person has blocked the other, the conversation
 * is gone, or the sender's key is already taken (a retry that came in at the same time); the
 * conversation's latest time moved to it; and, unless `notice` is none (a quiet message), the other
 * person told (message-notice.ts). None when not written: then nothing else is either.
 */
export async function insertMessage(
  db: Db,
  row: ConversationRow,
  { senderId, body, clientKey, notice }: { senderId: number; body: string; clientKey: string | null; notice?: Notice },
) {
  const otherId = otherOf(row, senderId);
  const emailAt = sql.identifier(emailAtOf(row, otherId).name);
  const emailMoves = notice ? sql`, ${emailAt} = ${nextEmailAt(sql`c.${emailAt}`)}` : sql``;
  const [written] = await rowsOf<WrittenMessage>(
    db,
    sql`with open as (
        select id, ${emailAt} as email_at from conversations
        where id = ${row.id} and not exists (
          select 1 from user_blocks where (blocker_id, blocked_id) in ((${senderId}::int, ${otherId}::int), (${otherId}::int, ${senderId}::int)))),
      sent as (
        insert into messages (conversation_id, sender_id, body, client_key)
        select id, ${senderId}, ${body}, ${clientKey} from open
        on conflict do nothing
        returning id, conversation_id, sender_id, body, client_key, created_at),
      touched as (
        update conversations c set last_message_at = sent.created_at${emailMoves} from sent, open
        where c.id = sent.conversation_id
        returning c.${emailAt} as run_at, coalesce(open.email_at > now(), false) as was_waiting)${notice ? sql`, ${noticeSteps(notice)}` : sql``}
      select sent.id, sent.conversation_id as "conversationId", sent.sender_id as "senderId", sent.body,
        sent.client_key as "clientKey", sent.created_at as "createdAt"
      from sent, touched`,
  );
  return written && { ...written, readAt: null, createdAt: new Date(written.createdAt) };
}

export async function findKeyedMessage(db: Db, conversationId: number, senderId: number, clientKey: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
  return row;
}

/** The latest messages, oldest first; `afterId` for only the newer ones. */
export async function listMessages(db: Db, conversationId: number, afterId = 0, limit = 200) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), gt(messages.id, afterId)))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** The newest of my messages the other person has read (0: none). */
export async function lastReadByOther(db: Db, conversationId: number, myId: number): Promise<number> {
  const row = firstRow(
    await db
      .select({ id: sql<number>`coalesce(max(${messages.id}), 0)::int` })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, myId), sql`${messages.readAt} is not null`)),
  );
  return row.id;
}

export async function hasSent(db: Db, conversationId: number, senderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)))
    .limit(1);
  return row !== undefined;
}

/** Marks the other person's messages read; answers how many were newly read. */
export async function markRead(db: Db, conversationId: number, readerId: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

const mine = (userId: number) => or(eq(conversations.hunterId, userId), eq(conversations.posterId, userId));

/** Unread messages to `userId`, across their conversations. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = firstRow(
    await rowsOf<{ count: number }>(
      db,
      sql`
    select count(*)::int as "count" from (
      select id from conversations where hunter_id = ${userId} and ${isCurrent}
      union all select id from conversations where poster_id = ${userId} and ${isCurrent}) c
    join messages m on m.conversation_id = c.id and m.read_at is null and m.sender_id <> ${userId}`,
    ),
  );
  return row.count;
}

/** Where an inbox page starts: after the conversation of this latest activity (microseconds) and id. */
export type InboxCursor = readonly [lastMessageUs: string, id: number];

const lastMessageUs = sql<string>`(extract(epoch from ${conversations.lastMessageAt}) * 1000000)::bigint`;

/** A page of my conversations, latest activity first, with the other person's name, the last message and my unread count. */
export async function listInbox(db: Db, userId: number, { after, limit }: { after?: InboxCursor; limit: number }) {
  const page = after
    ? sql`(${lastMessageUs} < ${after[0]}::bigint or (${lastMessageUs} = ${after[0]}::bigint and ${conversations.id} < ${after[1]}))`
    : undefined;
  return db
    .select({
      id: conversations.id,
      hunterId: conversations.hunterId,
      posterId: conversations.posterId,
      otherFirstName: users.firstName,
      otherLastName: users.lastName,
      listing: listingColumns,
      lastBody: sql<string | null>`(select m.body from messages m where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`,
      lastSenderId: sql<number | null>`(select m.sender_id from messages m where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`,
      lastMessageAt: conversations.lastMessageAt,
      unreadCount: sql<number>`(select count(*)::int from messages m where m.conversation_id = ${conversations.id} and m.read_at is null and m.sender_id <> ${userId})`,
      lastMessageUs: sql<string>`${lastMessageUs}::text`,
    })
    .from(conversations)
    .innerJoin(
      users,
      sql`${users.id} = case when ${conversations.hunterId} = ${userId} then ${conversations.posterId} else ${conversations.hunterId} end`,
    )
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .where(and(mine(userId), isCurrent, page))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}

/** Shows `userId`'s number to the other person (`isShared`), or stops showing it. */
export async function sharePhone(db: Db, row: ConversationRow, userId: number, isShared: boolean): Promise<void> {
  const isHunter = roleOf(row, userId) === 'hunter';
  const column = isHunter
    ? { hunterPhoneSharedAt: isShared ? sql`coalesce(hunter_phone_shared_at, now())` : null }
    : { posterPhoneSharedAt: isShared ? sql`coalesce(poster_phone_shared_at, now())` : null };
  await db.update(conversations).set(column).where(eq(conversations.id, row.id));
}

export async function block(db: Db, blockerId: number, blockedId: number) {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function unblock(db: Db, blockerId: number, blockedId: number) {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}
