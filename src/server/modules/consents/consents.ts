// Consent to the optional uses (alert and marketing emails): given or withdrawn at sign-up, in My
// Account or by an email's unsubscribe link. Each change is kept as a consent record naming the notice
// it was made under; alert emails also follow email_opt_outs, which the email worker reads.
import { and, desc, eq } from 'drizzle-orm';
import { CONSENT_PURPOSES, NOTICE_VERSION, type TConsentChoices, type TConsentPurpose, type TConsentRecord } from '#shared/contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { emailOptOuts } from '#server/db/schema.ts';
import { consentRecords } from '#server/db/schema-privacy.ts';

export type ConsentSource = TConsentRecord['source'];

/** Whether the person's data may now be used for `purpose`: alerts until withdrawn, marketing only once agreed. */
export async function isConsentGiven(db: Db, userId: number, purpose: TConsentPurpose): Promise<boolean> {
  if (purpose === 'alerts') {
    const [stopped] = await db
      .select({ userId: emailOptOuts.userId })
      .from(emailOptOuts)
      .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, 'alerts')));
    return stopped === undefined;
  }
  const [latest] = await db
    .select({ isGranted: consentRecords.isGranted })
    .from(consentRecords)
    .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, purpose)))
    .orderBy(desc(consentRecords.id))
    .limit(1);
  return latest?.isGranted ?? false;
}

/**
 * Applies the choices made, in the caller's transaction. A record is kept for every choice at sign-up
 * (what was offered and answered) and afterwards for each choice that changes something.
 */
export async function recordConsents(tx: Db, userId: number, choices: TConsentChoices, source: ConsentSource): Promise<void> {
  for (const purpose of CONSENT_PURPOSES) {
    const isGranted = choices[purpose];
    if (isGranted === undefined) continue;
    if (source !== 'sign-up' && (await isConsentGiven(tx, userId, purpose)) === isGranted) continue;
    if (purpose === 'alerts') {
      const stopped = and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, 'alerts'));
      if (isGranted) await tx.delete(emailOptOuts).where(stopped);
      else await tx.insert(emailOptOuts).values({ userId, category: 'alerts' }).onConflictDoNothing();
    }
    await tx.insert(consentRecords).values({ userId, purpose, isGranted, noticeVersion: NOTICE_VERSION, source });
  }
}

/** The person's own consent history, newest first. */
export async function consentHistory(db: Db, userId: number): Promise<TConsentRecord[]> {
  const rows = await db
    .select({
      purpose: consentRecords.purpose,
      isGranted: consentRecords.isGranted,
      noticeVersion: consentRecords.noticeVersion,
      source: consentRecords.source,
      createdAt: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(desc(consentRecords.id))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
