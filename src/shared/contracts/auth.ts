import { z } from '../zod.ts';
import { MIN_PASSWORD_LENGTH, passwordStrength } from '../password-strength.ts';
import { ZConsentChoices } from './privacy.ts';
import { ZMobileNumber, ZUser } from './user.ts';

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** Sign-in takes a username, an email or a mobile number in one field: a username may not look like either of the others. */
export const USERNAME_LOOKS_LIKE_LOGIN = 'Username cannot be a phone number or an email address';

export const ZUsername = required('Username')
  .max(40, 'Username must be at most 40 characters')
  .refine((value) => !value.includes('@') && !/^\+?[0-9][0-9 ._-]*$/.test(value), USERNAME_LOOKS_LIKE_LOGIN)
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores only');

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  // argon2 work grows with input: a bound keeps a sign-in from being a denial of service.
  .max(128, 'Password must be at most 128 characters');

export const ZRegisterRequest = z.object({
  firstName: required('First name').max(60, 'First name must be at most 60 characters'),
  lastName: required('Last name').max(60, 'Last name must be at most 60 characters'),
  username: ZUsername,
  email: required('Email').max(254, 'Email is too long').pipe(z.email('Enter a valid email address')),
  password: ZPassword,
  // Optional in the login dialog's registration mode (spec section 5); empty means not given.
  mobileNumber: z
    .union([z.literal('').transform(() => undefined), ZMobileNumber])
    .nullish()
    .transform((v) => v ?? undefined),
  /** Gruha's own extra, never sent by the spec's client: the optional uses agreed to under the sign-up notice. */
  consents: ZConsentChoices.optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/**
 * The Create Account dialog's fields (spec section 5): all required, the mobile number too. Its
 * button waits until every one passes. The server takes these through ZRegisterRequest.
 */
export const ZCreateAccountFields = ZRegisterRequest.extend({ mobileNumber: required('Mobile number').pipe(ZMobileNumber) });

/** Pressing Create Account also refuses a Weak password (spec section 5). */
export const ZCreateAccountRequest = ZCreateAccountFields.refine((account) => passwordStrength(account.password) !== 'Weak', {
  path: ['password'],
  message: 'Please choose a stronger password.',
});

export const ZLoginRequest = z.object({
  username: required('Username').max(254, 'Username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128, 'Password is too long'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSession = z.object({ token: z.string(), user: ZUser });
export type TSession = z.infer<typeof ZSession>;
