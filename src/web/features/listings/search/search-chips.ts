// Every active filter as a chip above the results, each knowing the search without it; the declared
// filters are named by their `chip` (or `label`).
// Filters the keywords set (the answer's keywordFilters) are chips too: removing one turns the
// keywords into the filters they set, less that one, and keeps only the words left for ranking.
// The filter rail shows the same filters (keywordsAsFilters).
import { bhkLabel } from '#shared/contracts/listing-fact-values.ts';
import { emptyStateValue } from '#shared/search/filters/declare.ts';
import { SEARCH_FILTERS } from '#shared/search/filters/filters.ts';
import { priceRangeLabel } from './budgets.ts';
import { declaredValue, isSet, mergeSearchStates, payloadToState, updateSearch, type SearchState } from './search-state.ts';

export type FilterChip = { id: string; label: string; without: SearchState; isFromKeywords?: boolean };

/** How the page names codes of reference data: a metro station's code by its name (while the stations load, the code). */
export type ReferenceNames = { metroStation(code: string): string };
const codesAsNames: ReferenceNames = { metroStation: (code) => code };

/**
 * The chips of `state`; `areaName` turns an id from an older link into its locality's name, `names` a
 * declared filter's code into what it stands for.
 */
export function filterChips(
  state: SearchState,
  areaName: (area: string) => string = (area) => area,
  names: ReferenceNames = codesAsNames,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, change: Partial<SearchState>) => chips.push({ id, label, without: updateSearch(state, change) });
  const each = <K extends 'types' | 'areas'>(key: K, label: (value: SearchState[K][number]) => string) => {
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
  for (const filter of SEARCH_FILTERS) {
    const value = declaredValue(state, filter);
    if (!isSet(filter, value)) continue;
    const cleared = { [filter.param]: emptyStateValue(filter) };
    if (filter.kind === 'someOf') {
      const name = ('chip' in filter && filter.chip ? filter.chip : filter.label) as (value: string) => string;
      for (const item of value as string[]) {
        add(`${filter.param}:${item}`, name(item), { [filter.param]: (value as string[]).filter((other) => other !== item) });
      }
    } else if (filter.kind === 'whole') {
      const label = filter.chip ? filter.chip(value as number, state) : filter.label(value as number);
      const clears = ('chipClears' in filter && filter.chipClears) || [];
      if (label !== null) add(filter.param, label, { ...cleared, ...Object.fromEntries(clears.map((param) => [param, null])) });
    } else if (filter.kind === 'flag' || filter.kind === 'box' || filter.kind === 'area') add(filter.param, filter.label, cleared);
    else {
      const name = ('chip' in filter && filter.chip ? filter.chip : filter.label) as ((value: unknown) => string) | undefined;
      const shown = 'names' in filter && filter.names ? names[filter.names](value as string) : value;
      add(filter.param, name ? name(shown) : String(shown as string), cleared);
    }
  }
  return chips;
}

/**
 * The search with the filters its keywords set (the answer's `keywordFilters`) as filters of its own and
 * only the words left over (`remainingQuery`) as keywords. It is what the page shows: the filter rail
 * reads it and the keyword chips come from it, so the two cannot disagree; a change made from either
 * starts from it, so a filter the keywords set can be changed or removed without coming back from the words.
 */
export function keywordsAsFilters(
  state: SearchState,
  keywordFilters: Record<string, unknown> | null | undefined,
  remainingQuery: string,
): SearchState {
  if (!keywordFilters || Object.keys(keywordFilters).length === 0) return state;
  return mergeSearchStates(updateSearch(state, { q: remainingQuery }), payloadToState(keywordFilters));
}

/** Chips of the filters the keywords set: those of `keywordsAsFilters` that `state` does not set itself. */
export function keywordChips(
  state: SearchState,
  keywordFilters: Record<string, unknown> | null | undefined,
  remainingQuery: string,
  areaName?: (area: string) => string,
  names?: ReferenceNames,
): FilterChip[] {
  const asFilters = keywordsAsFilters(state, keywordFilters, remainingQuery);
  if (asFilters === state) return [];
  const explicit = new Set(filterChips(state).map((chip) => chip.id));
  return filterChips(asFilters, areaName, names)
    .filter((chip) => !explicit.has(chip.id))
    .map((chip) => ({ ...chip, isFromKeywords: true }));
}
