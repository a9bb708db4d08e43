// The search page's whole state as it lives in the URL: a search can be shared, reloaded and
// walked back with the browser's back button. The URL holds short readable text (lists comma-separated,
// `area=Gachibowli,Kondapur&bhk=2,3`); the API payload is built from it. Links of the spec's single
// fields (`area=7`, `propertyType=Villa`, `minBedrooms=2`) read as lists of one and keep working.
// The declared filters (shared/search/filters/filters.ts) are read and written by their kind, under
// their URL name (`param`), which is also their key in the state.
import { BHK_CHOICES, BHK_OR_MORE } from '#shared/contracts/listing-fact-values.ts';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import type { Bounds, Polygon } from '#shared/geo/geometry.ts';
import { emptyStateValue, type SearchFilter, type StateValue } from '#shared/search/filters/declare.ts';
import { SEARCH_FILTERS, type DeclaredFilter } from '#shared/search/filters/filters.ts';

export const SEARCH_PAGE_SIZE = 50; // spec section 9
const MAX_BEDROOMS = 20;
const MAX_RUPEES = 10_000_000_000;

export type ListingKind = 'sale' | 'rent';

export const sortOptions = [
  { value: 'relevance', label: 'Best match', sortBy: 'relevance', sortOrder: 'desc' },
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'price-asc', label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
  { value: 'sqft-asc', label: 'Price per sqft: low to high', sortBy: 'pricePerSqft', sortOrder: 'asc' },
  { value: 'confirmed', label: 'Recently confirmed', sortBy: 'confirmedAt', sortOrder: 'desc' },
  // Offered once a workplace is set (place-state.ts).
  { value: 'commute', label: 'Commute: shortest first (estimate)', sortBy: 'commute', sortOrder: 'asc' },
] as const;

export type SortValue = (typeof sortOptions)[number]['value'];

/** The declared filters' state, by URL name. */
export type DeclaredState = { [D in DeclaredFilter as D['param']]: StateValue<D> };

export type SearchState = DeclaredState & {
  q: string;
  listingType: ListingKind | null;
  /** Property type names. */
  types: string[];
  /** Locality names (ids from older links). */
  areas: string[];
  /** 1..4, 4 meaning 4 or more. */
  bhk: number[];
  minPrice: number | null;
  maxPrice: number | null;
  minBedrooms: number | null;
  maxBedrooms: number | null;
  sort: SortValue;
  page: number;
};

const emptyDeclared = () => Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter.param, emptyStateValue(filter)])) as DeclaredState;

export const emptySearchState = (): SearchState => ({
  ...emptyDeclared(),
  q: '',
  listingType: null,
  types: [],
  areas: [],
  bhk: [],
  minPrice: null,
  maxPrice: null,
  minBedrooms: null,
  maxBedrooms: null,
  sort: 'newest',
  page: 1,
});

/** Newest first, or the best match when there are keywords. */
export const defaultSort = (state: Pick<SearchState, 'q'>): SortValue => (state.q ? 'relevance' : 'newest');

// A hand-edited URL with a nonsense value drops that filter instead of failing the whole search.
function whole(text: string | null, min = 0, max = MAX_RUPEES): number | null {
  if (!text || !/^-?\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}
const list = (text: string | null) => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
];
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null => (values.includes(text as T) ? (text as T) : null);
const someOf = <T extends string>(values: readonly T[], text: string | null): T[] =>
  list(text).filter((item): item is T => values.includes(item as T));
const yesNo = (text: string | null) => (text === 'true' ? true : text === 'false' ? false : null);
const isDate = (text: string | null): text is string => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);

type Degrees<Count> = Count extends 2 ? [number, number] : [number, number, number, number];
/** Comma-separated degrees, `count` of them, or null. */
function degrees<Count extends 2 | 4>(text: string, count: Count): Degrees<Count> | null {
  const values = text.split(',').map((part) => (part.trim() ? Number(part) : NaN));
  return values.length === count && values.every((value) => Number.isFinite(value) && Math.abs(value) <= 180) ? (values as Degrees<Count>) : null;
}
function readBox(text: string | null): Bounds | null {
  const box = text ? degrees(text, 4) : null;
  return box && box[0] <= box[2] && box[1] <= box[3] ? { south: box[0], west: box[1], north: box[2], east: box[3] } : null;
}
function readArea(text: string | null): Polygon | null {
  if (!text) return null;
  const parts = text.split(';');
  const corners = parts.flatMap((pair) => {
    const corner = degrees(pair, 2);
    return corner ? [{ latitude: corner[0], longitude: corner[1] }] : [];
  });
  return corners.length === parts.length && corners.length >= 3 && corners.length <= 50 ? corners : null;
}
/** Five decimals: about a metre, and short URLs. */
const fixed = (value: number) => String(Number(value.toFixed(5)));

/** A box or an area as the URL has it; null for anything else (a server's payload is not trusted to be one). */
function placeText(kind: 'box' | 'area', value: unknown): string | null {
  const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  if (kind === 'box') {
    const box = value as Partial<Bounds> | null;
    const sides = [box?.south, box?.west, box?.north, box?.east];
    return sides.every(isNumber) ? sides.map(fixed).join(',') : null;
  }
  if (!Array.isArray(value)) return null;
  const corners = (value as (Partial<{ latitude: unknown; longitude: unknown }> | null)[]).map((p) =>
    isNumber(p?.latitude) && isNumber(p.longitude) ? `${fixed(p.latitude)},${fixed(p.longitude)}` : null,
  );
  return corners.every(Boolean) ? corners.join(';') : null;
}

/** A declared filter's state from its URL text. */
function readDeclared(filter: SearchFilter, text: string | null): unknown {
  switch (filter.kind) {
    case 'flag':
      return text === 'yes';
    case 'yesNo':
      return yesNo(text);
    case 'oneOf':
      return oneOf(filter.values, text);
    case 'someOf':
      return someOf(filter.values, text);
    case 'whole': {
      const value = whole(text, filter.min, filter.rupees ? MAX_RUPEES : filter.max);
      return filter.onlyChoices && !filter.choices?.includes(value ?? NaN) ? null : value;
    }
    case 'date':
      return isDate(text) ? text : null;
    case 'text':
      return filter.upperCase ? (text ?? '').toUpperCase() : (text ?? '');
    case 'box':
      return readBox(text);
    case 'area':
      return readArea(text);
  }
}

/**
 * A bedroom range the BHK chips say exactly ('2 to 3', '2 or more') as those chips, so the home form's
 * bedroom numbers and the rail's chips are one filter; null for a range they cannot say (up to 2, which
 * takes in homes without bedrooms; 2 to 5, which leaves out 6).
 */
export function rangeAsBhk(min: number | null, max: number | null): number[] | null {
  const low = min ?? 0;
  if (low < 1 || low > BHK_OR_MORE) return null;
  if (max === null) return BHK_CHOICES.filter((chip) => chip >= low);
  if (max < low || max >= BHK_OR_MORE) return null;
  return BHK_CHOICES.filter((chip) => chip >= low && chip <= max);
}

/** The BHK chips a search's bedroom filter takes in: its chips, or those within its bedroom range. */
export function bhkTakenIn(state: Pick<SearchState, 'bhk' | 'minBedrooms' | 'maxBedrooms'>): number[] {
  if (state.bhk.length > 0 || (state.minBedrooms === null && state.maxBedrooms === null)) return state.bhk;
  const low = state.minBedrooms ?? 0;
  const high = state.maxBedrooms ?? Infinity;
  return BHK_CHOICES.filter((chip) => (chip >= BHK_OR_MORE ? high >= chip : chip >= low && chip <= high));
}

/** Whether the price range's minimum is above its maximum (an address edited by hand): not searched. */
export const isPriceRangeBackwards = (state: Pick<SearchState, 'minPrice' | 'maxPrice'>) =>
  state.minPrice !== null && state.maxPrice !== null && state.minPrice > state.maxPrice;

export function readSearchState(params: URLSearchParams): SearchState {
  const get = (key: string) => params.get(key)?.trim() || null;
  const listingType = oneOf(['sale', 'rent'] as const, get('listingType')?.toLowerCase() ?? null);
  const q = get('q') ?? '';
  const page = whole(get('page'), 1, 10_001);
  const declared = Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter.param, readDeclared(filter, get(filter.param))])) as DeclaredState;
  const state: SearchState = {
    ...emptySearchState(),
    ...declared,
    q,
    listingType,
    types: list(get('propertyType')),
    areas: list(get('area')),
    bhk: list(get('bhk'))
      .map(Number)
      .filter((value) => (BHK_CHOICES as readonly number[]).includes(value))
      .sort(),
    minPrice: whole(get('minPrice')),
    maxPrice: whole(get('maxPrice')),
    minBedrooms: whole(get('minBedrooms'), 0, MAX_BEDROOMS),
    maxBedrooms: whole(get('maxBedrooms'), 0, MAX_BEDROOMS),
    page: page ?? 1,
  };
  const chips = state.bhk.length === 0 ? rangeAsBhk(state.minBedrooms, state.maxBedrooms) : null;
  if (chips) Object.assign(state, { bhk: chips, minBedrooms: null, maxBedrooms: null });
  state.sort = sortOptions.find((option) => option.value === get('sort'))?.value ?? defaultSort(state);
  return state;
}

/** A declared filter's value in `state`, as the state holds it. */
export const declaredValue = (state: SearchState, filter: SearchFilter): unknown => (state as Record<string, unknown>)[filter.param];

/** Whether a declared filter is set: not null, '' or [], nor false unless it is a yes-or-no filter. */
export function isSet(filter: SearchFilter, value: unknown): boolean {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return false;
  return value !== false || filter.kind === 'yesNo';
}

/** Only what is set, in a fixed order, so equal searches have equal URLs. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | null | undefined) => {
    if (value !== null && value !== undefined && value !== '' && value !== false) params.set(key, value === true ? 'yes' : String(value));
  };
  put('q', state.q);
  put('listingType', state.listingType);
  put('propertyType', state.types.join(','));
  put('area', state.areas.join(','));
  put('bhk', state.bhk.join(','));
  put('minPrice', state.minPrice);
  put('maxPrice', state.maxPrice);
  put('minBedrooms', state.minBedrooms);
  put('maxBedrooms', state.maxBedrooms);
  for (const filter of SEARCH_FILTERS) {
    const value = declaredValue(state, filter);
    if (!isSet(filter, value)) continue;
    if (filter.kind === 'box' || filter.kind === 'area') params.set(filter.param, placeText(filter.kind, value) ?? '');
    // Booleans of the spec's menus keep their true/false text (Buy menu: isVerified=true); a flag reads yes.
    else
      params.set(filter.param, Array.isArray(value) ? value.join(',') : value === true && filter.kind === 'flag' ? 'yes' : String(value as string));
  }
  if (state.sort !== defaultSort(state)) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query string of a search, commas and semicolons left readable (`area=Gachibowli,Kondapur`). */
export const searchQuery = (state: SearchState) => searchStateToParams(state).toString().replace(/%2C/g, ',').replace(/%3B/g, ';');

/** The rent filters a sale search cannot have, and the sale filters a rent search cannot. */
const filtersOf = (listingType: ListingKind) =>
  SEARCH_FILTERS.filter((filter) => 'forListingType' in filter && filter.forListingType === listingType).map((filter) => filter.param);
const RENT_FILTERS = filtersOf('rent');
const SALE_FILTERS = filtersOf('sale');

/** A changed filter starts again at page 1; switching rent and sale drops the other kind's filters and budget. */
export function updateSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  const next: SearchState = { ...state, page: 1, ...change };
  if ('listingType' in change && change.listingType !== state.listingType) {
    const empty = emptySearchState();
    const dropped = next.listingType === 'rent' ? SALE_FILTERS : next.listingType === 'sale' ? RENT_FILTERS : [];
    for (const key of dropped) Object.assign(next, { [key]: empty[key] });
    // A budget in crore means nothing for a rent, and a rent budget nothing for a purchase.
    if (state.listingType && !('minPrice' in change)) next.minPrice = null;
    if (state.listingType && !('maxPrice' in change)) next.maxPrice = null;
  }
  if ('q' in change && !('sort' in change) && state.sort === defaultSort(state)) next.sort = defaultSort(next);
  return next;
}

/** POST /api/properties/search, as src/shared/contracts/property.ts has it. */
export type SearchPayload = TSearchRequest;

const areaValue = (area: string) => (/^\d+$/.test(area) ? Number(area) : area);

/** The API request: only the filters that are set, so equal searches share one cache entry. */
export function toSearchPayload(state: SearchState): SearchPayload {
  const order = sortOptions.find((option) => option.value === state.sort) ?? sortOptions[1];
  const payload: SearchPayload = {};
  const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;
  const put = <K extends keyof SearchPayload>(key: K, value: SearchPayload[K] | '' | false | []) => {
    if (value !== null && value !== undefined && value !== '' && value !== false && !isEmptyList(value)) {
      payload[key] = value as SearchPayload[K];
    }
  };
  put('q', state.q);
  put('listingType', state.listingType);
  put('propertyTypes', state.types);
  put('areas', state.areas.map(areaValue));
  put('bedrooms', state.bhk);
  put('minPrice', state.minPrice);
  put('maxPrice', state.maxPrice);
  put('minBedrooms', state.minBedrooms);
  put('maxBedrooms', state.maxBedrooms);
  const declared = payload as Record<string, unknown>;
  for (const filter of SEARCH_FILTERS) {
    const value = declaredValue(state, filter);
    if (isSet(filter, value)) declared[filter.field] = value;
  }
  return { ...payload, sortBy: order.sortBy, sortOrder: order.sortOrder, page: state.page - 1, size: SEARCH_PAGE_SIZE };
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]);
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * A payload the server wrote (the filters keywords set, a suggestion's search) as page state. Values
 * outside the known lists are left out. Single `area`/`propertyType` fields join the lists.
 */
export function payloadToState(payload: Record<string, unknown>): SearchState {
  const params = new URLSearchParams();
  const set = (key: string, value: unknown) => {
    const items = asList(value).map(String).filter(Boolean);
    if (items.length > 0) params.set(key, items.join(','));
  };
  set('q', payload.q);
  set('listingType', payload.listingType);
  set('propertyType', [...asList(payload.propertyTypes), ...asList(payload.propertyType)]);
  set('area', [...asList(payload.areas), ...asList(payload.area)]);
  set('bhk', payload.bedrooms);
  for (const key of ['minPrice', 'maxPrice', 'minBedrooms', 'maxBedrooms'] as const) set(key, asNumber(payload[key]));
  for (const filter of SEARCH_FILTERS) {
    const value = payload[filter.field];
    if (filter.kind === 'flag') {
      if (value === true) params.set(filter.param, 'yes');
    } else if (filter.kind === 'yesNo') {
      if (typeof value === 'boolean') params.set(filter.param, String(value));
    } else if (filter.kind === 'box' || filter.kind === 'area') {
      set(filter.param, placeText(filter.kind, value));
    } else set(filter.param, filter.kind === 'whole' ? asNumber(value) : value);
  }
  return readSearchState(params);
}

const union = <T>(a: T[], b: T[]) => [...new Set([...a, ...b])];

/** `extra`'s filters added to `state`'s: lists joined, single values from `extra` where it has one. */
export function mergeSearchStates(state: SearchState, extra: SearchState): SearchState {
  const empty = emptySearchState();
  const merged = { ...state } as Record<string, unknown>;
  for (const [key, value] of Object.entries(extra) as [keyof SearchState, unknown][]) {
    if (key === 'sort' || key === 'page' || key === 'q') continue;
    const current = merged[key];
    if (Array.isArray(value)) merged[key] = union(current as unknown[], value);
    else if (value !== empty[key]) merged[key] = value;
  }
  return merged as SearchState;
}
