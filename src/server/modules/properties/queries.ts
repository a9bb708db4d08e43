// SQL for listings that only this module runs: counts, the search-terms check, pictures.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { properties, propertyImages } from '#server/db/schema.ts';
import { rowsOf, firstRow } from '#server/db/rows.ts';
import { type ImageRow } from './listing-rows.ts';

export async function countProperties(db: Db, where: SQL[]): Promise<number> {
  const row = firstRow(
    await db
      .select({ total: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(...where)),
  );
  return row.total;
}

/** How many listings match, counting no further than `atMost`: reads at most that many index entries. */
export async function countPropertiesUpTo(db: Db, where: SQL[], atMost: number): Promise<number> {
  const row = firstRow(
    await rowsOf<{ total: number }>(
      db,
      sql`select count(*)::int as "total" from (select 1 from ${properties} where ${and(...where)} limit ${atMost}) as matching`,
    ),
  );
  return row.total;
}

/** False when free text has no searchable words (only stop words like 'the'): such text filters nothing. */
export async function hasSearchTerms(db: Db, text: string): Promise<boolean> {
  const row = firstRow(await rowsOf<{ terms: number }>(db, sql`select numnode(websearch_to_tsquery('english', ${text})) as "terms"`));
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
  for (const { propertyId, ...image } of rows) {
    const list = byProperty.get(propertyId) ?? [];
    list.push(image);
    byProperty.set(propertyId, list);
  }
  return byProperty;
}

/** Replaces a listing's pictures; the first becomes the primary one. Call inside a transaction. */
export async function replaceImages(db: Db, propertyId: number, images: { url: string; thumbUrl: string }[]) {
  await db.delete(propertyImages).where(eq(propertyImages.propertyId, propertyId));
  if (images.length === 0) return;
  await db.insert(propertyImages).values(images.map((image, position) => ({ propertyId, ...image, isPrimary: position === 0, position })));
}
