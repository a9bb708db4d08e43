// Writes work for the outbox worker. Always called inside the transaction of the event that causes
// it, so the work exists exactly when the event does.
import { sql } from 'drizzle-orm';
import type { TEmailCategory } from '#shared/contracts/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import type { EmailContent } from '../email/templates.ts';

/**
 * An email to one person; rendered when sent, from the facts captured with the event. 'account'
 * emails (a password reset the person asked for) cannot be unsubscribed from.
 */
export type EmailJob = { userId: number; category: TEmailCategory | 'account'; content: EmailContent };
export const EMAIL_JOB = 'email';

export async function enqueueEmail(tx: Db, job: EmailJob): Promise<void> {
  await tx.insert(outbox).values({ kind: EMAIL_JOB, payload: job });
}

/** Work that must exist once, however often it is asked for (a day's digest run); at once unless `runAt` says when. */
export async function enqueueOnce(tx: Db, kind: string, dedupeKey: string, payload: unknown, runAt?: Date): Promise<void> {
  await tx
    .insert(outbox)
    .values({ kind, payload, dedupeKey, ...(runAt ? { runAt: sql`${runAt.toISOString()}::timestamptz` } : {}) })
    .onConflictDoNothing();
}
