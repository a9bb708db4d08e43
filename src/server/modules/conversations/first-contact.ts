// The first-contact rule for every text a hunter writes before the poster has replied: a message, an
// inquiry's words (which become a message) and the notes on a visit request. A refusal names the field.
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import { findContactDetail } from '#shared/policy/contact-details.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/http/app-error.ts';
import { hasSent } from './queries.ts';

export type FirstContact = { conversationId: number; posterId: number; text: string | null | undefined; ownHost: string; field: string };

/** Whether the text carries a number or an outside link; reading the conversation only then keeps messages cheap. */
export const carriesContact = (text: string | null | undefined, ownHost: string) => !!text && findContactDetail(text, ownHost) !== null;

/** Refuses contact details in `text` while the poster has written nothing in the conversation. */
export async function refuseContactBeforeReply(db: Db, { conversationId, posterId, text, ownHost, field }: FirstContact): Promise<void> {
  if (!carriesContact(text, ownHost)) return;
  if (!(await hasSent(db, conversationId, posterId))) {
    throw badRequest(CONVERSATION_MESSAGES.contactBeforeReply, { [field]: CONVERSATION_MESSAGES.contactBeforeReply });
  }
}
