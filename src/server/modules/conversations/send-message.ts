// Writing in a conversation: refused while either person has blocked the other; a hunter's messages
// carry no number or outside link until the poster has replied. The message, the conversation's latest
// time, the bell and the email job are one statement (queries.ts), so a message needs no transaction of
// its own. A message sent again under the sender's key (a retry) answers the first one and tells nobody again.
import type { FastifyBaseLogger } from 'fastify';
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import { announceCommitted } from '#server/db/announce.ts';
import type { Db } from '#server/db/client.ts';
import { forbidden, notFound, unprocessable } from '#server/http/app-error.ts';
import { IDEMPOTENCY_KEY } from '#server/http/idempotency-key.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { flagFirstMessage, mayFlagMessage } from '../moderation/message-flags.ts';
import { findKeyedMessage, hasSent, insertMessage, type MessageRow } from './queries.ts';
import { blocksBetween, otherOf, roleOf, type ConversationRow } from './conversation-store.ts';
import { carriesContact, refuseContactBeforeReply } from './first-contact.ts';

/**
 * `db`: where the caller writes: the database, or the transaction that opens the conversation with the
 * message. `quiet`: no bell or email of its own, for a message another notice already announces (an
 * inquiry's lead). `key`: the sender's Idempotency-Key for this message. `field`: the request's name for
 * the text, named by a refusal (an inquiry's is `message`).
 */
export type MessageOptions = {
  db: Db;
  row: ConversationRow;
  sender: Viewer;
  text: string;
  ownHost: string;
  quiet?: boolean;
  key?: string;
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

/**
 * The message, written where `db` says. Whoever commits it announces conversations_changed once it has
 * (db/announce.ts); nothing else does, so without that other instances keep inboxes without it.
 */
export async function writeMessage(options: MessageOptions): Promise<Written> {
  const { db, row, sender, text, ownHost, quiet = false, key, field = 'text' } = options;
  const otherId = otherOf(row, sender.id);
  if (roleOf(row, sender.id) === 'hunter' && carriesContact(text, ownHost)) {
    await refuseIfBlocked(db, sender.id, otherId);
    await refuseContactBeforeReply(db, { conversationId: row.id, posterId: row.posterId, text, ownHost, field });
  }
  const isFlaggedFirst = mayFlagMessage(text) && !(await hasSent(db, row.id, sender.id));
  const notice = quiet ? undefined : { conversationId: row.id, recipientId: otherId, sender, body: text };
  const message = await insertMessage(db, row, { senderId: sender.id, body: text, clientKey: key ?? null, notice });
  if (!message) {
    // Not written: sent before under the same key (a retry, perhaps at the same moment), a block, or gone.
    const earlier = await earlierUnder(options);
    if (earlier) return earlier;
    await refuseIfBlocked(db, sender.id, otherId);
    throw notFound(CONVERSATION_MESSAGES.notFound);
  }
  if (isFlaggedFirst) await flagFirstMessage(db, row.propertyId, text, roleOf(row, sender.id));
  return { message, isReplay: false };
}

/** A reply on its own: one statement, committed as it is written, then announced by this, the layer that commits. */
export async function sendMessage(options: MessageOptions & { log: FastifyBaseLogger }): Promise<Written> {
  const written = await writeMessage(options);
  if (!written.isReplay) await announceCommitted(options.db, 'conversations_changed', options.log);
  return written;
}

async function refuseIfBlocked(db: Db, senderId: number, otherId: number) {
  if ((await blocksBetween(db, senderId, otherId)).any) throw forbidden(CONVERSATION_MESSAGES.blocked);
}
