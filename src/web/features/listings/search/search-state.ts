// The search page's whole state as it lives in the URL (issue 15): a search can be shared, reloaded and
// walked back with the browser's back button. The URL holds short readable text (lists comma-separated,
// `area=Gachibowli,Kondapur&bhk=2,3`); the API payload is built from it. Links of the spec's single
// fields (`area=7`, `propertyType=Villa`, `minBedrooms=2`) read as lists of one and keep working.
import {
  BHK_CHOICES,
  FACINGS,
  FURNISHINGS,
  PARKING_NEEDS,
  POSSESSION_STATUSES,
  TENANT_KINDS,
  type TFacing,
  type TFurnishing,
  type TPossessionStatus,
} from '../../../../shared/contracts/listing-fact-values.ts';
import type { TSearchRequest } from '../../../../shared/contracts/property.ts';

export const SEARCH_PAGE_SIZE = 50; // spec section 9
const MAX_BEDROOMS = 20;
const MAX_RUPEES = 10_000_000_000;

export type ListingKind = 'sale' | 'rent';
export type TenantKind = (typeof TENANT_KINDS)[number];
export type ParkingNeed = (typeof PARKING_NEEDS)[number];

export const sortOptions = [
  { value: 'relevance', label: 'Best match', sortBy: 'relevance', sortOrder: 'desc' },
  { value: 'newest', label: 'Newest first', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'price-asc', label: 'Price: low to high', sortBy: 'price', sortOrder: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', sortBy: 'price', sortOrder: 'desc' },
  { value: 'sqft-asc', label: 'Price per sqft: low to high', sortBy: 'pricePerSqft', sortOrder: 'asc' },
  // Offered once a workplace is set (place-state.ts).
  { value: 'commute', label: 'Commute: shortest first (estimate)', sortBy: 'commute', sortOrder: 'asc' },
] as const;
export type SortValue = (typeof sortOptions)[number]['value'];

export type SearchState = {
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
  furnishing: TFurnishing[];
  tenants: TenantKind | null;
  availableBy: string | null;
  pets: boolean;
  nonVeg: boolean;
  parking: ParkingNeed | null;
  maxDeposit: number | null;
  possession: TPossessionStatus | null;
  maxAge: number | null;
  rera: boolean;
  facing: TFacing[];
  minFloor: number | null;
  maxFloor: number | null;
  city: string;
  ownerType: 'owner' | 'broker' | null;
  isVerified: boolean | null;
  isReadyToMove: boolean | null;
  sort: SortValue;
  page: number;
};

export const emptySearchState = (): SearchState => ({
  q: '',
  listingType: null,
  types: [],
  areas: [],
  bhk: [],
  minPrice: null,
  maxPrice: null,
  minBedrooms: null,
  maxBedrooms: null,
  furnishing: [],
  tenants: null,
  availableBy: null,
  pets: false,
  nonVeg: false,
  parking: null,
  maxDeposit: null,
  possession: null,
  maxAge: null,
  rera: false,
  facing: [],
  minFloor: null,
  maxFloor: null,
  city: '',
  ownerType: null,
  isVerified: null,
  isReadyToMove: null,
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

export function readSearchState(params: URLSearchParams): SearchState {
  const get = (key: string) => params.get(key)?.trim() || null;
  const listingType = oneOf(['sale', 'rent'] as const, get('listingType')?.toLowerCase() ?? null);
  const q = get('q') ?? '';
  const page = whole(get('page'), 1, 10_001);
  const state: SearchState = {
    ...emptySearchState(),
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
    furnishing: someOf(FURNISHINGS, get('furnishing')),
    tenants: oneOf(TENANT_KINDS, get('tenants')),
    availableBy: isDate(get('availableBy')) ? get('availableBy') : null,
    pets: get('pets') === 'yes',
    nonVeg: get('nonVeg') === 'yes',
    parking: oneOf(PARKING_NEEDS, get('parking')),
    maxDeposit: whole(get('maxDeposit')),
    possession: oneOf(POSSESSION_STATUSES, get('possession')),
    maxAge: whole(get('maxAge'), 0, 100),
    rera: get('rera') === 'yes',
    facing: someOf(FACINGS, get('facing')),
    minFloor: whole(get('minFloor'), -2, 200),
    maxFloor: whole(get('maxFloor'), -2, 200),
    city: get('city') ?? '',
    ownerType: oneOf(['owner', 'broker'] as const, get('ownerType')),
    isVerified: yesNo(get('isVerified')),
    isReadyToMove: yesNo(get('isReadyToMove')),
    page: page ?? 1,
  };
  state.sort = sortOptions.find((option) => option.value === get('sort'))?.value ?? defaultSort(state);
  return state;
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
  put('furnishing', state.furnishing.join(','));
  put('tenants', state.tenants);
  put('availableBy', state.availableBy);
  put('pets', state.pets);
  put('nonVeg', state.nonVeg);
  put('parking', state.parking);
  put('maxDeposit', state.maxDeposit);
  put('possession', state.possession);
  put('maxAge', state.maxAge);
  put('rera', state.rera);
  put('facing', state.facing.join(','));
  put('minFloor', state.minFloor);
  put('maxFloor', state.maxFloor);
  put('city', state.city);
  put('ownerType', state.ownerType);
  // Booleans of the spec's menus keep their true/false text (Buy menu: isVerified=true).
  if (state.isVerified !== null) params.set('isVerified', String(state.isVerified));
  if (state.isReadyToMove !== null) params.set('isReadyToMove', String(state.isReadyToMove));
  if (state.sort !== defaultSort(state)) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The query string of a search, commas left readable (`area=Gachibowli,Kondapur`). */
export const searchQuery = (state: SearchState) => searchStateToParams(state).toString().replace(/%2C/g, ',');

/** The rent filters a sale search cannot have, and the sale filters a rent search cannot. */
const RENT_FILTERS = ['tenants', 'availableBy', 'pets', 'nonVeg', 'maxDeposit'] as const;
const SALE_FILTERS = ['possession', 'maxAge', 'rera'] as const;

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
  const put = <K extends keyof SearchPayload>(key: K, value: SearchPayload[K] | '' | false | []) => {
    if (value !== null && value !== undefined && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0)) {
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
  put('furnishing', state.furnishing);
  put('preferredTenants', state.tenants);
  put('availableBy', state.availableBy);
  put('petsAllowed', state.pets && true);
  put('nonVegAllowed', state.nonVeg && true);
  put('parking', state.parking);
  put('maxDeposit', state.maxDeposit);
  put('possessionStatus', state.possession);
  put('maxBuildingAge', state.maxAge);
  put('reraRegistered', state.rera && true);
  put('facing', state.facing);
  put('minFloor', state.minFloor);
  put('maxFloor', state.maxFloor);
  put('city', state.city);
  put('ownerType', state.ownerType);
  if (state.isVerified !== null) payload.isVerified = state.isVerified;
  if (state.isReadyToMove !== null) payload.isReadyToMove = state.isReadyToMove;
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
  for (const key of ['minPrice', 'maxPrice', 'minBedrooms', 'maxBedrooms', 'maxDeposit', 'minFloor', 'maxFloor'] as const)
    set(key, asNumber(payload[key]));
  set('maxAge', asNumber(payload.maxBuildingAge));
  set('furnishing', payload.furnishing);
  set('tenants', payload.preferredTenants);
  set('availableBy', payload.availableBy);
  set('parking', payload.parking);
  set('possession', payload.possessionStatus);
  set('facing', payload.facing);
  set('city', payload.city);
  set('ownerType', payload.ownerType);
  if (payload.petsAllowed === true) params.set('pets', 'yes');
  if (payload.nonVegAllowed === true) params.set('nonVeg', 'yes');
  if (payload.reraRegistered === true) params.set('rera', 'yes');
  if (typeof payload.isVerified === 'boolean') params.set('isVerified', String(payload.isVerified));
  if (typeof payload.isReadyToMove === 'boolean') params.set('isReadyToMove', String(payload.isReadyToMove));
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
