// Writing in a conversation: refused while either person has blocked the other; a hunter's messages
// carry no number or outside link until the poster has replied. The message, the conversation's latest
// time, the bell and the email job are one statement (queries.ts), so a message needs no transaction of
// its own. A message sent again under the sender's key (a retry) answers the first one and tells nobody again.
import { is } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import { announce } from '#server/db/announce.ts';
import type { Db } from '#server/db/client.ts';
import { forbidden, notFound, unprocessable } from '#server/http/app-error.ts';
import { IDEMPOTENCY_KEY } from '#server/http/idempotency-key.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findKeyedMessage, insertMessage, otherOf, roleOf, type ConversationRow, type MessageRow } from './queries.ts';
import { blocksBetween } from './conversation-store.ts';
import { carriesContact, refuseContactBeforeReply } from './first-contact.ts';

/**
 * `quiet`: no bell or email of its own, for a message another notice already announces (an inquiry's lead).
 * `key`: the sender's Idempotency-Key for this message. `db`: the database, or the transaction that opened
 * the conversation (which announces itself as it commits). `log`: where a failed announcement is told.
 * `field`: the request's name for the text, named by a refusal (an inquiry's is `message`).
 */
export type MessageOptions = {
  db: Db;
  row: ConversationRow;
  sender: Viewer;
  text: string;
  ownHost: string;
  quiet?: boolean;
  key?: string;
  log?: FastifyBaseLogger;
  field?: string;
};
export type Written = { message: MessageRow; isReplay: boolean };

/** The message sent earlier under the key, if any: the same text, or a 422 naming the header. */
async function earlierUnder({ db, row, sender, text, key }: MessageOptions): Promise<Written | undefined> {
  const earlier = key === undefined ? undefined : await findKeyedMessage(db, row.id, sender.id, key);
  if (!earlier) return undefined;
  if (earlier.body !== text) throw unprocessable(CONVERSATION_MESSAGES.keyReused, { [IDEMPOTENCY_KEY]: CONVERSATION_MESSAGES.keyReused });
  return { message: earlier, isReplay: true };
}

export async function writeMessage(options: MessageOptions): Promise<Written> {
  const { db, row, sender, text, ownHost, quiet = false, key, field = 'text' } = options;
  const otherId = otherOf(row, sender.id);
  if (roleOf(row, sender.id) === 'hunter' && carriesContact(text, ownHost)) {
    await refuseIfBlocked(db, sender.id, otherId);
    await refuseContactBeforeReply(db, { conversationId: row.id, posterId: row.posterId, text, ownHost, field });
  }
  const notice = quiet ? undefined : { conversationId: row.id, recipientId: otherId, sender, body: text };
  // On its own the message commits as it is written: its writer announces it, not a lock held until then.
  const isAnnouncedAfterCommit = !is(db, PgTransaction);
  const message = await insertMessage(db, row, { senderId: sender.id, body: text, clientKey: key ?? null, notice, isAnnouncedAfterCommit });
  // The message is saved whatever the announcement does: a failed one leaves other instances' inboxes
  // stale until the next conversation write, as a process stopping before it would, and is logged.
  if (message && isAnnouncedAfterCommit) {
    await announce(db, 'conversations_changed').catch((error: unknown) => options.log?.warn({ err: error }, 'message not announced'));
  }
  if (!message) {
    // Not written: sent before under the same key (a retry, perhaps at the same moment), a block, or gone.
    const earlier = await earlierUnder(options);
    if (earlier) return earlier;
    await refuseIfBlocked(db, sender.id, otherId);
    throw notFound(CONVERSATION_MESSAGES.notFound);
  }
  return { message, isReplay: false };
}

async function refuseIfBlocked(db: Db, senderId: number, otherId: number) {
  if ((await blocksBetween(db, senderId, otherId)).any) throw forbidden(CONVERSATION_MESSAGES.blocked);
}
