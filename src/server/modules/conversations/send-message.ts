// Writing in a conversation: refused while either person has blocked the other; a hunter's messages
// carry no number or outside link until the poster has replied. The message, the bell and the email
// job are written in one transaction.
import { CONVERSATION_MESSAGES } from '../../../shared/contracts/conversation.ts';
import { findContactDetail } from '../../../shared/policy/contact-details.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import type { Viewer } from '../../plugins/authenticate.ts';
import { noticeNewMessage } from './message-notice.ts';
import { hasSent, insertMessage, otherOf, roleOf, type ConversationRow } from './queries.ts';
import { blocksBetween } from './conversation-store.ts';

/** `quiet`: no bell or email of its own, for a message another notice already announces (an inquiry's lead). */
export type MessageOptions = { tx: Db; row: ConversationRow; sender: Viewer; text: string; ownHost: string; quiet?: boolean };

export async function writeMessage({ tx, row, sender, text, ownHost, quiet = false }: MessageOptions) {
  if ((await blocksBetween(tx, sender.id, otherOf(row, sender.id))).any) throw forbidden(CONVERSATION_MESSAGES.blocked);
  if (roleOf(row, sender.id) === 'hunter' && findContactDetail(text, ownHost) && !(await hasSent(tx, row.id, row.posterId))) {
    throw badRequest(CONVERSATION_MESSAGES.contactBeforeReply, { text: CONVERSATION_MESSAGES.contactBeforeReply });
  }
  const message = await insertMessage(tx, row.id, sender.id, text);
  if (!quiet) await noticeNewMessage(tx, { row, sender, message });
  return message;
}
