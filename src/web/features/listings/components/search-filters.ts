// The home page's search form fields as /search query parameters (spec section 2 route table). The
// search page reads them, with its own filters, in ../search/search-state.ts.
export const MAX_SEARCH_BEDROOMS = 10;

export const filterKeys = [
  'q',
  'propertyType',
  'listingType',
  'area',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'city',
  'ownerType',
  'isVerified',
  'isReadyToMove',
] as const;
export type SearchFilters = Record<(typeof filterKeys)[number], string>;

export const emptyFilters = (): SearchFilters => Object.fromEntries(filterKeys.map((key) => [key, ''])) as SearchFilters;

export function readFilters(params: URLSearchParams): SearchFilters {
  const filters = emptyFilters();
  for (const key of filterKeys) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/** 1-based in the URL, for people; 0-based in the API. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Only the filters that are set, so URLs stay short and readable. */
export function filtersToParams(filters: SearchFilters) {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filters[key]) params.set(key, filters[key]);
  return params;
}
