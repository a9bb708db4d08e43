// An owner keeps a home let outside Gruha here: the tenant is invited by mobile or email and sees the
// tenancy only after accepting.
import type { ZInviteTenantRequest } from '#shared/contracts/tenancy.ts';
import type { z } from '#shared/zod.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { createTenancy } from './create-tenancy.ts';
import { findListingForTenancy } from './queries.ts';
import { checkedTerms } from './start-terms.ts';

type Options = { db: Db; clock: Clock; viewer: Viewer; request: z.output<typeof ZInviteTenantRequest> };

export async function inviteTenant({ db, clock, viewer, request }: Options): Promise<number> {
  const terms = checkedTerms(request.terms);
  const propertyId = request.propertyId ? Number(request.propertyId) : null;
  if (propertyId !== null) {
    const listing = await findListingForTenancy(db, propertyId);
    if (!listing || listing.userId !== viewer.id) throw notFound('Property not found');
  }
  return db.transaction(async (tx) =>
    createTenancy(tx, {
      clock,
      viewer,
      side: 'owner',
      tenancy: {
        status: 'invited',
        source: 'invite',
        ownerId: viewer.id,
        propertyId,
        address: request.address.trim(),
        bhk: Number(request.bhk),
      },
      terms,
      text: request.text,
      names: { owner: `${viewer.firstName} ${viewer.lastName}`.trim(), tenant: 'the tenant' },
      invite: request.invitee,
    }),
  );
}
