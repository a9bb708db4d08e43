// Moving a deal (spec section 4, Deal stages): to any stage, forward or back, by the deal's
// agent or an admin; the stage's date column and the timeline record it in one transaction.
import { eq } from 'drizzle-orm';
import type { TDealStage } from '#shared/deal-stages.ts';
import { STAGE_DATE_FIELD } from '#shared/deal-stages.ts';
import type { Db } from '#server/db/client.ts';
import { deals } from '#server/db/schema.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { assertManages } from './access.ts';
import { lockDeal, now } from './queries.ts';
import { recordDealEvent } from './record-event.ts';

export type StageUpdate = { stage: TDealStage; notes: string; date: string };

export async function updateStage({ db, viewer, dealId, update }: { db: Db; viewer: Viewer; dealId: number; update: StageUpdate }) {
  await db.transaction(async (tx) => {
    const deal = await lockDeal(tx, dealId);
    assertManages(viewer, deal);
    await tx
      .update(deals)
      .set({
        stage: update.stage,
        // A deal moved back from COMPLETED is open again: it shows no completion date until it completes anew.
        ...(update.stage === 'COMPLETED' ? {} : { completedDate: null }),
        [STAGE_DATE_FIELD[update.stage]]: update.date,
        notes: update.notes,
        updatedAt: now,
      })
      .where(eq(deals.id, dealId));
    await recordDealEvent(tx, {
      dealId,
      // Choosing the current stage again (the Actions tab offers it) logs a visit or note.
      kind: deal.stage === update.stage ? 'NOTE' : 'STAGE_CHANGED',
      stage: update.stage,
      eventDate: update.date,
      notes: update.notes,
      actorId: viewer.id,
    });
  });
}
