// Saves a submitted agreement for its maker (the signed-in user). The browser makes the id, so a
// retried submit is idempotent for the same maker; someone else's id is a conflict. An agreement
// made for a rental deal is linked to it and noted on its timeline, in one transaction.
import { eq } from 'drizzle-orm';
import type { TAgreementRecord, TSaveAgreementRequest } from '#shared/contracts/agreement.ts';
import { todayInIndia } from '#shared/india-date.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { rentalAgreements } from '#server/db/schema.ts';
import { conflict } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { insertDealEvent } from '../deals/deal-rows.ts';
import { findDealForAgreement } from './deal-agreement.ts';
import { sealIdNumbers } from './id-numbers.ts';
import { presentAgreement } from './present.ts';

export const AGREEMENT_ID_TAKEN = 'This agreement id is already in use. Please submit again.';

export async function saveAgreement({
  db,
  keys,
  viewer,
  request,
}: {
  db: Db;
  keys: DataKeyRing;
  viewer: Viewer;
  request: TSaveAgreementRequest;
}): Promise<{ agreement: TAgreementRecord; isNew: boolean }> {
  const { agreementId, dealId, ...form } = request;
  if (dealId != null) await findDealForAgreement(db, viewer, dealId);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(rentalAgreements)
      .values({
        reference: agreementId,
        userId: viewer.id,
        dealId: dealId ?? null,
        agreementType: form.agreementType,
        startDate: form.startDate,
        durationMonths: Number(form.duration),
        formData: sealIdNumbers(keys, agreementId, form),
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      if (dealId != null) {
        await insertDealEvent(tx, {
          dealId,
          kind: 'AGREEMENT_CREATED',
          stage: null,
          eventDate: todayInIndia(),
          notes: `${form.agreementType} ${agreementId} created`,
          actorId: viewer.id,
        });
      }
      return { agreement: presentAgreement(created, keys), isNew: true };
    }
    const [existing] = await tx.select().from(rentalAgreements).where(eq(rentalAgreements.reference, agreementId)).limit(1);
    if (!existing || existing.userId !== viewer.id) throw conflict(AGREEMENT_ID_TAKEN, { agreementId: AGREEMENT_ID_TAKEN });
    return { agreement: presentAgreement(existing, keys), isNew: false };
  });
}
