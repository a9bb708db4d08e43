// Completing payment (spec section 4: at PAYMENT the agent sees Complete Payment). Records the
// payment and completes the deal in one step, by the deal's agent or an admin.
import { eq } from 'drizzle-orm';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { todayInIndia } from '#shared/india-date.ts';
import type { Db } from '#server/db/client.ts';
import { deals } from '#server/db/schema.ts';
import { conflict } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { assertManages } from './access.ts';
import { lockDeal, now } from './queries.ts';
import { recordDealEvent } from './record-event.ts';

type PaymentInput = { db: Db; viewer: Viewer; dealId: number; notes?: string | null; date?: string | null };

export async function completePayment({ db, viewer, dealId, notes, date }: PaymentInput) {
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, dealId);
    assertManages(viewer, deal);
    if (deal.paymentCompleted) throw conflict(DEAL_MESSAGES.paymentAlreadyCompleted);
    if (deal.stage !== 'PAYMENT') throw conflict(DEAL_MESSAGES.paymentOnlyAtPayment);
    const day = date || todayInIndia();
    await tx
      .update(deals)
      .set({
        paymentInitiated: true,
        paymentCompleted: true,
        // The PAYMENT stage's date stays the day the deal reached it; a deal never given one gets today.
        paymentDate: deal.paymentDate ?? day,
        stage: 'COMPLETED',
        completedDate: day,
        updatedAt: now,
      })
      .where(eq(deals.id, dealId));
    await recordDealEvent(tx, {
      dealId,
      kind: 'PAYMENT_COMPLETED',
      stage: 'COMPLETED',
      eventDate: day,
      notes: notes || null,
      actorId: viewer.id,
    });
  });
}
