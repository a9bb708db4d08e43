import { sql } from 'drizzle-orm';
import type { TMarketStats } from '#shared/contracts/stats.ts';
import type { Db } from '#server/db/client.ts';
import { firstRow, rowsOf } from '#server/db/rows.ts';
import { properties } from '#server/db/schema.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import type { ListingsVersion } from '#server/cache/listings-version.ts';
import { isPubliclyVisible } from '../properties/listing-rows.ts';

async function countMarket(db: Db): Promise<TMarketStats> {
  const figures = firstRow(
    await rowsOf<TMarketStats>(
      db,
      sql`
    select count(*)::int as "properties",
           count(*) filter (where ${properties.listingType} = 'sale')::int as "forSale",
           count(*) filter (where ${properties.listingType} = 'rent')::int as "forRent",
           count(distinct ${properties.areaId})::int as "localities",
           count(*) filter (where ${properties.isVerified})::int as "verified"
    from ${properties} where ${isPubliclyVisible}`,
    ),
  );
  return figures;
}

/**
 * `version`: the app's listings version, read before the figures are. Counting reads every public
 * listing, so the figures are kept (on the app) until a listing (or poster) changes.
 */
export async function marketStats({ db, kept }: KeptContext, version: ListingsVersion): Promise<TMarketStats> {
  return kept.stats.getOrCompute('stats', version, () => countMarket(db));
}
