// The files the person uploaded, as the export carries them: their listings' pictures (the full
// size, not the thumbnails), the deal documents they uploaded and their tenancy photos. A file the
// store no longer has is left out, not an error: the JSON still names it.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tenancyPhotos } from '#server/db/schema-tenancies.ts';
import { dealDocuments, properties, propertyImages } from '#server/db/schema.ts';
import { isStorageKey, keyOfPublicPath, type ObjectStore } from '#server/storage/object-store.ts';

export type ExportFile = { name: string; bytes: Buffer };

/** A name safe inside a zip on any system: no folders, no control characters, not empty. */
export const safeFileName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || 'file';

const baseName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

async function ownFileKeys(db: Db, userId: number): Promise<{ name: string; key: string }[]> {
  const [pictures, documents, photos] = await Promise.all([
    db
      .select({ propertyId: propertyImages.propertyId, url: propertyImages.url })
      .from(propertyImages)
      .where(inArray(propertyImages.propertyId, db.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId))))
      .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position)),
    db
      .select({ id: dealDocuments.id, dealId: dealDocuments.dealId, fileName: dealDocuments.fileName, storageKey: dealDocuments.storageKey })
      .from(dealDocuments)
      .where(eq(dealDocuments.uploadedBy, userId))
      .orderBy(asc(dealDocuments.id)),
    db
      .select({ tenancyId: tenancyPhotos.tenancyId, url: tenancyPhotos.url })
      .from(tenancyPhotos)
      .where(eq(tenancyPhotos.uploadedBy, userId))
      .orderBy(asc(tenancyPhotos.tenancyId), asc(tenancyPhotos.createdAt)),
  ]);
  return [
    ...pictures.map((p) => ({ name: `files/listings/${p.propertyId}/${baseName(p.url)}`, key: keyOfPublicPath(p.url) })),
    ...documents.map((d) => ({ name: `files/deal-documents/${d.dealId}/${d.id}-${safeFileName(d.fileName)}`, key: `documents/${d.storageKey}` })),
    ...photos.map((p) => ({ name: `files/tenancy-photos/${p.tenancyId}/${baseName(p.url)}`, key: keyOfPublicPath(p.url) })),
  ];
}

export async function collectFiles(db: Db, store: ObjectStore, userId: number): Promise<ExportFile[]> {
  const files: ExportFile[] = [];
  for (const { name, key } of await ownFileKeys(db, userId)) {
    if (!isStorageKey(key)) continue;
    const bytes = await store.get(key);
    if (bytes) files.push({ name, bytes });
  }
  return files;
}
