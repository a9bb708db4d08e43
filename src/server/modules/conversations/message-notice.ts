// A new message reaches the other person in the bell at once (one unread notice per conversation,
// refreshed) and by email through the outbox, batched: at most one email per conversation and person
// every 15 minutes, telling the messages that came since the last one and linking to the conversation.
// Both are parts of the statement that writes the message (queries.ts), so they exist exactly when it does.
import { sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { fullName } from './present.ts';

export const MESSAGE_EMAIL_JOB = 'message-email';
const EMAIL_GAP = sql`interval '15 minutes'`;
export const conversationPath = (id: number) => `/inbox/${id}`;
const PREVIEW = 140;

export const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

export type Notice = { conversationId: number; recipientId: number; sender: Viewer; body: string };

/**
 * The email column's next value: unchanged while an email is waiting (it will tell this message too),
 * else now, or 15 minutes after the last email.
 */
export const nextEmailAt = (column: SQL) =>
  sql`case when ${column} > now() then ${column} else greatest(now(), coalesce(${column} + ${EMAIL_GAP}, now())) end`;

/**
 * Statements of the message's `with`, after `sent` (the message) and `touched` (the conversation, with
 * `run_at`, its email column's new value, and `was_waiting`): the bell refreshed or rung, and the email
 * job unless one was waiting (its key makes a job asked for twice at the same time one).
 */
export function noticeSteps({ conversationId, recipientId, sender, body }: Notice): SQL {
  const link = conversationPath(conversationId);
  const title = `New message from ${fullName(sender)}`;
  const text = preview(body);
  return sql`refreshed as (
      update notifications n set title = ${title}, body = ${text}, created_at = now() from sent
      where n.user_id = ${recipientId} and n.kind = 'message' and n.link = ${link} and n.read_at is null
      returning n.id),
    rung as (
      insert into notifications (user_id, kind, title, body, link)
      select ${recipientId}, 'message', ${title}, ${text}, ${link} from sent where not exists (select 1 from refreshed)),
    emailed as (
      insert into outbox (kind, payload, dedupe_key, run_at)
      select ${MESSAGE_EMAIL_JOB}, jsonb_build_object('conversationId', ${conversationId}::int, 'recipientId', ${recipientId}::int),
        ${`${MESSAGE_EMAIL_JOB}:${conversationId}:${recipientId}:`} || floor(extract(epoch from touched.run_at) * 1000)::bigint, touched.run_at
      from touched where not touched.was_waiting
      on conflict do nothing)`;
}
