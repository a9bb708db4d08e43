// A locality's figures from its public listings: counts by listing type, and per BHK (4 = 4 or
// more) the count, median price and median price per sq ft, in one query.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { TBhkFigure, TLocalityInsights } from '#shared/contracts/locality.ts';
import { localitySlug } from '#shared/localities/locality-slug.ts';
import { MAX_ID } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf, firstRow } from '#server/db/rows.ts';
import { areas } from '#server/db/schema.ts';

type FigureRow = { listingType: 'sale' | 'rent'; bhk: number; count: number; medianPricePerSqft: number | null; medianPrice: number };

/** The same text as localitySlug() in src/shared/localities, so /localities/hitec-city finds 'HITEC City'. */
const slugOf = (name: SQL | typeof areas.name) => sql`trim(both '-' from regexp_replace(lower(${name}), '[^a-z0-9]+', '-', 'g'))`;

/** The locality a page's key names: its id or its slug. */
export async function findLocality(db: Db, key: number | string) {
  // An id past the column's range names no locality (and would fail in the database).
  if (typeof key === 'number' && key > MAX_ID) return null;
  const [area] = await db
    .select()
    .from(areas)
    .where(typeof key === 'number' ? eq(areas.id, key) : sql`${slugOf(areas.name)} = ${key}`);
  return area ?? null;
}

/** `key`: the locality's id or its slug. */
export async function findLocalityInsights(db: Db, key: number | string): Promise<TLocalityInsights | null> {
  const area = await findLocality(db, key);
  if (!area) return null;
  const areaId = area.id;
  const figures = await rowsOf<FigureRow>(
    db,
    sql`
    select p.listing_type as "listingType", least(p.bedrooms, 4)::int as "bhk", count(*)::int as "count",
      round(percentile_cont(0.5) within group (order by p.price::float8 / p.area_sqft) filter (where p.area_sqft > 0))::int as "medianPricePerSqft",
      round(percentile_cont(0.5) within group (order by p.price::float8))::bigint::float8 as "medianPrice"
    from properties p
    where p.area_id = ${areaId} and p.is_active and p.bedrooms >= 1
      and not exists (select 1 from users u where u.id = p.user_id and u.deleted_at is not null)
    group by p.listing_type, least(p.bedrooms, 4)
    order by p.listing_type, 2`,
  );
  const counts = firstRow(
    await rowsOf<{ forSale: number; forRent: number }>(
      db,
      sql`
    select count(*) filter (where p.listing_type = 'sale')::int as "forSale", count(*) filter (where p.listing_type = 'rent')::int as "forRent"
    from properties p
    where p.area_id = ${areaId} and p.is_active
      and not exists (select 1 from users u where u.id = p.user_id and u.deleted_at is not null)`,
    ),
  );
  const byBhk: TBhkFigure[] = figures.map((row) => ({ ...row, medianPrice: Number(row.medianPrice) }));
  return { areaId: area.id, areaName: area.name, slug: localitySlug(area.name), pincode: area.pincode, city: area.city, ...counts, byBhk };
}
