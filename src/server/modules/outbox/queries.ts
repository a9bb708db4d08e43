// SQL for email delivery: who an email may still go to, and who asked for no more of a kind.
import { and, eq, isNull } from 'drizzle-orm';
import type { TEmailPreferences } from '#shared/contracts/account.ts';
import { EMAIL_CATEGORIES, type TEmailCategory } from '#shared/contracts/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { emailOptOuts, users } from '#server/db/schema.ts';
import { isConsentGiven, recordConsents } from '../consents/consents.ts';

/** The person's address and name while they still have an account. */
export async function findActiveRecipient(db: Db, userId: number): Promise<{ email: string; firstName: string } | undefined> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), isNull(users.deletedAt)));
  return user;
}

export async function hasOptedOut(db: Db, userId: number, category: TEmailCategory): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailOptOuts.userId })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
  return row !== undefined;
}

/** Once is enough: asking again changes nothing. */
export async function optOut(db: Db, userId: number, category: TEmailCategory): Promise<void> {
  await db.insert(emailOptOuts).values({ userId, category }).onConflictDoNothing();
}

export async function preferencesOf(db: Db, userId: number): Promise<TEmailPreferences> {
  const rows = await db.select({ category: emailOptOuts.category }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId));
  const stopped = new Set(rows.map((row) => row.category));
  const kinds = Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, !stopped.has(category)])) as Omit<TEmailPreferences, 'marketing'>;
  return { ...kinds, marketing: await isConsentGiven(db, userId, 'marketing') };
}

/**
 * true subscribes (again) to a kind, false stops it; kinds not named stay as they are. Alerts and
 * marketing are consents: their changes are kept as consent records too.
 */
export async function savePreferences(db: Db, userId: number, changes: Partial<TEmailPreferences>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const category of EMAIL_CATEGORIES) {
      if (category === 'alerts') continue;
      if (changes[category] === true) await tx.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)));
      if (changes[category] === false) await optOut(tx, userId, category);
    }
    await recordConsents(tx, userId, { alerts: changes.alerts, marketing: changes.marketing }, 'account');
  });
}

/** An unsubscribe link's stop; for alerts, a withdrawal of consent kept on record. */
export async function unsubscribe(db: Db, userId: number, category: TEmailCategory): Promise<void> {
  if (category !== 'alerts') return optOut(db, userId, category);
  await db.transaction((tx) => recordConsents(tx, userId, { alerts: false }, 'unsubscribe-link'));
}
