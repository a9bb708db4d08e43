// A new message reaches the other person in the bell at once (one unread notice per conversation,
// refreshed) and by email through the outbox, batched: at most one email per conversation and person
// every 15 minutes, telling the messages that came since the last one and linking to the conversation.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversations, notifications } from '#server/db/schema.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { enqueueOnce } from '../outbox/enqueue.ts';
import { emailAtOf, otherOf, type ConversationRow } from './queries.ts';
import { fullName } from './present.ts';

export const MESSAGE_EMAIL_JOB = 'message-email';
export const EMAIL_GAP = sql`interval '15 minutes'`;
export const conversationPath = (id: number) => `/inbox/${id}`;
const PREVIEW = 140;

export const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

type NewMessage = { row: ConversationRow; sender: Viewer; message: { body: string } };

async function ringBell(tx: Db, recipientId: number, { row, sender, message }: NewMessage) {
  const link = conversationPath(row.id);
  const title = `New message from ${fullName(sender)}`;
  const body = preview(message.body);
  const [refreshed] = await tx
    .update(notifications)
    .set({ title, body, createdAt: sql`now()` })
    .where(and(eq(notifications.userId, recipientId), eq(notifications.kind, 'message'), eq(notifications.link, link), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (!refreshed) await tx.insert(notifications).values({ userId: recipientId, kind: 'message', title, body, link });
}

/** The next email to the recipient: now, or 15 minutes after the last one; none while one is waiting. */
async function scheduleEmail(tx: Db, recipientId: number, row: ConversationRow) {
  const column = sql.identifier(emailAtOf(row, recipientId).name);
  const result = (await tx.execute(sql`
    update ${conversations} set ${column} = greatest(now(), coalesce(${column} + ${EMAIL_GAP}, now()))
    where id = ${row.id} and (${column} is null or ${column} <= now())
    returning ${column} as "runAt"`)) as unknown as { rows: { runAt: string | Date }[] };
  const [scheduled] = result.rows;
  if (!scheduled) return;
  const runAt = new Date(scheduled.runAt);
  await enqueueOnce(
    tx,
    MESSAGE_EMAIL_JOB,
    `${MESSAGE_EMAIL_JOB}:${row.id}:${recipientId}:${runAt.getTime()}`,
    { conversationId: row.id, recipientId },
    runAt,
  );
}

/** The bell at once; the email unless one is waiting (insertMessage tells). */
export async function noticeNewMessage(tx: Db, message: NewMessage, { isEmailWaiting }: { isEmailWaiting: boolean }): Promise<void> {
  const recipientId = otherOf(message.row, message.sender.id);
  await ringBell(tx, recipientId, message);
  if (!isEmailWaiting) await scheduleEmail(tx, recipientId, message.row);
}
