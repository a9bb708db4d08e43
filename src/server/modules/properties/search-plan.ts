// What a search request asks, once its keywords are read: the filters they name join the request's
// own (a filter the request sets itself wins), and the words left over rank the results.
import type { SQL } from 'drizzle-orm';
import { parseKeywords, type KeywordFilters } from '#shared/search/parse-keywords.ts';
import { SEARCH_TERMS_VERSION, type KeptContext } from './kept-listings.ts';
import { dayOfVersion, type ListingsVersion } from '#server/cache/listings-version.ts';
import { readLocalities, type Localities } from './localities.ts';
import { hasSearchTerms } from './queries.ts';
import { placeNarrowing, workplacePoint } from './geo-filters.ts';
import { searchConditions, searchSort, type SearchFilters, type SearchSort } from './search-filters.ts';

export type SearchPlan = {
  /** The filters the search applies: the request's, the keywords' and the remaining text as `q`. */
  filters: SearchFilters;
  /** The filters the keywords set (and the request did not). */
  keywordFilters: KeywordFilters;
  where: SQL[];
  /** Conditions `where` implies that find all of its matches by fewer index entries (geo-filters.ts, placeNarrowing). */
  narrowing: SQL[];
  sort: SearchSort;
  localities: Localities;
  version: ListingsVersion;
};

/** The keyword filters for fields the request leaves open; the request's own choice wins. */
export function applyKeywords(filters: SearchFilters, keywords: KeywordFilters): { filters: SearchFilters; applied: KeywordFilters } {
  const open: Record<keyof KeywordFilters, boolean> = {
    listingType: !filters.listingType,
    propertyTypes: !filters.propertyType && !filters.propertyTypes,
    areas: filters.area == null && !filters.areas,
    bedrooms: filters.minBedrooms == null && filters.maxBedrooms == null && !filters.bedrooms,
    furnishing: !filters.furnishing,
    minPrice: filters.minPrice == null,
    maxPrice: filters.maxPrice == null,
  };
  const applied = Object.fromEntries(Object.entries(keywords).filter(([field]) => open[field as keyof KeywordFilters])) as KeywordFilters;
  return { filters: { ...filters, ...applied }, applied };
}

/**
 * Kept, as the same few words ('near metro', 'gated community') are left over by many searches; the
 * check is a statement PGlite plans every time (db/prepared-reads.ts, plansPerValue).
 */
const hasTerms = ({ db, kept }: KeptContext, words: string) =>
  kept.searchTerms.getOrCompute(words, SEARCH_TERMS_VERSION, () => hasSearchTerms(db, words));

/** `known`: the listings version read before this search began, when the caller has one. */
export async function planSearch(context: KeptContext, request: SearchFilters, known?: ListingsVersion): Promise<SearchPlan> {
  const { kept } = context;
  const version = known ?? (await kept.versions.read());
  const localities = await readLocalities(context, version);
  const parsed = request.q ? parseKeywords(request.q, localities.index) : { filters: {}, remaining: null };
  const { filters, applied } = applyKeywords(request, parsed.filters);
  const q = parsed.remaining && (await hasTerms(context, parsed.remaining)) ? parsed.remaining : null;
  const matching = { ...filters, q };
  return {
    filters: matching,
    keywordFilters: applied,
    where: searchConditions(matching, localities, dayOfVersion(version)),
    narrowing: placeNarrowing(matching),
    sort: searchSort(request, q, request.workplace ? workplacePoint(request.workplace, localities) : null),
    localities,
    version,
  };
}
