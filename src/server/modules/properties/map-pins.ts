// A search's pins: where its matches are, for the map. The newest MAX_PINS of them, read from the
// newest-first index, which holds their positions; the total says how many match in all.
import { and, sql } from 'drizzle-orm';
import { MAX_PINS, type TMapPins, type TMapPin } from '#shared/contracts/map.ts';
import { countMatching } from './find-properties.ts';
import type { KeptContext } from './kept-listings.ts';
import { rowsOf } from '#server/db/rows.ts';
import { listingColumn as column } from './listing-rows.ts';
import { planSearch } from './search-plan.ts';
import type { SearchFilters } from './search-filters.ts';

export async function findMapPins(context: KeptContext, filters: SearchFilters): Promise<TMapPins> {
  const plan = await planSearch(context, filters);
  const where = and(...plan.where, sql`${column.latitude} is not null`);
  const [pins, total] = await Promise.all([
    rowsOf<TMapPin>(
      context.db,
      sql`select ${column.id} as "id", ${column.latitude} as "latitude", ${column.longitude} as "longitude", ${column.price}::float8 as "price",
          ${column.listingType} as "listingType"
        from properties where ${where} order by ${column.createdAt} desc, ${column.id} desc limit ${MAX_PINS}`,
    ),
    countMatching(context, plan),
  ]);
  return { pins, total };
}
