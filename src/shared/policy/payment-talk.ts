// What in a listing's description marks the usual rental scam, for the moderation queue to look at (not
// refused: an honest poster may write a number): a phone number, a UPI ID to pay to, or "token amount"
// (money asked before anyone has seen the home). Read normalised like the first-contact rule
// (contact-normalise.ts), so disguised numbers and IDs count too.
import { findContactDetail } from './contact-details.ts';
import { dotsPlain } from './contact-normalise.ts';

export type PaymentTalk = 'phone' | 'upi' | 'token';

export const PAYMENT_TALK_LABELS: Record<PaymentTalk, string> = {
  phone: 'a phone number',
  upi: 'a UPI ID',
  token: 'words asking for a token amount',
};

/** name@handle with nothing after the handle: an email address goes on to its domain's dot. */
const UPI_ID = /(?<![\w.-])[a-z0-9][\w.-]{1,255}@[a-z][a-z0-9]{1,63}(?![\w.@-])/;
const TOKEN = /\btoken[\s-]*(?:amount|money|advance|payment|fee|deposit)\b|\b(?:pay|send|transfer)\s+(?:a\s+|the\s+)?token\b/;

export function findPaymentTalk(text: string): PaymentTalk[] {
  const lower = dotsPlain(text);
  const found: PaymentTalk[] = [];
  if (findContactDetail(text) === 'phone') found.push('phone');
  if (UPI_ID.test(lower)) found.push('upi');
  if (TOKEN.test(lower)) found.push('token');
  return found;
}
