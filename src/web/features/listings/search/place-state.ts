// The search page's own place choices as they live in the URL, beside the filters (search-state.ts):
// the list or the map (`view=map`) and a workplace (`work=HITEC City` or `work=17.44,78.38`). Neither
// narrows the search: the view is how results show, the workplace what commutes are estimated to and
// sorted by. The place filters (near the metro or a station, the map's box, a drawn area) are declared
// filters of the search state. Nonsense in a hand-edited URL drops that choice.
import type { LatLng } from '#shared/geo/geometry.ts';
import { IT_HUBS } from '#shared/geo/commute.ts';
import type { SearchState } from './search-state.ts';

export type ItHub = (typeof IT_HUBS)[number];
export type WorkplaceChoice = { hub: ItHub } | LatLng;

export type PlaceState = { view: 'list' | 'map'; work: WorkplaceChoice | null };

/** What the place controls and the map show and change: the page's choices and the place filters. */
export type PlaceChoices = PlaceState & Pick<SearchState, 'metro' | 'station' | 'polygon' | 'bounds'>;

export const emptyPlaceState = (): PlaceState => ({ view: 'list', work: null });

/** Five decimals: about a metre, and short URLs. */
const fixed = (value: number) => String(Number(value.toFixed(5)));

function readWork(text: string | null): WorkplaceChoice | null {
  if (!text) return null;
  const hub = IT_HUBS.find((name) => name === text);
  if (hub) return { hub };
  const [latitude, longitude, ...rest] = text.split(',').map((part) => (part.trim() ? Number(part) : NaN));
  const isDegrees = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value) && Math.abs(value) <= 180;
  return isDegrees(latitude) && isDegrees(longitude) && rest.length === 0 ? { latitude, longitude } : null;
}

export function readPlaceState(params: URLSearchParams): PlaceState {
  const get = (key: string) => params.get(key)?.trim() || null;
  return { view: get('view') === 'map' ? 'map' : 'list', work: readWork(get('work')) };
}

/** The choices' query parameters, in a fixed order: only what is set. */
export function placeQuery(state: PlaceState): string {
  const params = new URLSearchParams();
  if (state.view === 'map') params.set('view', 'map');
  if (state.work) params.set('work', 'hub' in state.work ? state.work.hub : `${fixed(state.work.latitude)},${fixed(state.work.longitude)}`);
  return params.toString().replace(/%2C/g, ',');
}

/** Both queries as one: the filters first, then the page's choices. */
export const joinQueries = (...queries: string[]) => queries.filter(Boolean).join('&');

/** The API's workplace (src/shared/contracts/search-geo.ts); the view is the page's own. */
export const placePayload = (state: PlaceState) => (state.work ? { workplace: state.work } : {});

/** The workplace as a point: a hub at its locality's centre (the areas list knows it). */
export function workplacePoint(
  work: WorkplaceChoice | null,
  centres: { areaName: string; latitude: number | null; longitude: number | null }[] | undefined,
): LatLng | null {
  if (!work) return null;
  if (!('hub' in work)) return work;
  const locality = centres?.find((area) => area.areaName === work.hub);
  return locality?.latitude != null && locality.longitude != null ? { latitude: locality.latitude, longitude: locality.longitude } : null;
}
