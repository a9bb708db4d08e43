// A first message that carries a phone number, a UPI ID or "token amount" words (the usual rental scam:
// money asked before anyone has seen the home) puts its listing in the moderation queue, as such a
// description does. Not refused: the first-contact rule already refuses a number before the poster
// replies, and an honest poster may write a UPI ID; an admin looks.
import { findPaymentTalk, PAYMENT_TALK_LABELS } from '#shared/policy/payment-talk.ts';
import type { Db } from '#server/db/client.ts';
import { openFlagSummary, raiseFlag, wasClosedWith } from './flag-queries.ts';

const listed = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));

/** Whether `text` would flag its listing: the cheap check a sender's first message gets before the lookup. */
export const mayFlagMessage = (text: string) => findPaymentTalk(text).length > 0;

export async function flagFirstMessage(db: Db, propertyId: number, text: string, from: 'hunter' | 'poster'): Promise<void> {
  const found = findPaymentTalk(text);
  if (found.length === 0) return;
  const summary = `A first message from ${from === 'poster' ? 'the poster' : 'someone asking'} has ${listed(found.map((talk) => PAYMENT_TALK_LABELS[talk]))}.`;
  if (await wasClosedWith(db, propertyId, 'contact_in_text', summary)) return;
  // The listing's open flag (its description, another message) keeps what it said.
  const open = await openFlagSummary(db, propertyId, 'contact_in_text');
  await raiseFlag(db, propertyId, 'contact_in_text', {
    summary: open && !open.includes(summary) ? `${open} ${summary}` : (open ?? summary),
    matches: [],
  });
}
