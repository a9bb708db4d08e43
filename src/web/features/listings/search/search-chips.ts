// Every active filter as a chip above the results (issue 15), each knowing the search without it.
// Filters the keywords set (the answer's keywordFilters) are chips too: removing one turns the
// keywords into the filters they set, less that one, and keeps only the words left for ranking.
import { formatDate } from '../../../../shared/format-date.ts';
import {
  FACING_LABELS,
  FURNISHING_LABELS,
  PARKING_LABELS,
  POSSESSION_LABELS,
  PREFERRED_TENANT_LABELS,
  bhkLabel,
  floorLabel,
} from '../../../../shared/contracts/listing-fact-values.ts';
import { budgetLabel, priceRangeLabel } from './budgets.ts';
import { mergeSearchStates, payloadToState, updateSearch, type SearchState } from './search-state.ts';

export type FilterChip = { id: string; label: string; without: SearchState; isFromKeywords?: boolean };

const dayMonthYear = (date: string) => formatDate(date) ?? date;

/** The chips of `state`; `areaName` turns an id from an older link into its locality's name. */
export function filterChips(state: SearchState, areaName: (area: string) => string = (area) => area): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, change: Partial<SearchState>) => chips.push({ id, label, without: updateSearch(state, change) });
  const each = <K extends 'types' | 'areas' | 'furnishing' | 'facing'>(key: K, label: (value: SearchState[K][number]) => string) => {
    for (const value of state[key] as SearchState[K][number][]) {
      add(`${key}:${value}`, label(value), { [key]: (state[key] as string[]).filter((item) => item !== value) });
    }
  };

  if (state.listingType) add('listingType', state.listingType === 'rent' ? 'For rent' : 'For sale', { listingType: null });
  each('areas', areaName);
  each('types', (type) => type);
  for (const bedrooms of state.bhk) add(`bhk:${bedrooms}`, bhkLabel(bedrooms), { bhk: state.bhk.filter((item) => item !== bedrooms) });
  if (state.minBedrooms !== null || state.maxBedrooms !== null) {
    const label =
      state.minBedrooms !== null && state.maxBedrooms !== null
        ? `${state.minBedrooms}–${state.maxBedrooms} bedrooms`
        : state.minBedrooms !== null
          ? `${state.minBedrooms}+ bedrooms`
          : `Up to ${state.maxBedrooms} bedrooms`;
    add('bedrooms', label, { minBedrooms: null, maxBedrooms: null });
  }
  if (state.minPrice !== null || state.maxPrice !== null)
    add('price', priceRangeLabel(state.minPrice, state.maxPrice), { minPrice: null, maxPrice: null });
  each('furnishing', (value) => FURNISHING_LABELS[value]);
  if (state.tenants) add('tenants', `For ${PREFERRED_TENANT_LABELS[state.tenants].toLowerCase()}`, { tenants: null });
  if (state.availableBy) add('availableBy', `Available by ${dayMonthYear(state.availableBy)}`, { availableBy: null });
  if (state.pets) add('pets', 'Pets allowed', { pets: false });
  if (state.nonVeg) add('nonVeg', 'Non-veg allowed', { nonVeg: false });
  if (state.parking) add('parking', `${PARKING_LABELS[state.parking]} parking`, { parking: null });
  if (state.maxDeposit !== null) add('maxDeposit', `Deposit up to ${budgetLabel(state.maxDeposit)}`, { maxDeposit: null });
  if (state.possession) add('possession', POSSESSION_LABELS[state.possession], { possession: null });
  if (state.maxAge !== null) add('maxAge', state.maxAge === 0 ? 'New building' : `Up to ${state.maxAge} years old`, { maxAge: null });
  if (state.rera) add('rera', 'RERA registered', { rera: false });
  each('facing', (value) => `${FACING_LABELS[value]} facing`);
  if (state.minFloor !== null || state.maxFloor !== null) {
    const label =
      state.minFloor !== null && state.maxFloor !== null
        ? `Floor ${floorLabel(state.minFloor)} to ${floorLabel(state.maxFloor)}`
        : state.minFloor !== null
          ? `Floor ${floorLabel(state.minFloor)} or above`
          : `Floor ${floorLabel(state.maxFloor ?? 0)} or below`;
    add('floor', label, { minFloor: null, maxFloor: null });
  }
  if (state.city) add('city', `City: ${state.city}`, { city: '' });
  if (state.ownerType) add('ownerType', state.ownerType === 'broker' ? 'Broker properties' : 'Owner properties', { ownerType: null });
  if (state.isVerified !== null) add('isVerified', state.isVerified ? 'Verified' : 'Not verified', { isVerified: null });
  if (state.isReadyToMove !== null) add('isReadyToMove', state.isReadyToMove ? 'Ready to Move' : 'Not ready to move', { isReadyToMove: null });
  return chips;
}

/**
 * Chips of the filters the keywords set. Removing one searches with the others as filters of their
 * own and `remainingQuery` as the keywords, so the removed one cannot come back from the words.
 */
export function keywordChips(
  state: SearchState,
  keywordFilters: Record<string, unknown> | null | undefined,
  remainingQuery: string,
  areaName?: (area: string) => string,
): FilterChip[] {
  if (!keywordFilters || Object.keys(keywordFilters).length === 0) return [];
  const fromWords = payloadToState(keywordFilters);
  const explicit = new Set(filterChips(state).map((chip) => chip.id));
  const base = updateSearch(state, { q: remainingQuery });
  return filterChips(fromWords, areaName)
    .filter((chip) => !explicit.has(chip.id))
    .map((chip) => ({ ...chip, isFromKeywords: true, without: mergeSearchStates(base, chip.without) }));
}
