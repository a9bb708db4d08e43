// Deleting a listing. Deals keep a reference to their property (FK RESTRICT), so a listing with
// deals is only hidden (soft-deleted), and one with a deal still in progress is not deleted at all.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { deals, properties } from '#server/db/schema.ts';
import { conflict } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { FileDeletions } from '#server/storage/file-deletions.ts';
import { isStoredPicturePath } from '#server/http/picture-links.ts';
import { keyOfPublicPath } from '#server/storage/object-store.ts';
import { queueDeletions, RELEASED_FILE_GRACE_SECONDS } from '#server/storage/stored-files.ts';
import { DELETED_STATUS } from './listing-rows.ts';
import { findImagesOf } from './queries.ts';
import { assertCanManage } from './access.ts';

export const ACTIVE_DEAL_MESSAGE = 'This property has an active deal and cannot be deleted until the deal is completed.';

export async function deleteProperty({ db, deletions, viewer, id }: { db: Db; deletions: FileDeletions; viewer: Viewer; id: number }): Promise<void> {
  const isRemoved = await db.transaction(async (tx) => {
    // Locks the listing row, so a deal created meanwhile waits for this decision.
    await assertCanManage(tx, viewer, id, 'delete', { lock: true });
    const stages = await tx.select({ stage: deals.stage }).from(deals).where(eq(deals.propertyId, id));
    if (stages.some((deal) => deal.stage !== 'COMPLETED')) throw conflict(ACTIVE_DEAL_MESSAGE);
    if (stages.length > 0) {
      await tx
        .update(properties)
        .set({ isActive: false, isFeatured: false, status: DELETED_STATUS, updatedAt: sql`now()` })
        .where(eq(properties.id, id));
      return false;
    }
    // Pictures and inquiries go with it (ON DELETE CASCADE); the picture files after a grace period.
    const images = (await findImagesOf(tx, [id])).get(id) ?? [];
    await queueDeletions(
      tx,
      images.filter((image) => isStoredPicturePath(image.url)).flatMap((image) => [keyOfPublicPath(image.url), keyOfPublicPath(image.thumbUrl)]),
      RELEASED_FILE_GRACE_SECONDS,
    );
    await tx.delete(properties).where(eq(properties.id, id));
    return images.length > 0;
  });
  if (isRemoved) deletions.kick();
}
