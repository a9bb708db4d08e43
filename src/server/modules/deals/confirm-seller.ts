// The seller confirms registration (spec section 4: at REGISTRATION the seller sees Confirm
// Registration). Only the property's owner as recorded on the deal, only at that stage, once.
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { todayInIndia } from '#shared/india-date.ts';
import type { Db } from '#server/db/client.ts';
import { deals } from '#server/db/schema.ts';
import { conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { canSeeDeal } from '#shared/policy/roles.ts';
import { lockDeal, now } from './queries.ts';
import { recordDealEvent } from './record-event.ts';

export async function confirmSeller({ db, viewer, dealId, notes }: { db: Db; viewer: Viewer; dealId: number; notes?: string | null }) {
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, dealId);
    if (!deal || !canSeeDeal(viewer, deal)) throw notFound(DEAL_MESSAGES.dealNotFound);
    if (deal.sellerId !== viewer.id) throw forbidden(DEAL_MESSAGES.onlySellerConfirms);
    if (deal.stage !== 'REGISTRATION') throw conflict(DEAL_MESSAGES.confirmOnlyAtRegistration);
    if (deal.sellerConfirmed) throw conflict(DEAL_MESSAGES.alreadyConfirmed);
    await tx.update(deals).set({ sellerConfirmed: true, updatedAt: now }).where(eq(deals.id, dealId));
    await recordDealEvent(tx, {
      dealId,
      kind: 'SELLER_CONFIRMED',
      stage: deal.stage,
      eventDate: todayInIndia(),
      notes: notes || null,
      actorId: viewer.id,
    });
  });
}
