// Ways out of a search with few or no results ("never a dead end"): nearby localities,
// a higher budget, and each filter dropped in turn, each with how many more listings it finds.
// A handful of counts, run together and kept like any search total (find-properties.ts).
import type { TSearchSuggestion } from '#shared/contracts/discovery.ts';
import { MAX_PRICE } from '#shared/contracts/property.ts';
import { formatPriceShort } from '#shared/money.ts';
import { formatSearchTotal } from '#shared/search-total.ts';
import type { KeptContext } from './kept-listings.ts';
import { countMatching, countVariant, FEW_MATCHES } from './find-properties.ts';
import { droppableFilters } from './filter-labels.ts';
import { distanceKm, nearestLocalities, type Locality } from './localities.ts';
import type { SearchFilters } from './search-filters.ts';
import type { ListingsVersion } from '#server/cache/listings-version.ts';
import { planSearch, type SearchPlan } from './search-plan.ts';

/** Nearby localities offered, at most this far (centre to centre) from one asked for. */
const NEARBY_COUNT = 3;
const NEARBY_KM = 6;
const BUDGET_STEP = 1.25;
/** Filters tried without, narrowest kinds first: each is one count. */
const MAX_DROPS = 6;

/** The filters as a search payload: fields with a value only, from the first page. */
function payloadOf(filters: SearchFilters): Record<string, unknown> {
  const { page: _page, ...rest } = filters;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value != null));
}

/** Rounded up to two significant figures: 43,750 → 44,000; 1,87,50,000 → 1,90,00,000. */
function roundUp(rupees: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(rupees)) - 1);
  return Math.min(MAX_PRICE, Math.ceil(rupees / step) * step);
}

/** The localities the search names, where they are known ones. */
function chosenLocalities(plan: SearchPlan): Locality[] {
  const { filters, localities } = plan;
  const named = [...(filters.area != null && filters.area !== '' ? [filters.area] : []), ...(filters.areas ?? [])];
  const found = named.map((area) =>
    typeof area === 'number' || /^\d+$/.test(area) ? localities.byId.get(Number(area)) : localities.byName.get(localities.index.lookup(area) ?? ''),
  );
  return found.filter((l): l is Locality => l !== undefined);
}

/**
 * A way out: `filters` to run, `counted` the filters whose total is the gain (all of it when the
 * way out `adds` listings apart from those found, else less the search's own total).
 */
type Candidate = { kind: TSearchSuggestion['kind']; filters: SearchFilters; counted: SearchFilters; adds: boolean; what: string };

/** `version`: the app's listings version (listings-version.ts). */
export async function searchSuggestions(context: KeptContext, request: SearchFilters, version: ListingsVersion): Promise<TSearchSuggestion[]> {
  const plan = await planSearch(context, request, version);
  const { filters } = plan;
  const candidates: Candidate[] = [];

  const chosen = chosenLocalities(plan);
  for (const nearby of nearestLocalities(plan.localities, chosen, NEARBY_COUNT)) {
    const km = Math.min(...chosen.map((l) => distanceKm(l, nearby)));
    if (km > NEARBY_KM) continue;
    candidates.push({
      kind: 'nearby',
      filters: { ...filters, areas: [...(filters.areas ?? []), nearby.name] },
      // Only the listings there: the other localities' are already found.
      counted: { ...filters, area: null, areas: [nearby.id] },
      adds: true,
      what: `in ${nearby.name}, about ${Math.max(1, Math.round(km))} km away`,
    });
  }

  if (filters.maxPrice != null && filters.maxPrice < MAX_PRICE) {
    const higher = roundUp(filters.maxPrice * BUDGET_STEP);
    const budget = { ...filters, maxPrice: higher };
    candidates.push({ kind: 'budget', filters: budget, counted: budget, adds: false, what: `up to ${formatPriceShort(higher)}` });
  }

  for (const dropped of droppableFilters(filters, plan.localities).slice(0, MAX_DROPS)) {
    const without = { ...filters, ...Object.fromEntries(dropped.fields.map((field) => [field, null])) };
    candidates.push({ kind: 'drop', filters: without, counted: without, adds: false, what: `without '${dropped.label}'` });
  }

  const [base, counted] = await Promise.all([
    countMatching(context, plan),
    Promise.all(candidates.map(async (c) => ({ ...c, total: await countVariant(context, plan, c.counted) }))),
  ]);
  return counted
    .map(({ kind, filters: payload, adds, what, total }) => {
      const count = adds ? total : total - base;
      // '12 more without ...' beside results; '12 without ...' in place of none; a search counted only
      // so far gives its own total, '2,000+ without ...' (its count is then the fewest more it finds).
      const label =
        total > FEW_MATCHES
          ? `${formatSearchTotal({ totalElements: FEW_MATCHES, isTotalCapped: true })} ${what}`
          : `${count}${base > 0 ? ' more' : ''} ${what}`;
      return { kind, label, count, filters: payloadOf(payload) };
    })
    .filter((suggestion) => suggestion.count > 0);
}
