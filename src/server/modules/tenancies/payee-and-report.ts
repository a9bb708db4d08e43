// The owner's payment details (UPI ID for the pay links; PAN sealed at rest, or a declaration of none)
// and a party's report of the tenancy to Gruha's admins, who may read it from then on.
import type { ZPayeeRequest } from '#shared/contracts/tenancy.ts';
import type { z } from '#shared/zod.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import { isSealed, seal, unseal } from '#server/crypto/sealed-text.ts';
import type { Db } from '#server/db/client.ts';
import { conflict } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { notify } from '../notifications/notify.ts';
import { assertParty, assertSide, findTenancyAccess } from './access.ts';
import { findAdminIds, updateTenancy, type TenancyRow } from './queries.ts';

/** Binds the sealed PAN to its tenancy: copied to another row, it does not open. */
export const panContext = (tenancyId: number) => `tenancies:${tenancyId}:owner_pan`;

export function openOwnerPan(keys: DataKeyRing, row: Pick<TenancyRow, 'id' | 'ownerPanSealed'>): string | null {
  if (!row.ownerPanSealed) return null;
  return isSealed(row.ownerPanSealed) ? unseal(keys, row.ownerPanSealed, panContext(row.id)) : row.ownerPanSealed;
}

type Target = { db: Db; viewer: Viewer; tenancyId: number };

export async function savePayee({ db, keys, viewer, tenancyId, payee }: Target & { keys: DataKeyRing; payee: z.output<typeof ZPayeeRequest> }) {
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertSide(access, 'owner');
    await updateTenancy(tx, tenancyId, {
      payeeUpiId: payee.upiId,
      payeeName: payee.payeeName,
      ownerPanSealed: payee.pan ? seal(keys, payee.pan, panContext(tenancyId)) : null,
      ownerHasNoPan: payee.hasNoPan,
    });
  });
}

export async function reportTenancy({ db, clock, viewer, tenancyId, reason }: Target & { clock: Clock; reason: string }) {
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertParty(access);
    if (access.row.reportedAt) throw conflict("This tenancy is already reported to Gruha's team");
    await updateTenancy(tx, tenancyId, { reportedAt: clock.now(), reportedBy: viewer.id, reportReason: reason });
    for (const adminId of await findAdminIds(tx)) {
      await notify(tx, {
        userId: adminId,
        kind: 'tenancy',
        title: 'A tenancy was reported',
        body: 'A party asks Gruha to look at a tenancy.',
        link: `/tenancies/${tenancyId}`,
      });
    }
  });
}
