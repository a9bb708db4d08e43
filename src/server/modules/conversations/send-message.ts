// Writing in a conversation: refused while either person has blocked the other; a hunter's messages
// carry no number or outside link until the poster has replied. The message, the bell and the email
// job are written in one transaction. A message sent again under the sender's key (a retry) answers
// the first one and tells nobody again.
import { CONVERSATION_MESSAGES } from '../../../shared/contracts/conversation.ts';
import { findContactDetail } from '../../../shared/policy/contact-details.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, unprocessable } from '../../http/app-error.ts';
import { IDEMPOTENCY_KEY } from '../../http/idempotency-key.ts';
import type { Viewer } from '../../plugins/authenticate.ts';
import { noticeNewMessage } from './message-notice.ts';
import { findKeyedMessage, hasSent, insertMessage, otherOf, roleOf, type ConversationRow, type MessageRow } from './queries.ts';
import { blocksBetween } from './conversation-store.ts';

/**
 * `quiet`: no bell or email of its own, for a message another notice already announces (an inquiry's lead).
 * `key`: the sender's Idempotency-Key for this message.
 */
export type MessageOptions = { tx: Db; row: ConversationRow; sender: Viewer; text: string; ownHost: string; quiet?: boolean; key?: string };
export type Written = { message: MessageRow; isReplay: boolean };

/** The message sent earlier under the key, if any: the same text, or a 422 naming the header. */
async function earlierUnder(tx: Db, { row, sender, text, key }: MessageOptions): Promise<Written | undefined> {
  const earlier = key === undefined ? undefined : await findKeyedMessage(tx, row.id, sender.id, key);
  if (!earlier) return undefined;
  if (earlier.body !== text) throw unprocessable(CONVERSATION_MESSAGES.keyReused, { [IDEMPOTENCY_KEY]: CONVERSATION_MESSAGES.keyReused });
  return { message: earlier, isReplay: true };
}

export async function writeMessage(options: MessageOptions): Promise<Written> {
  const { tx, row, sender, text, ownHost, quiet = false, key } = options;
  const earlier = await earlierUnder(tx, options);
  if (earlier) return earlier;
  if ((await blocksBetween(tx, sender.id, otherOf(row, sender.id))).any) throw forbidden(CONVERSATION_MESSAGES.blocked);
  if (roleOf(row, sender.id) === 'hunter' && findContactDetail(text, ownHost) && !(await hasSent(tx, row.id, row.posterId))) {
    throw badRequest(CONVERSATION_MESSAGES.contactBeforeReply, { text: CONVERSATION_MESSAGES.contactBeforeReply });
  }
  const message = await insertMessage(tx, row.id, sender.id, text, key ?? null);
  if (!message) {
    // Not inserted: the same key came in at the same time and committed first.
    const first = await earlierUnder(tx, options);
    if (!first) throw new Error('a keyed message vanished while being written');
    return first;
  }
  if (!quiet) await noticeNewMessage(tx, { row, sender, message });
  return { message, isReplay: false };
}
