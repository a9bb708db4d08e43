// The search filters as they live in the URL (spec section 2 route table: /search query parameters),
// so a search can be shared and reloaded. The URL holds text; the API request is built from it.
import type { TSearchRequest } from '../../../../shared/contracts/property.ts';

export const SEARCH_PAGE_SIZE = 50; // spec section 9
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

export const sortOptions = [
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'price-asc', label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
] as const;
export type SortValue = (typeof sortOptions)[number]['value'];

export const emptyFilters = (): SearchFilters =>
  Object.fromEntries(filterKeys.map((key) => [key, ''])) as SearchFilters;

export function readFilters(params: URLSearchParams): SearchFilters {
  const filters = emptyFilters();
  for (const key of filterKeys) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

export const readSort = (params: URLSearchParams): SortValue =>
  sortOptions.find((option) => option.value === params.get('sort'))?.value ?? 'newest';

/** 1-based in the URL, for people; 0-based in the API. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Only the filters that are set, so URLs stay short and readable. */
export function filtersToParams(filters: SearchFilters, extra: { sort?: SortValue; page?: number } = {}) {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filters[key]) params.set(key, filters[key]);
  if (extra.sort && extra.sort !== 'newest') params.set('sort', extra.sort);
  if (extra.page && extra.page > 1) params.set('page', String(extra.page));
  return params;
}

// A hand-edited URL with a nonsense value drops that filter instead of failing the whole search.
function wholeNumber(text: string, max = Number.MAX_SAFE_INTEGER): number | null {
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

const yesNo = (text: string) => (text === 'true' ? true : text === 'false' ? false : null);

export function toSearchRequest(filters: SearchFilters, sort: SortValue, page: number): TSearchRequest {
  const order = sortOptions.find((option) => option.value === sort) ?? sortOptions[0];
  const areaId = wholeNumber(filters.area);
  return {
    q: filters.q || null,
    propertyType: filters.propertyType || null,
    listingType: filters.listingType === 'sale' || filters.listingType === 'rent' ? filters.listingType : null,
    area: areaId && areaId > 0 ? areaId : filters.area || null,
    minPrice: wholeNumber(filters.minPrice),
    maxPrice: wholeNumber(filters.maxPrice),
    minBedrooms: wholeNumber(filters.minBedrooms, MAX_SEARCH_BEDROOMS),
    maxBedrooms: wholeNumber(filters.maxBedrooms, MAX_SEARCH_BEDROOMS),
    city: filters.city || null,
    ownerType: filters.ownerType === 'owner' || filters.ownerType === 'broker' ? filters.ownerType : null,
    isVerified: yesNo(filters.isVerified),
    isReadyToMove: yesNo(filters.isReadyToMove),
    sortBy: order.sortBy,
    sortOrder: order.sortOrder,
    page: page - 1,
    size: SEARCH_PAGE_SIZE,
  };
}
