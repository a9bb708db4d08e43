// A closing account's listings and uploads. Every listing leaves search at once; one that nothing
// else refers to (no deal, no conversation) is deleted, the rest are kept hidden for those records.
// Pictures, deal documents and tenancy photos the person uploaded lose their rows here and their
// files through the deletion queue, written in this transaction so a failed removal is retried.
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { dealDocuments, deals, pictureHashes, properties, propertyImages } from '#server/db/schema.ts';
import { conversations } from '#server/db/schema-conversations.ts';
import { tenancyPhotos } from '#server/db/schema-tenancies.ts';
import { isStoredPicturePath } from '#server/http/picture-links.ts';
import { keyOfPublicPath } from '#server/storage/object-store.ts';
import { queueDeletions } from '#server/storage/stored-files.ts';
import { DELETED_STATUS } from '../properties/listing-rows.ts';

const storedKeys = (paths: string[]) => paths.filter(isStoredPicturePath).map(keyOfPublicPath);

async function eraseListingPictures(tx: Db, userId: number): Promise<string[]> {
  const ofPerson = tx.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId));
  const pictures = await tx
    .delete(propertyImages)
    .where(inArray(propertyImages.propertyId, ofPerson))
    .returning({ url: propertyImages.url, thumbUrl: propertyImages.thumbUrl });
  const urls = pictures.map((picture) => picture.url);
  // A picture's fingerprint goes with the last listing that shows it.
  if (urls.length > 0) {
    await tx
      .delete(pictureHashes)
      .where(
        and(
          inArray(pictureHashes.url, urls),
          notExists(tx.select({ id: propertyImages.id }).from(propertyImages).where(eq(propertyImages.url, pictureHashes.url))),
        ),
      );
  }
  return storedKeys(pictures.flatMap((picture) => [picture.url, picture.thumbUrl]));
}

async function closeListings(tx: Db, userId: number): Promise<void> {
  const isReferredTo = sql`(exists (select 1 from ${deals} where ${deals.propertyId} = ${properties.id})
    or exists (select 1 from ${conversations} where ${conversations.propertyId} = ${properties.id}))`;
  await tx.delete(properties).where(and(eq(properties.userId, userId), sql`not ${isReferredTo}`));
  await tx
    .update(properties)
    .set({ isActive: false, isFeatured: false, status: DELETED_STATUS, statusChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(properties.userId, userId));
}

async function eraseOtherUploads(tx: Db, userId: number): Promise<string[]> {
  const documents = await tx.delete(dealDocuments).where(eq(dealDocuments.uploadedBy, userId)).returning({ storageKey: dealDocuments.storageKey });
  const photos = await tx
    .delete(tenancyPhotos)
    .where(eq(tenancyPhotos.uploadedBy, userId))
    .returning({ url: tenancyPhotos.url, thumbUrl: tenancyPhotos.thumbUrl });
  return [...documents.map((document) => `documents/${document.storageKey}`), ...storedKeys(photos.flatMap((photo) => [photo.url, photo.thumbUrl]))];
}

/** Takes the person's listings out of search and queues their uploads' files for removal. */
export async function eraseListingsAndUploads(tx: Db, userId: number): Promise<number> {
  const keys = [...(await eraseListingPictures(tx, userId)), ...(await eraseOtherUploads(tx, userId))];
  await closeListings(tx, userId);
  await queueDeletions(tx, keys);
  return keys.length;
}
