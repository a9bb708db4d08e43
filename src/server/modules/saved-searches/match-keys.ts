// The reverse-matching index entries of a saved search (schema.ts, saved_search_keys): coarse bounds
// that every listing the search matches falls within, so that candidates are found by an index
// range scan. They only narrow; whether a candidate matches is decided by the search's own rules
// (match-listing.ts), so a bound here may be wider than the search, never narrower.
import { sql } from 'drizzle-orm';
import { BHK_OR_MORE } from '../../../shared/contracts/listing-facts.ts';
import { MAX_ID, MAX_PRICE } from '../../../shared/contracts/property.ts';
import type { Db } from '../../db/client.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import { areas } from '../../db/schema.ts';
import type { Localities } from '../properties/localities.ts';
import type { SearchFilters } from '../properties/search-filters.ts';
import { planSearch } from '../properties/search-plan.ts';

/** Area 0 in a key: any locality. */
export const ANY_AREA = 0;
export const ANY_LISTING_TYPE = 'any';
const MAX_BEDROOMS = 20;

/** `words`: the words the search leaves for the text (as the search reads them), matched as a stored tsquery. */
export type MatchKey = {
  areaId: number;
  listingType: string;
  minPrice: number;
  maxPrice: number;
  bedroomMask: number;
  words: string | null;
  isExact: boolean;
};

/** Filters a key holds exactly (with localities given by id, or by name in `areas`, read as the search reads them). */
const KEYED_FIELDS = new Set([
  'listingType',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'bedrooms',
  'areas',
  'q',
  'sortBy',
  'sortOrder',
  'page',
  'size',
]);

/**
 * True when the key says all the search asks: no locality by part of its name, no other filter
 * (words are in the key). Then a candidate is a match without running the search (most saved
 * searches are of this kind: a budget, BHKs and localities), and matching stays fast at scale.
 */
function isKeyExact(filters: SearchFilters): boolean {
  for (const [field, value] of Object.entries(filters)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (field === 'area' && (typeof value === 'number' || /^\d+$/.test(String(value)))) continue;
    if (!KEYED_FIELDS.has(field)) return false;
  }
  return true;
}

/** Bit b set: a listing with b bedrooms may match. BHK chip 4 means 4 or more. */
export function bedroomMask(filters: SearchFilters): number {
  let mask = 0;
  const chips = filters.bedrooms?.length ? filters.bedrooms : null;
  for (let b = 0; b <= MAX_BEDROOMS; b++) {
    if (filters.minBedrooms != null && b < filters.minBedrooms) continue;
    if (filters.maxBedrooms != null && b > filters.maxBedrooms) continue;
    if (chips && !chips.some((chip) => chip === b || (chip === BHK_OR_MORE && b >= BHK_OR_MORE))) continue;
    mask |= 1 << b;
  }
  return mask;
}

/**
 * The localities a search names, as ids; [ANY_AREA] when it names none. `area` (part of a name) is
 * resolved a little wider than the search reads it, and a name resolved to nothing counts as any
 * locality: the exact check then decides, so a key never leaves out a listing the search finds.
 */
async function areaIdsOf(db: Db, filters: SearchFilters, localities: Localities): Promise<number[]> {
  const ids = new Set<number>();
  const single = filters.area;
  if (single != null && single !== '') {
    if (typeof single === 'number' || /^\d+$/.test(single)) ids.add(Number(single));
    else {
      const squeezed = `%${single.toLowerCase().replace(/[\s\\%_]/g, '')}%`;
      const rows = await db
        .select({ id: areas.id })
        .from(areas)
        .where(
          sql`lower(replace(${areas.name}, ' ', '')) like ${squeezed} or ${areas.name} ilike ${`%${single.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      if (rows.length === 0) return [ANY_AREA];
      for (const row of rows) ids.add(row.id);
    }
  }
  for (const area of filters.areas ?? []) {
    if (typeof area === 'number' || /^\d+$/.test(area)) ids.add(Number(area));
    else {
      // As the search reads names in `areas`: one that names no locality finds nothing.
      const name = localities.index.lookup(String(area));
      const id = name ? localities.byName.get(name)?.id : undefined;
      if (id) ids.add(id);
    }
  }
  const valid = [...ids].filter((id) => id >= 1 && id <= MAX_ID);
  return single == null && !filters.areas?.length ? [ANY_AREA] : valid.length > 0 ? valid : [ANY_AREA];
}

/** The keys of a search, read as the search page reads it (keywords set filters too). */
export async function matchKeysOf(context: KeptContext, request: SearchFilters): Promise<MatchKey[]> {
  const { db } = context;
  const plan = await planSearch(context, request);
  const filters = plan.filters;
  const common = {
    listingType: filters.listingType ?? ANY_LISTING_TYPE,
    minPrice: filters.minPrice ?? 0,
    maxPrice: filters.maxPrice ?? MAX_PRICE,
    bedroomMask: bedroomMask(filters),
    words: filters.q ?? null,
  };
  const areaIds = await areaIdsOf(db, filters, plan.localities);
  // A locality named in `areas` that names none makes the search find nothing but what `area` finds.
  const isExact = isKeyExact(filters) && !(filters.areas?.length && areaIds.includes(ANY_AREA));
  return areaIds.map((areaId) => ({ areaId, ...common, isExact }));
}
