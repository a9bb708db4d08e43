// When a home leaves the market (rented out, sold, closed, hidden for going unconfirmed or by Gruha's
// moderators), the visits to it still to come are cancelled in the same transaction, and both people
// are told: nobody travels to see a home that is gone.
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { visits } from '#server/db/schema-conversations.ts';
import { ACTIVE_STATUSES, recordEvent } from './queries.ts';
import { ringVisitBell } from './visit-notices.ts';
import { formatVisitTime } from './visit-time.ts';

export const HOME_GONE_REASONS = {
  notListed: 'The home is no longer listed.',
  moderators: "The listing was removed by Gruha's moderators.",
} as const;

export async function cancelVisitsToCome(tx: Db, propertyIds: number[], reason: string): Promise<void> {
  if (propertyIds.length === 0) return;
  const cancelled = await tx
    .update(visits)
    .set({ status: 'cancelled', expiresAt: null, updatedAt: sql`now()` })
    .where(and(inArray(visits.propertyId, propertyIds), inArray(visits.status, ACTIVE_STATUSES), sql`${visits.startsAt} > now()`))
    .returning();
  for (const visit of cancelled) {
    await recordEvent(tx, visit, null, reason);
    const body = `${formatVisitTime(visit.startsAt)}: ${reason}`;
    await ringVisitBell(tx, visit.hunterId, 'Visit cancelled', body);
    await ringVisitBell(tx, visit.posterId, 'Visit cancelled', body);
  }
}
