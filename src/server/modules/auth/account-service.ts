// One's own password: changing it (the current one asked), and resetting a forgotten one by a link
// sent to the account's email. Either way every other session ends: the token version is bumped.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, RESET_LINK_MINUTES, type TChangePasswordRequest, type TResetPasswordRequest } from '#shared/contracts/account.ts';
import type { TSession } from '#shared/contracts/auth.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { badRequest } from '#server/http/app-error.ts';
import { RateLimitedError, type RequestLimiter } from '#server/http/request-limits.ts';
import { enqueueEmail } from '../outbox/enqueue.ts';
import { presentUser } from '../users/present.ts';
import { findUserById } from '../users/accounts.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import type { ResetSigner } from './reset-token.ts';
import type { TokenService } from './tokens.ts';
import { firstRow } from '#server/db/rows.ts';

function assertNotCommon(password: string) {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE, { newPassword: COMMON_PASSWORD_MESSAGE });
}

/** A new password, every older token revoked; answers a session for this device so it stays signed in. */
export async function changePassword(deps: { db: Db; tokens: TokenService }, userId: number, input: TChangePasswordRequest): Promise<TSession> {
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- requireUser has just read this user.
  const user = (await findUserById(deps.db, userId))!;
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongCurrentPassword, { currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword });
  }
  if (input.newPassword === input.currentPassword) throw badRequest(ACCOUNT_MESSAGES.samePassword, { newPassword: ACCOUNT_MESSAGES.samePassword });
  assertNotCommon(input.newPassword);
  const updated = firstRow(
    await deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword), tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(),
  );
  const token = await deps.tokens.sign({ userId, tokenVersion: updated.tokenVersion });
  return { token, user: presentUser(updated) };
}

type ResetDeps = { db: Db; signer: ResetSigner; limiter: RequestLimiter };

/** Sends a reset link when an active account uses `email`; says nothing either way. */
export async function requestPasswordReset({ db, signer, limiter }: ResetDeps, email: string): Promise<void> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt), eq(users.isActive, true)))
    .limit(1);
  if (!user) return;
  try {
    await limiter.consume('password-reset-email', `user:${user.id}`);
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  const path = `/reset-password?token=${encodeURIComponent(signer.sign(user))}`;
  await enqueueEmail(db, {
    userId: user.id,
    category: 'account',
    content: {
      subject: 'Reset your Gruha password',
      heading: 'Reset your password',
      intro: [
        `Someone, probably you, asked to reset the password of your Gruha account (${user.username}).`,
        `The link below works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask, ignore this email: your password stays as it is.`,
      ],
      action: { label: 'Choose a new password', path },
    },
  });
}

const invalidLink = () => badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, { token: ACCOUNT_MESSAGES.resetLinkInvalid });

/** The account a reset link is for while the link still works (unexpired, unused, the email unchanged), or a 400 naming `token`. */
async function accountOfLink({ db, signer }: Omit<ResetDeps, 'limiter'>, token: string) {
  const claim = signer.read(token);
  if (!claim) throw invalidLink();
  const user = await findUserById(db, claim.userId);
  if (!user || !user.isActive || !claim.matches(user)) throw invalidLink();
  return user;
}

/** Whether a reset link still works, asked by its page before it asks for a password; changes nothing. */
export async function checkResetLink(deps: Omit<ResetDeps, 'limiter'>, token: string): Promise<void> {
  await accountOfLink(deps, token);
}

/** Sets the new password if the link is good; the link then stops working, and so does every session. */
export async function resetPassword(deps: Omit<ResetDeps, 'limiter'>, input: TResetPasswordRequest): Promise<void> {
  const { db } = deps;
  const user = await accountOfLink(deps, input.token);
  assertNotCommon(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  // Only while the hash is still the one the link was made for: two uses at once change it once.
  const changed = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
    .returning({ id: users.id });
  if (changed.length === 0) throw invalidLink();
}
