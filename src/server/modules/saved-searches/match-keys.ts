// The reverse-matching index entries of a saved search (schema.ts, saved_search_keys): coarse bounds
// that every listing the search matches falls within, so that candidates are found by an index
// range scan. They only narrow; whether a candidate matches is decided by the search's own rules
// (match-listing.ts), so a bound here may be wider than the search, never narrower.
import { sql } from 'drizzle-orm';
import { MAX_ID, MAX_PRICE } from '../../../shared/contracts/property.ts';
import type { Db } from '../../db/client.ts';
import type { SearchFilters } from '../properties/search-filters.ts';

/** Area 0 in a key: any locality. */
export const ANY_AREA = 0;
export const ANY_LISTING_TYPE = 'any';
const MAX_BEDROOMS = 20;

export type MatchKey = { areaId: number; listingType: string; minPrice: number; maxPrice: number; bedroomMask: number };

/** Filters a later search contract adds (several localities, BHK chips), read when present. */
type WiderFilters = SearchFilters & { areas?: (number | string)[] | null; bedrooms?: number[] | null };

/** Bit b set: a listing with b bedrooms may match. BHK chip 4 means 4 or more. */
export function bedroomMask(filters: WiderFilters): number {
  let mask = 0;
  const chips = filters.bedrooms?.length ? filters.bedrooms : null;
  for (let b = 0; b <= MAX_BEDROOMS; b++) {
    if (filters.minBedrooms != null && b < filters.minBedrooms) continue;
    if (filters.maxBedrooms != null && b > filters.maxBedrooms) continue;
    if (chips && !chips.some((chip) => chip === b || (chip >= 4 && b >= 4))) continue;
    mask |= 1 << b;
  }
  return mask;
}

/**
 * The localities a search names, as ids; [ANY_AREA] when it names none, or a name that is not
 * resolved here (the exact check then decides, so an unusual spelling is never missed).
 */
async function areaIdsOf(db: Db, filters: WiderFilters): Promise<number[]> {
  const named = [...(filters.area != null && filters.area !== '' ? [filters.area] : []), ...(filters.areas ?? [])];
  if (named.length === 0) return [ANY_AREA];
  const ids = new Set<number>();
  for (const area of named) {
    if (typeof area === 'number' || /^\d+$/.test(area)) {
      const id = Number(area);
      if (id >= 1 && id <= MAX_ID) ids.add(id);
      continue;
    }
    const squeezed = `%${area.toLowerCase().replace(/[\s\\%_]/g, '')}%`;
    const result = (await db.execute(
      sql`select id from areas where lower(replace(name, ' ', '')) like ${squeezed} or name ilike ${`%${area.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    )) as unknown as { rows: { id: number }[] };
    if (result.rows.length === 0) return [ANY_AREA];
    for (const row of result.rows) ids.add(row.id);
  }
  return ids.size > 0 ? [...ids] : [ANY_AREA];
}

export async function matchKeysOf(db: Db, filters: SearchFilters): Promise<MatchKey[]> {
  const wider = filters as WiderFilters;
  const common = {
    listingType: filters.listingType ?? ANY_LISTING_TYPE,
    minPrice: filters.minPrice ?? 0,
    maxPrice: filters.maxPrice ?? MAX_PRICE,
    bedroomMask: bedroomMask(wider),
  };
  return (await areaIdsOf(db, wider)).map((areaId) => ({ areaId, ...common }));
}
