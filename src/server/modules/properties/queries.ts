// SQL for listings. A page of listings costs two queries whatever its size: the rows (joined with
// their type, locality and poster) and then all their pictures at once.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areas, properties, propertyImages, propertyTypes, users } from '../../db/schema.ts';

export const propertyColumns = {
  id: properties.id,
  userId: properties.userId,
  title: properties.title,
  description: properties.description,
  propertyTypeId: properties.propertyTypeId,
  typeName: propertyTypes.name,
  listingType: properties.listingType,
  areaId: properties.areaId,
  areaName: areas.name,
  areaPincode: areas.pincode,
  city: properties.city,
  pincode: properties.pincode,
  address: properties.address,
  price: properties.price,
  priceDisplay: properties.priceDisplay,
  areaSqft: properties.areaSqft,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  balconies: properties.balconies,
  amenities: properties.amenities,
  status: properties.status,
  isFeatured: properties.isFeatured,
  isActive: properties.isActive,
  isVerified: properties.isVerified,
  isReadyToMove: properties.isReadyToMove,
  ownerType: properties.ownerType,
  createdAt: properties.createdAt,
  updatedAt: properties.updatedAt,
  posterFirstName: users.firstName,
  posterLastName: users.lastName,
  isPosterDeleted: sql<boolean>`${users.deletedAt} is not null`,
};

export type ImageRow = { id: number; propertyId: number; url: string; thumbUrl: string; isPrimary: boolean };

/** What anyone may see: active listings of people who still have an account. */
export const isPubliclyVisible = sql`${properties.isActive} and not exists (select 1 from users u where u.id = ${properties.userId} and u.deleted_at is not null)`;

/** Soft-deleted listings (kept for their completed deals) are gone for everyone. */
export const isNotDeleted = sql`${properties.status} <> 'deleted'`;

export const DELETED_STATUS = 'deleted';

function selectProperties(db: Db) {
  return db
    .select(propertyColumns)
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .innerJoin(areas, eq(areas.id, properties.areaId))
    .innerJoin(users, eq(users.id, properties.userId))
    .$dynamic();
}

export type PropertyRow = NonNullable<Awaited<ReturnType<typeof findPropertyRow>>>;

export async function findPropertyRow(db: Db, id: number) {
  const [row] = await selectProperties(db).where(eq(properties.id, id)).limit(1);
  return row;
}

export type PageQuery = { where: SQL[]; orderBy: SQL[]; limit: number; offset?: number };

export async function findPropertyRows(db: Db, { where, orderBy, limit, offset = 0 }: PageQuery) {
  return selectProperties(db)
    .where(and(...where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

export async function countProperties(db: Db, where: SQL[]): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(properties).where(and(...where));
  return row.total;
}

/** False when free text has no searchable words (only stop words like 'the'): such text filters nothing. */
export async function hasSearchTerms(db: Db, text: string): Promise<boolean> {
  const [row] = await db.select({ terms: sql<number>`numnode(websearch_to_tsquery('english', ${text}))` }).from(sql`(select 1) as one`);
  return row.terms > 0;
}

/** The pictures of many listings in one query, primary first, then in the poster's order. */
export async function findImagesOf(db: Db, propertyIds: number[]): Promise<Map<number, ImageRow[]>> {
  const byProperty = new Map<number, ImageRow[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select({
      id: propertyImages.id,
      propertyId: propertyImages.propertyId,
      url: propertyImages.url,
      thumbUrl: propertyImages.thumbUrl,
      isPrimary: propertyImages.isPrimary,
    })
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, propertyIds))
    .orderBy(asc(propertyImages.propertyId), sql`${propertyImages.isPrimary} desc`, asc(propertyImages.position), asc(propertyImages.id));
  for (const row of rows) {
    const list = byProperty.get(row.propertyId) ?? [];
    list.push(row);
    byProperty.set(row.propertyId, list);
  }
  return byProperty;
}

/** Replaces a listing's pictures; the first becomes the primary one. Call inside a transaction. */
export async function replaceImages(db: Db, propertyId: number, images: { url: string; thumbUrl: string }[]) {
  await db.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (images.length === 0) return;
  await db
    .insert(propertyImages)
    .values(images.map((image, position) => ({ propertyId, ...image, isPrimary: position === 0, position })));
}
