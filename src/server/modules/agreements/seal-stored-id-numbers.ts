// Run at start: every stored Aadhaar/PAN number not sealed under the current key — plaintext saved
// before encryption existed, or sealed under a key being rotated out — is sealed again under the
// current key. Idempotent, so instances starting together do no harm; a number sealed under a key
// that is not configured stops the start with a message naming the key.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import type { Db } from '#server/db/client.ts';
import { rentalAgreements } from '#server/db/schema.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import { openIdNumbers, sealIdNumbers } from './id-numbers.ts';

const BATCH = 200;

export async function sealStoredIdNumbers(db: Db, keys: DataKeyRing): Promise<number> {
  const current = `enc1:${keys.current.id}:%`;
  const stale = sql`not (${rentalAgreements.formData}->>'ownerIdNumber' like ${current} and ${rentalAgreements.formData}->>'tenantIdNumber' like ${current})`;
  let resealed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: rentalAgreements.id, reference: rentalAgreements.reference, formData: rentalAgreements.formData })
      .from(rentalAgreements)
      .where(and(stale, gt(rentalAgreements.id, after)))
      .orderBy(asc(rentalAgreements.id))
      .limit(BATCH);
    for (const row of rows) {
      const stored = row.formData as TAgreementForm;
      const form = openIdNumbers(keys, row.reference, stored);
      // Only if no one changed it meanwhile (another instance doing the same pass).
      await db
        .update(rentalAgreements)
        .set({ formData: sealIdNumbers(keys, row.reference, form) })
        .where(and(eq(rentalAgreements.id, row.id), sql`${rentalAgreements.formData} = ${JSON.stringify(stored)}::jsonb`));
      resealed++;
      after = row.id;
    }
    if (rows.length < BATCH) return resealed;
  }
}
