// Run at start, beside the agreements' ID numbers: an owner's PAN sealed under a key being rotated
// out is sealed again under the current key. Idempotent, so instances starting together do no harm.
import { and, asc, eq, gt, isNotNull, not, sql } from 'drizzle-orm';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import { seal } from '#server/crypto/sealed-text.ts';
import type { Db } from '#server/db/client.ts';
import { tenancies } from '#server/db/schema-tenancies.ts';
import { openOwnerPan, panContext } from './payee-and-report.ts';

const BATCH = 200;

export async function resealOwnerPans(db: Db, keys: DataKeyRing): Promise<number> {
  const stale = and(isNotNull(tenancies.ownerPanSealed), not(sql`${tenancies.ownerPanSealed} like ${`enc1:${keys.current.id}:%`}`));
  let resealed = 0;
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: tenancies.id, ownerPanSealed: tenancies.ownerPanSealed })
      .from(tenancies)
      .where(and(stale, gt(tenancies.id, after)))
      .orderBy(asc(tenancies.id))
      .limit(BATCH);
    for (const row of rows) {
      const pan = openOwnerPan(keys, row);
      if (pan !== null) {
        // Only if no one changed it meanwhile (another instance doing the same pass, the owner saving a new one).
        await db
          .update(tenancies)
          .set({ ownerPanSealed: seal(keys, pan, panContext(row.id)) })
          .where(and(eq(tenancies.id, row.id), eq(tenancies.ownerPanSealed, row.ownerPanSealed ?? '')));
        resealed++;
      }
      after = row.id;
    }
    if (rows.length < BATCH) return resealed;
  }
}
