// SQL for a listing page's similar homes and price insight. Both read the active listings of a few
// localities of one listing type and type: properties_active_area_created_idx leads with those.
import { and, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { BHK_OR_MORE } from '#shared/contracts/listing-facts.ts';
import type { Db } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { findPropertyRows, isPubliclyVisible, type PropertyRow } from './listing-rows.ts';
import { pricePerSqft } from './search-filters.ts';
import { firstRow } from '#server/db/rows.ts';

type Listing = Pick<PropertyRow, 'id' | 'areaId' | 'listingType' | 'propertyTypeId' | 'bedrooms' | 'price' | 'areaSqft'>;

/** The same BHK; 4 and above count as one ('4+ BHK'). */
const sameBedrooms = (bedrooms: number): SQL => (bedrooms >= BHK_OR_MORE ? gte(properties.bedrooms, BHK_OR_MORE) : eq(properties.bedrooms, bedrooms));

/**
 * Other active listings of the same listing type and type in `areaIds`, priced within `spread` of
 * this one: its own locality first, then the closest in rooms and price.
 */
export function findSimilarRows(db: Db, listing: Listing, areaIds: number[], spread: number, limit: number): Promise<PropertyRow[]> {
  const where = [
    isPubliclyVisible,
    eq(properties.listingType, listing.listingType),
    eq(properties.propertyTypeId, listing.propertyTypeId),
    inArray(properties.areaId, areaIds),
    gte(properties.price, Math.floor(listing.price * (1 - spread))),
    lte(properties.price, Math.ceil(listing.price * (1 + spread))),
    ne(properties.id, listing.id),
  ];
  const orderBy = [
    sql`(${properties.areaId} = ${listing.areaId}) desc`,
    sql`abs(${properties.bedrooms} - ${listing.bedrooms})`,
    sql`abs(${properties.price} - ${listing.price})`,
    sql`${properties.id} desc`,
  ];
  return findPropertyRows(db, { where, orderBy, limit });
}

/** The median price per sqft of the other active listings like this one, and how many there are. */
export async function comparablePricePerSqft(db: Db, listing: Listing): Promise<{ median: number | null; sampleSize: number }> {
  const where = and(
    isPubliclyVisible,
    eq(properties.areaId, listing.areaId),
    eq(properties.listingType, listing.listingType),
    eq(properties.propertyTypeId, listing.propertyTypeId),
    sameBedrooms(listing.bedrooms),
    sql`${properties.areaSqft} is not null`,
    ne(properties.id, listing.id),
  );
  const row = firstRow(
    await db
      .select({
        median: sql<number | null>`percentile_cont(0.5) within group (order by ${pricePerSqft})`,
        sampleSize: sql<number>`count(*)::int`,
      })
      .from(properties)
      .where(where),
  );
  return { median: row.median == null ? null : Number(row.median), sampleSize: row.sampleSize };
}
