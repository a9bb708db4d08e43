// A person's own lines of the identity numbers' access log, newest first, naming who looked.
import { desc, eq, lt } from 'drizzle-orm';
import type { TIdNumberView } from '#shared/contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { idNumberViews } from '#server/db/schema-privacy.ts';
import type { Clock } from '#server/time/clock.ts';

/** Lines are kept two years, a year more than the DPDP Rules' minimum (docs/privacy.md). */
export const ACCESS_LOG_RETENTION_DAYS = 730;

export async function listIdNumberViews(db: Db, personId: number, limit = 500): Promise<TIdNumberView[]> {
  const rows = await db
    .select({
      viewedAt: idNumberViews.viewedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      recordKind: idNumberViews.recordKind,
      recordRef: idNumberViews.recordRef,
      idType: idNumberViews.idType,
      shown: idNumberViews.shown,
    })
    .from(idNumberViews)
    .innerJoin(users, eq(users.id, idNumberViews.viewerId))
    .where(eq(idNumberViews.personId, personId))
    .orderBy(desc(idNumberViews.viewedAt), desc(idNumberViews.id))
    .limit(limit);
  return rows.map(({ viewedAt, firstName, lastName, ...line }) => ({
    ...line,
    viewedAt: viewedAt.toISOString(),
    viewerName: `${firstName} ${lastName}`.trim() + ' (Gruha admin)',
  }));
}

/** Removes the lines older than the retention period; answers how many went. */
export async function pruneIdNumberViews(db: Db, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - ACCESS_LOG_RETENTION_DAYS * 86_400_000);
  const removed = await db.delete(idNumberViews).where(lt(idNumberViews.viewedAt, cutoff)).returning({ id: idNumberViews.id });
  return removed.length;
}
