// A search held as a request (a saved search, a suggestion the server made), as the search page shows
// it: its link, with every filter (the place filters among them) and the workplace its commutes are
// estimated to, and its declared filters named as their chips are.
import { paths } from '#web/app/paths.ts';
import { SEARCH_FILTERS } from '#shared/search/filters/filters.ts';
import { joinQueries, placeQuery, readPlaceState } from '../search/place-state.ts';
import { filterChips, type ReferenceNames } from '../search/search-chips.ts';
import { payloadToState, searchQuery } from '../search/search-state.ts';

export type { ReferenceNames };

export function searchLinkOf(request: Record<string, unknown>): string {
  const work = request.workplace as { hub?: unknown; latitude?: unknown; longitude?: unknown } | null | undefined;
  const workText = typeof work?.hub === 'string' ? work.hub : work ? `${String(work.latitude)},${String(work.longitude)}` : '';
  // Read back through the page's own reader, so a workplace that is not one is left out.
  const place = readPlaceState(new URLSearchParams(workText ? { work: workText } : {}));
  return paths.search(joinQueries(searchQuery(payloadToState(request)), placeQuery(place)));
}

const DECLARED_PARAMS = new Set<string>(SEARCH_FILTERS.map((filter) => filter.param));

/** The declared filters of a request, as their chips name them ('Fully furnished', 'Inside the drawn area'). */
export function declaredFilterLabels(request: Record<string, unknown>, names?: ReferenceNames): string[] {
  return filterChips(payloadToState(request), undefined, names)
    .filter((chip) => DECLARED_PARAMS.has(chip.id.replace(/:.*/, '')))
    .map((chip) => chip.label);
}
