// The reverse-matching index entries of a saved search (schema.ts, saved_search_keys): coarse bounds
// that every listing the search matches falls within, so that candidates are found by an index
// range scan. They only narrow; whether a candidate matches is decided by the search's own rules
// (match-listing.ts), so a bound here may be wider than the search, never narrower.
import { sql } from 'drizzle-orm';
import { BHK_OR_MORE } from '#shared/contracts/listing-facts.ts';
import { MAX_ID, MAX_PRICE } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import { areas } from '#server/db/schema.ts';
import type { Localities } from '../properties/localities.ts';
import { isAreaId, type SearchFilters } from '../properties/search-filters.ts';
import { planSearch } from '../properties/search-plan.ts';

/** Area 0 in a key: any locality. */
export const ANY_AREA = 0;
export const ANY_LISTING_TYPE = 'any';
const MAX_BEDROOMS = 20;

/**
 * `words`: the words the search leaves for the text (as the search reads them), matched as a stored
 * tsquery. `residual`: what the search filters on beyond the key, null when the key is the whole search.
 */
export type MatchKey = {
  areaId: number;
  listingType: string;
  minPrice: number;
  maxPrice: number;
  bedroomMask: number;
  words: string | null;
  residual: Partial<SearchFilters> | null;
};

/** Filters every key holds exactly (localities are held exactly only when given by id, or by a name in `areas` that names one). */
const KEYED_FIELDS = new Set<string>([
  'listingType',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'bedrooms',
  'q',
  'sortBy',
  'sortOrder',
  'page',
  'size',
  // Orders by commute; filters nothing.
  'workplace',
]);
const LOCALITY_FIELDS = new Set<string>(['area', 'areas']);

/**
 * The filters the key does not hold, as the search applies them (keywords read): null when there
 * are none, so that a candidate is a match without a check (most saved searches are of this kind:
 * a budget, BHKs and localities). `area` and `areas` together are one choice of localities, so they
 * stay together: both in the key, or both left to check.
 */
function residualOf(filters: SearchFilters, areasExact: boolean): Partial<SearchFilters> | null {
  const left = Object.entries(filters).filter(
    ([field, value]) =>
      value != null && !(Array.isArray(value) && value.length === 0) && !KEYED_FIELDS.has(field) && !(areasExact && LOCALITY_FIELDS.has(field)),
  );
  return left.length > 0 ? (Object.fromEntries(left) as Partial<SearchFilters>) : null;
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
    if (isAreaId(single)) ids.add(Number(single));
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
    if (isAreaId(area)) ids.add(Number(area));
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
  // Localities are in the key exactly when none is asked for, or each is an id or a name in `areas`
  // (read as the search reads it) and at least one is a locality: never a part of a name in `area`.
  const single = filters.area;
  const hasSingle = single != null && single !== '';
  const areasExact = (!hasSingle && !filters.areas?.length) || ((!hasSingle || isAreaId(single)) && !areaIds.includes(ANY_AREA));
  const residual = residualOf(filters, areasExact);
  return areaIds.map((areaId) => ({ areaId, ...common, residual }));
}
