// Writing in a conversation: refused while either person has blocked the other; a hunter's messages
// carry no number or outside link until the poster has replied. The message, the bell and the email
// job are written in one transaction: most messages take two statements (the message, with its block
// check and the conversation's latest time, and the bell), since an email is waiting for all but the
// first in 15 minutes.
import { CONVERSATION_MESSAGES } from '../../../shared/contracts/conversation.ts';
import { findContactDetail } from '../../../shared/policy/contact-details.ts';
import type { Db } from '../../db/client.ts';
import type { messages } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../plugins/authenticate.ts';
import { noticeNewMessage } from './message-notice.ts';
import { hasSent, insertMessage, otherOf, roleOf, type ConversationRow } from './queries.ts';
import { blocksBetween } from './conversation-store.ts';

/** `quiet`: no bell or email of its own, for a message another notice already announces (an inquiry's lead). */
export type MessageOptions = { tx: Db; row: ConversationRow; sender: Viewer; text: string; ownHost: string; quiet?: boolean };

export type MessageRow = typeof messages.$inferSelect;

export async function writeMessage({ tx, row, sender, text, ownHost, quiet = false }: MessageOptions): Promise<MessageRow> {
  const otherId = otherOf(row, sender.id);
  if (roleOf(row, sender.id) === 'hunter' && findContactDetail(text, ownHost)) {
    await refuseIfBlocked(tx, sender.id, otherId);
    if (!(await hasSent(tx, row.id, row.posterId))) {
      throw badRequest(CONVERSATION_MESSAGES.contactBeforeReply, { text: CONVERSATION_MESSAGES.contactBeforeReply });
    }
  }
  const written = await insertMessage(tx, row, sender.id, text);
  if (!written) {
    await refuseIfBlocked(tx, sender.id, otherId);
    throw notFound(CONVERSATION_MESSAGES.notFound);
  }
  const { isEmailWaiting, ...message } = written;
  if (!quiet) await noticeNewMessage(tx, { row, sender, message }, { isEmailWaiting });
  return message;
}

async function refuseIfBlocked(tx: Db, senderId: number, otherId: number) {
  if ((await blocksBetween(tx, senderId, otherId)).any) throw forbidden(CONVERSATION_MESSAGES.blocked);
}
