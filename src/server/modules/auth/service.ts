import { eq, sql } from 'drizzle-orm';
import type { TLoginRequest, TSession } from '#shared/contracts/auth.ts';
import type { ZRegisterRequest } from '#shared/contracts/auth.ts';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { AppError, badRequest, conflict, unauthorized } from '#server/http/app-error.ts';
import { uniqueViolation } from '#server/db/unique-violation.ts';
import { recordConsents } from '../consents/consents.ts';
import { presentUser } from '../users/present.ts';
import { findUserByLogin, insertUser, rethrowDuplicateUser, type UserRow } from '../users/accounts.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { sendConfirmationLink } from '../users/email-confirmation.ts';
import { hashPassword, verifyDecoy, verifyPassword } from '../../crypto/passwords.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { TokenService } from './tokens.ts';

type Deps = { db: Db; tokens: TokenService };
type LoginDeps = Deps & { throttle: LoginThrottle };

/**
 * Registration answers a taken email and a taken mobile number alike, naming both fields: the spec sets
 * no text for it, and forgot-password hides which addresses have accounts (SECURITY.md, row 42).
 */
export const ACCOUNT_EXISTS = 'An account with this email or mobile number already exists. Sign in, or reset your password.';

function rethrowDuplicateRegistration(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_key' || constraint === 'users_mobile_number_key') {
    throw conflict(ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS, mobileNumber: ACCOUNT_EXISTS });
  }
  rethrowDuplicateUser(error);
}

async function sessionFor(deps: Deps, user: UserRow): Promise<TSession> {
  const token = await deps.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
  return { token, user: presentUser(user) };
}

/** The new account can do at once everything the spec allows; the confirmation link only adds trust. */
export async function registerUser(deps: Deps, input: z.output<typeof ZRegisterRequest>, now: Date): Promise<TSession> {
  if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db
    .transaction(async (tx) => {
      const row = await insertUser(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username,
        email: input.email.toLowerCase(),
        mobileNumber: input.mobileNumber ?? null,
        passwordHash,
        role: 'USER',
      });
      await sendConfirmationLink(tx, row, now);
      // Without choices (the spec's client shows no notice), nothing is recorded: alert emails stay on
      // and marketing stays off (docs/decisions/0068-notice-consent-and-grievances.md).
      if (input.consents) await recordConsents(tx, row.id, input.consents, 'sign-up');
      return row;
    })
    .catch(rethrowDuplicateRegistration);
  return sessionFor(deps, user);
}

const INVALID_LOGIN = 'Invalid username or password';

export async function logIn(deps: LoginDeps, input: TLoginRequest, address: string): Promise<TSession> {
  const user = await findUserByLogin(deps.db, input.username);
  const subject = { account: user?.username, typed: input.username };
  await deps.throttle.begin(subject, address);
  const isRight = user ? await verifyPassword(user.passwordHash, input.password) : await verifyDecoy(input.password).then(() => false);
  if (!user || !isRight) {
    await deps.throttle.failed(address);
    throw unauthorized(INVALID_LOGIN);
  }
  await deps.throttle.succeeded(subject);
  // Said only after the right password, so it reveals nothing to a guesser.
  if (!user.isActive) throw new AppError('FORBIDDEN', 'This account has been deactivated. Please contact support.');
  return sessionFor(deps, user);
}

/** Signing out revokes every token the user holds (see the token version in tokens.ts). */
export async function logOut(deps: Deps, userId: number): Promise<void> {
  await deps.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}
