// Email confirmation links. Each link carries a random secret of which only a SHA-256 hash is kept,
// with the address it was sent to and when it expires: a copy of the table opens no account's
// confirmation. A link works once; changing the email ends every outstanding link and unconfirms.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CONFIRMATION_LINK_HOURS, EMAIL_CONFIRMATION_MESSAGES, type TConfirmEmailResult } from '#shared/contracts/email-confirmation.ts';
import type { Db } from '#server/db/client.ts';
import { emailConfirmations, users } from '#server/db/schema.ts';
import { badRequest } from '#server/http/app-error.ts';
import { enqueueEmail } from '../outbox/enqueue.ts';

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

type Person = { id: number; email: string; username: string };

/** Makes a link for the person's current address and emails it, in the caller's transaction. */
export async function sendConfirmationLink(tx: Db, person: Person, now: Date): Promise<void> {
  const secret = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CONFIRMATION_LINK_HOURS * 3_600_000);
  await tx.insert(emailConfirmations).values({ userId: person.id, tokenHash: hashOf(secret), email: person.email.toLowerCase(), expiresAt });
  await enqueueEmail(tx, {
    userId: person.id,
    category: 'account',
    content: {
      subject: 'Confirm your email for Gruha',
      heading: 'Confirm your email',
      intro: [
        `Please confirm that this address belongs to the Gruha account ${person.username}.`,
        `The link below works once, for ${CONFIRMATION_LINK_HOURS} hours. If you did not make this account, ignore this email.`,
      ],
      action: { label: 'Confirm my email', path: `/confirm-email?token=${secret}` },
    },
  });
}

/** After an email change: older links end and the new address is not confirmed until its own link is opened. */
export async function endConfirmation(tx: Db, userId: number): Promise<void> {
  await tx.delete(emailConfirmations).where(eq(emailConfirmations.userId, userId));
  await tx.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, userId));
}

const invalidLink = () => badRequest(EMAIL_CONFIRMATION_MESSAGES.linkInvalid, { token: EMAIL_CONFIRMATION_MESSAGES.linkInvalid });

export async function confirmEmail(db: Db, token: string, now: Date): Promise<TConfirmEmailResult> {
  const tokenHash = hashOf(token);
  return db.transaction(async (tx) => {
    // Used only while unused and unexpired: two opens at once confirm once, the other reads "already used".
    const [used] = await tx
      .update(emailConfirmations)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now)))
      .returning({ userId: emailConfirmations.userId, email: emailConfirmations.email });
    if (!used) {
      const [link] = await tx
        .select({ usedAt: emailConfirmations.usedAt })
        .from(emailConfirmations)
        .where(eq(emailConfirmations.tokenHash, tokenHash));
      if (!link) throw invalidLink();
      return { outcome: link.usedAt ? 'already_used' : 'expired' };
    }
    const confirmed = await tx
      .update(users)
      .set({ emailConfirmedAt: now })
      .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = ${used.email}`, isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (confirmed.length === 0) throw invalidLink();
    return { outcome: 'confirmed' };
  });
}
