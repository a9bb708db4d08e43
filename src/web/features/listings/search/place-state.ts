// The search's place choices as they live in the URL, beside the other filters (search-state.ts):
// the list or the map (`view=map`), the map's searched box (`bounds=s,w,n,e`), a drawn area
// (`polygon=lat,lng;lat,lng;…`), near the metro (`metro=500`), near a station (`station=AME`) and a
// workplace (`work=HITEC City` or `work=17.44,78.38`). Nonsense in a hand-edited URL drops that choice.
import type { Bounds, LatLng, Polygon } from '../../../../shared/geo/geometry.ts';
import { IT_HUBS } from '../../../../shared/geo/commute.ts';
import { NEAR_METRO_DISTANCES } from '../../../../shared/geo/metro.ts';

export type NearMetro = (typeof NEAR_METRO_DISTANCES)[number];
export type ItHub = (typeof IT_HUBS)[number];
export type WorkplaceChoice = { hub: ItHub } | LatLng;

export type PlaceState = {
  view: 'list' | 'map';
  bounds: Bounds | null;
  polygon: Polygon | null;
  nearMetro: NearMetro | null;
  station: string | null;
  work: WorkplaceChoice | null;
};

export const emptyPlaceState = (): PlaceState => ({ view: 'list', bounds: null, polygon: null, nearMetro: null, station: null, work: null });

/** Five decimals: about a metre, and short URLs. */
const fixed = (value: number) => String(Number(value.toFixed(5)));

const numbers = (text: string, count: number): number[] | null => {
  const values = text.split(',').map((part) => Number(part.trim()));
  return values.length === count && values.every((value) => part(value)) ? values : null;
};
const part = (value: number) => Number.isFinite(value) && Math.abs(value) <= 180;

function readPolygon(text: string | null): Polygon | null {
  if (!text) return null;
  const corners = text.split(';').flatMap((pair) => {
    const corner = numbers(pair, 2);
    return corner ? [{ latitude: corner[0], longitude: corner[1] }] : [];
  });
  const isWhole = corners.length === text.split(';').length;
  return isWhole && corners.length >= 3 && corners.length <= 50 ? corners : null;
}

function readWork(text: string | null): WorkplaceChoice | null {
  if (!text) return null;
  const hub = IT_HUBS.find((name) => name === text);
  if (hub) return { hub };
  const point = numbers(text, 2);
  return point ? { latitude: point[0], longitude: point[1] } : null;
}

export function readPlaceState(params: URLSearchParams): PlaceState {
  const get = (key: string) => params.get(key)?.trim() || null;
  const boundsText = get('bounds');
  const box = boundsText ? numbers(boundsText, 4) : null;
  const station = get('station');
  const metro = Number(get('metro'));
  return {
    view: get('view') === 'map' ? 'map' : 'list',
    bounds: box && box[0] <= box[2] && box[1] <= box[3] ? { south: box[0], west: box[1], north: box[2], east: box[3] } : null,
    polygon: readPolygon(get('polygon')),
    nearMetro: (NEAR_METRO_DISTANCES as readonly number[]).includes(metro) ? (metro as NearMetro) : null,
    station: station && /^[A-Z_]{2,10}$/.test(station) ? station : null,
    work: readWork(get('work')),
  };
}

/** The place choices' query parameters, in a fixed order: only what is set. */
export function placeQuery(state: PlaceState): string {
  const params = new URLSearchParams();
  if (state.view === 'map') params.set('view', 'map');
  if (state.bounds) params.set('bounds', [state.bounds.south, state.bounds.west, state.bounds.north, state.bounds.east].map(fixed).join(','));
  if (state.polygon) params.set('polygon', state.polygon.map((p) => `${fixed(p.latitude)},${fixed(p.longitude)}`).join(';'));
  if (state.nearMetro) params.set('metro', String(state.nearMetro));
  if (state.station) params.set('station', state.station);
  if (state.work) params.set('work', 'hub' in state.work ? state.work.hub : `${fixed(state.work.latitude)},${fixed(state.work.longitude)}`);
  return params.toString().replace(/%2C/g, ',').replace(/%3B/g, ';');
}

/** Both queries as one: the other filters first, then the place's. */
export const joinQueries = (...queries: string[]) => queries.filter(Boolean).join('&');

/** The API's place filters (src/shared/contracts/search-geo.ts); the view is the page's own. */
export function placePayload(state: PlaceState) {
  return {
    ...(state.bounds && { bounds: state.bounds }),
    ...(state.polygon && { polygon: state.polygon }),
    ...(state.nearMetro && { nearMetro: state.nearMetro }),
    ...(state.station && { nearStation: state.station }),
    ...(state.work && { workplace: state.work }),
  };
}

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
