// What the sitemap lists: the listings a visitor may see, and the locality and type pages.
import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { areas, properties, propertyTypes } from '#server/db/schema.ts';
import { DELETED_STATUS, isPubliclyVisible } from '../properties/listing-rows.ts';
import { firstRow } from '#server/db/rows.ts';

const isListed = sql`${isPubliclyVisible} and ${properties.status} <> ${DELETED_STATUS}`;

export type SitemapEntry = { path: string; lastModified: Date | null };

export async function countListed(db: Db): Promise<{ count: number; lastModified: Date | null }> {
  const row = firstRow(
    await db
      .select({ count: sql<number>`count(*)::int`, lastModified: sql<Date | null>`max(${properties.updatedAt})` })
      .from(properties)
      .where(isListed),
  );
  return { count: row.count, lastModified: row.lastModified ? new Date(row.lastModified) : null };
}

/** The `page`th run of `size` listings (from 0), oldest id first so each file keeps its listings. */
export async function listedProperties(db: Db, page: number, size: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(isListed)
    .orderBy(asc(properties.id))
    .limit(size)
    .offset(page * size);
  return rows.map((row) => ({ path: `/property/${row.id}`, lastModified: row.updatedAt }));
}

const newest = (value: unknown) => (value ? new Date(value as string) : null);

/**
 * Every locality's two pages, its listings (/area/{name}) and its guide (/localities/{id}), last
 * modified when its newest listing changed (none: no date).
 */
export async function localityPages(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      id: areas.id,
      name: areas.name,
      lastModified: sql`(select max(${properties.updatedAt}) from ${properties} where ${properties.areaId} = ${areas.id} and ${isListed})`,
    })
    .from(areas)
    .orderBy(asc(areas.name));
  return rows.flatMap((row) => [
    { path: `/area/${encodeURIComponent(row.name)}`, lastModified: newest(row.lastModified) },
    { path: `/localities/${row.id}`, lastModified: newest(row.lastModified) },
  ]);
}

/** Every type page, for sale and for rent, dated like the locality pages. */
export async function typePages(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      name: propertyTypes.name,
      listingType: sql<'sale' | 'rent'>`l.listing_type`,
      lastModified: sql`(select max(${properties.updatedAt}) from ${properties} where ${properties.propertyTypeId} = ${propertyTypes.id} and ${properties.listingType} = l.listing_type and ${isListed})`,
    })
    .from(propertyTypes)
    .crossJoin(sql`(values ('sale'), ('rent')) as l(listing_type)`)
    .orderBy(sql`l.listing_type`, asc(propertyTypes.name));
  return rows.map((row) => ({
    path: `/property-type/${row.listingType}/${encodeURIComponent(row.name)}`,
    lastModified: newest(row.lastModified),
  }));
}
