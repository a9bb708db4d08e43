// The median asking price of homes like a listing (rent and sale apart, the same type and BHK, 4 = 4 or
// more), from public listings other than itself: in its locality when it has enough, else in its city.
import { sql } from 'drizzle-orm';
import { MIN_HOMES_FOR_PRICE_CHECK, type LikeHomes, type PricedListing } from '#shared/policy/price-range.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

export type PricedFacts = PricedListing & { areaId: number; propertyTypeId: number; bedrooms: number };

type Figures = {
  locality: string;
  city: string;
  typeName: string;
  localCount: number;
  localMedian: number | null;
  cityCount: number;
  cityMedian: number | null;
};

export async function findLikeHomes(db: Db, listing: PricedFacts, excludeId: number | null): Promise<LikeHomes | null> {
  const bhk = Math.min(listing.bedrooms, 4);
  const [row] = await rowsOf<Figures>(
    db,
    sql`with here as (select a.name, a.city from areas a where a.id = ${listing.areaId}),
      alike as (
        select p.price::float8 as price, p.area_id = ${listing.areaId} as is_local from properties p join areas a on a.id = p.area_id, here
        where a.city = here.city and p.is_active and p.listing_type = ${listing.listingType} and p.property_type_id = ${listing.propertyTypeId}
          and least(p.bedrooms, 4) = ${bhk} and p.id is distinct from ${excludeId}::int
          and not exists (select 1 from users u where u.id = p.user_id and u.deleted_at is not null))
      select here.name as "locality", here.city as "city", (select t.name from property_types t where t.id = ${listing.propertyTypeId}) as "typeName",
        (select count(*)::int from alike where is_local) as "localCount",
        (select percentile_cont(0.5) within group (order by price) from alike where is_local) as "localMedian",
        (select count(*)::int from alike) as "cityCount",
        (select percentile_cont(0.5) within group (order by price) from alike) as "cityMedian"
      from here`,
  );
  if (!row?.typeName) return null;
  const like = { typeName: row.typeName, bhk };
  if (row.localCount >= MIN_HOMES_FOR_PRICE_CHECK && row.localMedian !== null)
    return { ...like, place: row.locality, count: row.localCount, medianPrice: Math.round(Number(row.localMedian)) };
  if (row.cityCount >= MIN_HOMES_FOR_PRICE_CHECK && row.cityMedian !== null)
    return { ...like, place: row.city, count: row.cityCount, medianPrice: Math.round(Number(row.cityMedian)) };
  return null;
}
