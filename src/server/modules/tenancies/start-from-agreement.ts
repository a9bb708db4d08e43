// A saved rental agreement becomes a tenancy: the person who saved it is one side, and the other side
// is invited (by default at the phone number the agreement gives for them).
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import type { ZStartFromAgreementRequest } from '#shared/contracts/tenancy.ts';
import type { z } from '#shared/zod.ts';
import { normaliseIndianMobile } from '#shared/input/phone.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { createTenancy } from './create-tenancy.ts';
import { findAgreementByReference } from './queries.ts';
import { termsFromAgreement } from './start-terms.ts';

type Options = { db: Db; clock: Clock; viewer: Viewer; request: z.output<typeof ZStartFromAgreementRequest> };

export async function startFromAgreement({ db, clock, viewer, request }: Options): Promise<number> {
  const agreement = await findAgreementByReference(db, request.agreementId);
  if (!agreement || agreement.userId !== viewer.id) throw notFound('Agreement not found');
  const form = agreement.formData as TAgreementForm;
  const side = request.side;
  const terms = termsFromAgreement(form, { dueDay: request.dueDay, lockInMonths: request.lockInMonths, noticeDays: request.noticeDays });
  const otherPhone = normaliseIndianMobile(side === 'owner' ? form.tenantPhone : form.ownerPhone);
  const invite = request.invitee ?? (/^\d{10}$/.test(otherPhone) ? { mobile: otherPhone } : null);
  if (!invite)
    throw badRequest('Please give the mobile number or email of the other side', { 'invitee.mobile': 'Please give a mobile number or an email' });
  return db.transaction(async (tx) =>
    createTenancy(tx, {
      clock,
      viewer,
      side,
      tenancy: {
        status: 'invited',
        source: 'agreement',
        ownerId: side === 'owner' ? viewer.id : null,
        tenantId: side === 'tenant' ? viewer.id : null,
        dealId: null,
        agreementId: agreement.id,
        address: form.propertyAddress,
        bhk: request.bhk,
      },
      terms,
      names: { owner: form.ownerName, tenant: form.tenantName },
      invite,
    }),
  );
}
