import { desc, eq } from 'drizzle-orm';
import type { TAgreementRecord } from '#shared/contracts/agreement.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { rentalAgreements } from '#server/db/schema.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { presentAgreement } from './present.ts';

/** Only the viewer's own agreements, newest first; an admin sees their own too, no one else's. */
export async function listMyAgreements({ db, keys, viewer }: { db: Db; keys: DataKeyRing; viewer: Viewer }): Promise<TAgreementRecord[]> {
  const rows = await db.select().from(rentalAgreements).where(eq(rentalAgreements.userId, viewer.id)).orderBy(desc(rentalAgreements.createdAt));
  // Lists show ID numbers masked, even to their owner: only opening one agreement shows them whole.
  return rows.map((row) => presentAgreement(row, keys));
}
