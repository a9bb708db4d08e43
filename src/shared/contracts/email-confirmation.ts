// Confirming one's email address by a link sent to it: at sign-up, on a change of address and on
// request from My Account. Nothing the spec allows waits for it; moderation weighs it.
import { z } from '../zod.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_HOURS = 48;

export const EMAIL_CONFIRMATION_MESSAGES = {
  linkInvalid: 'This confirmation link is not valid. It may be for an email address the account no longer uses: ask for a new one from My Account.',
  linkSent: 'We have sent a confirmation link to your email. It works once, for 48 hours.',
  alreadyConfirmed: 'Your email is already confirmed',
} as const;

export const ZConfirmEmailRequest = z.object({
  token: z
    .string({ error: EMAIL_CONFIRMATION_MESSAGES.linkInvalid })
    .min(1, EMAIL_CONFIRMATION_MESSAGES.linkInvalid)
    .max(100, EMAIL_CONFIRMATION_MESSAGES.linkInvalid),
});
export type TConfirmEmailRequest = z.infer<typeof ZConfirmEmailRequest>;

/** What opening a link did: confirmed the address now, or nothing because it was used before or has expired. */
export const CONFIRMATION_OUTCOMES = ['confirmed', 'already_used', 'expired'] as const;
export const ZConfirmEmailResult = z.object({ outcome: z.enum(CONFIRMATION_OUTCOMES) });
export type TConfirmEmailResult = z.infer<typeof ZConfirmEmailResult>;

/** One's own address and whether it is confirmed, for My Account. */
export const ZEmailConfirmationStatus = z.object({ email: z.string(), isConfirmed: z.boolean() });
export type TEmailConfirmationStatus = z.infer<typeof ZEmailConfirmationStatus>;
