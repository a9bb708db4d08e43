// One saved agreement, opened by its owner: the only answer that carries whole ID numbers. Anyone
// else gets the same 404 as for an id that does not exist, so ids cannot be probed.
import { and, eq } from 'drizzle-orm';
import type { TAgreementRecord } from '#shared/contracts/agreement.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { rentalAgreements } from '#server/db/schema.ts';
import { notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { findDealRow } from '../deals/deal-rows.ts';
import { recordIdNumberViews } from '../id-number-views/record-views.ts';
import { idNumbersShown } from './deal-agreement.ts';
import { presentAgreement } from './present.ts';

export const AGREEMENT_NOT_FOUND = 'Agreement not found';

export async function getMyAgreement({
  db,
  keys,
  clock,
  viewer,
  agreementId,
}: {
  db: Db;
  keys: DataKeyRing;
  clock: Clock;
  viewer: Viewer;
  agreementId: string;
}): Promise<TAgreementRecord> {
  const [row] = await db
    .select()
    .from(rentalAgreements)
    .where(and(eq(rentalAgreements.reference, agreementId), eq(rentalAgreements.userId, viewer.id)))
    .limit(1);
  if (!row) throw notFound(AGREEMENT_NOT_FOUND);
  // An admin who made a deal's agreement opens the parties' numbers whole: the access log says so.
  const deal = row.dealId === null ? undefined : await findDealRow(db, row.dealId);
  if (deal) await recordIdNumberViews(db, clock, viewer, idNumbersShown(row, deal.deal, 'whole'));
  return presentAgreement(row, keys, { isOpenedByOwner: true });
}
