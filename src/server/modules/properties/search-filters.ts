// Turns the search payload (spec section 3) into SQL conditions, combined with AND: the search's core
// here, each declared filter (shared/search/filters/filters.ts) by its `where`. Every filter reads
// properties' own columns or a tiny reference table, so the indexes on properties apply.
import { eq, gte, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { BHK_OR_MORE } from '#shared/contracts/listing-facts.ts';
import { addDays } from '#shared/agreement/rules.ts';
import { startOfIndiaDay } from '#shared/india-date.ts';
import { MAX_ID, ZSearchRequest, type TSearchFilters, type TSortKey } from '#shared/contracts/property.ts';
import { SEARCH_FILTERS, type DeclaredFilter } from '#shared/search/filters/filters.ts';
import { isOn } from '#server/speed-pieces.ts';
import type { Localities } from './localities.ts';
import type { LatLng } from '#shared/geo/geometry.ts';

import { commuteOrderKey, inBounds, inPolygon, nearStation } from './geo-filters.ts';
import { isPubliclyVisible, listingColumn as column } from './listing-rows.ts';

export type SearchFilters = TSearchFilters;

/** Every field that decides which listings a search finds: all but its page and order. */
const FILTER_FIELDS = (Object.keys(ZSearchRequest.shape) as (keyof SearchFilters)[]).filter(
  (field) => !['page', 'size', 'sortBy', 'sortOrder'].includes(field),
);

/** Escapes LIKE wildcards so a name is matched as typed. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A locality given by id (a number, or digits) rather than by name. */
export const isAreaId = (area: number | string): area is number | `${number}` => typeof area === 'number' || /^\d+$/.test(area);

const asId = (area: number | string): number | null => {
  if (isAreaId(area)) {
    const id = Number(area);
    return id >= 1 && id <= MAX_ID ? id : 0;
  }
  return null;
};

/** A locality's name containing `text` in any case ('HITEC' finds HITEC City): the `area` filter, and /area/{name} pages. */
export const areaNameContains = (name: SQLWrapper, text: string): SQL => sql`${name} ilike ${`%${likeLiteral(text)}%`}`;

/** The single `area`: an id, or a part of a name in any case ('HITEC' finds HITEC City), as the home page's popular areas send. */
function areaCondition(area: number | string): SQL | null {
  const id = asId(area);
  if (id !== null) return id > 0 ? eq(column.areaId, id) : sql`false`;
  if (!area) return null;
  return sql`${column.areaId} in (select a.id from areas a where ${areaNameContains(sql`a.name`, String(area))})`;
}

/** `areas`: ids, or names as people type them (localityIndex); a name that names no locality finds nothing. */
function areaIds(list: (number | string)[], localities: Localities): number[] {
  const ids = list.map((area) => {
    const id = asId(area);
    if (id !== null) return id;
    const name = localities.index.lookup(String(area));
    return name ? (localities.byName.get(name)?.id ?? 0) : 0;
  });
  return [...new Set(ids.filter((id) => id > 0))];
}

/** A type's name, in any case, among `names`; the plural the menus show ('Villas') names the type too. */
export const typeNameIn = (name: SQLWrapper, names: string[]): SQL => {
  const lower = names.map((typed) => typed.toLowerCase());
  return sql`lower(${name}) in ${lower} or lower(${name}) || 's' in ${lower}`;
};

const propertyTypesCondition = (names: string[]) =>
  sql`${column.propertyTypeId} in (select t.id from property_types t where ${typeNameIn(sql`t.name`, names)})`;

/** BHK chips: 4 is 4 or more. */
function bedroomsCondition(counts: number[]): SQL {
  const exact = counts.filter((n) => n < BHK_OR_MORE);
  const orMore = counts.includes(BHK_OR_MORE) ? gte(column.bedrooms, BHK_OR_MORE) : undefined;
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- called with at least one count, so one side is there.
  return or(exact.length > 0 ? inArray(column.bedrooms, exact) : undefined, orMore)!;
}

/**
 * The listing type written into the SQL, not passed as a value: the rent and sale indexes hold one
 * type each, and the plan an embedded statement keeps for all values (db/prepared-reads.ts) may only
 * use them when the type is in its text. Two types, two statements.
 */
const LISTING_TYPE_IS: Record<NonNullable<SearchFilters['listingType']>, SQL> = {
  rent: sql`${column.listingType} = 'rent'`,
  sale: sql`${column.listingType} = 'sale'`,
};

/**
 * The declared filters' own conditions, where `where` is 'custom' (search/filters/filters.ts). Each
 * is given a set value and the India date the search is for. A listing that does not state a fact
 * does not match a filter on it, except availability: a rental without a date is available now.
 */
const CUSTOM_CONDITIONS = {
  // The badge's rule (shared/ready-to-move.ts), so the filter finds exactly the homes showing it that day.
  isReadyToMove: (isReady, today) => {
    const ready = sql`(${column.isReadyToMove} and ${column.possessionStatus} is distinct from 'under_construction' and (${column.availableFrom} is null or ${column.availableFrom} <= ${today}))`;
    return isReady ? ready : sql`not ${ready}`;
  },
  availableBy: (day) => sql`(${column.availableFrom} is null or ${column.availableFrom} <= ${day})`,
  // A home still being built is new: it is younger than any age asked for.
  maxBuildingAge: (years) => sql`(${column.buildingAgeYears} <= ${years} or ${column.possessionStatus} = 'under_construction')`,
  reraRegistered: () => sql`${column.reraNumber} is not null`,
  city: (city) => sql`lower(${column.city}) = lower(${city})`,
  // Whole days in India's calendar, so a search's answer stays the same all day (cached totals): from the
  // instant the day `days` before today began in India, not at midnight in the database's time zone.
  confirmedWithinDays: (days, today) => sql`${column.confirmedAt} >= ${startOfIndiaDay(addDays(today, -days)).toISOString()}::timestamptz`,
  // Places (geo-filters.ts): each area read first as a box, through the band index.
  bounds: inBounds,
  polygon: inPolygon,
  nearStation,
} satisfies { [F in keyof SearchFilters]?: (value: NonNullable<SearchFilters[F]>, today: string) => SQL };

/** A declared filter's column, checked at start-up: a declaration naming no column of `properties` fails at once. */
function declaredColumn(name: string): SQL {
  if (!(name in column)) throw new Error(`A search filter names ${name}, which is no column of properties`);
  return column[name as keyof typeof column];
}

/** A declared filter's condition on a set value, on a day. */
function declaredCondition(filter: DeclaredFilter): (value: unknown, today: string) => SQL {
  const { where } = filter;
  if (where === 'custom') {
    if (!(filter.field in CUSTOM_CONDITIONS)) throw new Error(`The search filter ${filter.field} has no custom condition`);
    return CUSTOM_CONDITIONS[filter.field as keyof typeof CUSTOM_CONDITIONS] as (value: unknown, today: string) => SQL;
  }
  const target = declaredColumn(where.column);
  switch (where.is) {
    case 'equal':
      return (value) => eq(target, value);
    case 'in':
      return (value) => inArray(target, value as unknown[]);
    case 'atLeast':
      return (value) => gte(target, value);
    case 'atMost':
      return (value) => lte(target, value);
    case 'among': {
      const matches = where.matches as Record<string, readonly string[]>;
      return (value) => inArray(target, [...(matches[value as string] ?? [])]);
    }
  }
}

const DECLARED = SEARCH_FILTERS.map((filter) => ({ field: filter.field as keyof SearchFilters, condition: declaredCondition(filter) }));

/** `today`: the India date the search is for (dayOfVersion of the version it is kept under). */
export function searchConditions(filters: SearchFilters, localities: Localities, today: string): SQL[] {
  const where: SQL[] = [isPubliclyVisible];
  const add = (condition: SQL | null | undefined) => {
    if (condition) where.push(condition);
  };
  if (filters.listingType) add(isOn('listing-type-in-sql') ? LISTING_TYPE_IS[filters.listingType] : eq(column.listingType, filters.listingType));
  const typeNames = [filters.propertyType, ...(filters.propertyTypes ?? [])].filter((name): name is string => !!name);
  if (typeNames.length > 0) add(propertyTypesCondition(typeNames));
  if (filters.minPrice != null) add(gte(column.price, filters.minPrice));
  if (filters.maxPrice != null) add(lte(column.price, filters.maxPrice));
  // `area` and `areas` together are one choice of localities: either finds a listing.
  const single = filters.area != null ? areaCondition(filters.area) : null;
  const several = filters.areas ? areaIds(filters.areas, localities) : null;
  if (several) add(or(single ?? undefined, several.length > 0 ? inArray(column.areaId, several) : sql`false`));
  else add(single);
  if (filters.minBedrooms != null) add(gte(column.bedrooms, filters.minBedrooms));
  if (filters.maxBedrooms != null) add(lte(column.bedrooms, filters.maxBedrooms));
  if (filters.bedrooms) add(bedroomsCondition(filters.bedrooms));
  for (const { field, condition } of DECLARED) {
    const value = filters[field];
    // A filter not set is null or absent (an empty text too; `false` of a flag is read as null).
    if (value != null && value !== '') add(condition(value, today));
  }
  if (filters.q) add(sql`${column.searchVector} @@ websearch_to_tsquery('english', ${filters.q})`);
  return where;
}

/** The same text for the same filters: what a search's total depends on (not its page or order). */
export function searchFiltersKey(filters: SearchFilters): string {
  return JSON.stringify(FILTER_FIELDS.map((field) => filters[field] ?? null));
}

/** The filters without the budget and the words: searches that differ only there match alike many or few. */
export function searchShapeKey(filters: SearchFilters): string {
  return searchFiltersKey({ ...filters, minPrice: undefined, maxPrice: undefined, q: undefined });
}

/** How a search is ordered: relevance needs the keywords it ranks by, commute the workplace. */
export type SearchSort = { key: TSortKey; descending: boolean; q: string | null; workplace: LatLng | null };

/** Newest first unless asked otherwise; by relevance when keywords are left to rank by (and not asked otherwise). */
export function searchSort(filters: Pick<SearchFilters, 'sortBy' | 'sortOrder'>, q: string | null, workplace: LatLng | null = null): SearchSort {
  const asked = filters.sortBy ?? (q ? 'relevance' : 'createdAt');
  const key = (asked === 'relevance' && !q) || (asked === 'commute' && !workplace) ? 'createdAt' : asked;
  // Relevance is always best first, the commute always shortest first.
  return { key, descending: key === 'relevance' || (key !== 'commute' && filters.sortOrder !== 'asc'), q, workplace };
}

/** The ORDER BY of a search. The id breaks ties so pages never overlap. */
export function searchOrder(sort: SearchSort): SQL[] {
  const down = sort.descending;
  const by = (key: SQLWrapper) => (down ? sql`${key} desc` : sql`${key} asc`);
  switch (sort.key) {
    case 'price':
      return [by(column.price), by(column.id)];
    case 'pricePerSqft': {
      // Listings without an area last either way: descending is the negated value ascending, as
      // properties_active_ppsf_desc_idx holds it (a backward scan would put them first).
      const key = sort.descending ? sql`(-${pricePerSqft})` : pricePerSqft;
      return [sql`${key} asc nulls last`, by(column.id)];
    }
    case 'relevance':
      return [by(sql`ts_rank(${column.searchVector}, websearch_to_tsquery('english', ${sort.q}))`), by(column.createdAt), by(column.id)];
    // Freshness: properties_active_confirmed_idx holds it.
    case 'confirmedAt':
      return [by(column.confirmedAt), by(column.id)];
    case 'commute':
      return sort.workplace ? [by(commuteOrderKey(sort.workplace)), by(column.id)] : [by(column.createdAt), by(column.id)];
    default:
      return [by(column.createdAt), by(column.id)];
  }
}

/** Rupees per square foot; null without an area. */
export const pricePerSqft = sql`(${column.price}::float8 / ${column.areaSqft})`;

/** The columns besides id, created_at and price that ordering by `key` reads (findPropertyRows, fewMatches). */
export function orderColumns(key: TSortKey): SQL[] {
  if (key === 'pricePerSqft') return [column.areaSqft];
  if (key === 'relevance') return [column.searchVector];
  if (key === 'confirmedAt') return [column.confirmedAt];
  if (key === 'commute') return [column.latitude, column.longitude];
  return [];
}
