// One's own account: changing the password, resetting a forgotten one by email, and which kinds of
// email one gets. (Name, email and phone are edited through PUT /api/users/{id}.)
import { z } from '../zod.ts';
import { ZPassword } from './auth.ts';
import { EMAIL_CATEGORIES } from './notifications.ts';

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(128, 'Current password is too long'),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZForgotPasswordRequest = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is too long')
    .pipe(z.email('Enter a valid email address')),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  token: z.string({ error: 'This reset link is not valid' }).min(1, 'This reset link is not valid').max(300, 'This reset link is not valid'),
  newPassword: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
/** A reset link's token, checked by its page before the page asks for a password. */
export const ZResetLinkCheck = ZResetPasswordRequest.pick({ token: true });
export type TResetLinkCheck = z.infer<typeof ZResetLinkCheck>;

/**
 * Whether each kind of email is sent (true) or was unsubscribed from (false); and marketing, which is
 * sent only to those who agreed (false until they do).
 */
export const ZEmailPreferences = z.object({
  ...(Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, z.boolean()])) as Record<(typeof EMAIL_CATEGORIES)[number], z.ZodBoolean>),
  marketing: z.boolean(),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;
export const ZEmailPreferencesUpdate = ZEmailPreferences.partial();

/** Deleting one's own account: the password asked again, so a session left open cannot do it. */
export const ZCloseAccountRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password is too long'),
});
export type TCloseAccountRequest = z.infer<typeof ZCloseAccountRequest>;

/** How long a password reset link works. */
export const RESET_LINK_MINUTES = 30;

export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Your current password is not correct',
  samePassword: 'Choose a password different from your current one',
  passwordChanged: 'Password changed. You have been signed out everywhere else.',
  resetRequested: `If an account uses this email, we have sent it a link to reset the password. The link works for ${RESET_LINK_MINUTES} minutes.`,
  resetLinkInvalid: 'This reset link is not valid any more: it has expired or has been used. Please ask for a new one.',
  passwordReset: 'Password reset. Please log in with your new password.',
  emailChangeNeedsPassword: 'Enter your current password to change your email',
  preferencesSaved: 'Email preferences saved',
  wrongPassword: 'Your password is not correct',
  closeNeedsNothingRunning: 'The other people in them rely on you until they are finished: finish them first, then delete your account.',
  accountClosed: 'Your account has been deleted. You have been signed out everywhere.',
} as const;
