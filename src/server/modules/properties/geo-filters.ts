// The place filters as SQL (docs/search-geo-indexes.md). Each area is first a box, read through the
// band index, and only the listings in that box are tested exactly: inside the drawn area, within the
// distance of the station. They are the declared place filters' custom conditions
// (search-filters.ts); "near metro" is declared on the nearest distance kept on write.
import { sql, type SQL } from 'drizzle-orm';
import { boundsAround, polygonBounds, polygonEdges, type Bounds, type LatLng, type Polygon } from '#shared/geo/geometry.ts';
import { HYDERABAD_METRO_AREA } from '#shared/geo/hyderabad-area.ts';
import { NEAR_STATION_METRES, type MetroStation } from '#shared/geo/metro.ts';
import type { TSearchFilters } from '#shared/contracts/property.ts';
import type { TWorkplace } from '#shared/contracts/search-geo.ts';
import { badRequest } from '#server/http/app-error.ts';
import { readMetroStations } from '#server/db/seed/reference.ts';
import type { Localities } from './localities.ts';
import { listingColumn as column } from './listing-rows.ts';

/** The stations by code: reference data read once, from the file the database is seeded from. */
const stationsByCode = new Map<string, MetroStation>(readMetroStations().map((station) => [station.code, station]));

export const UNKNOWN_STATION = 'Near station must be the code of a Hyderabad Metro station';
export const UNKNOWN_WORKPLACE = 'The workplace’s locality has no known position';

const inBox = (box: Bounds): SQL =>
  sql`${column.latitude} between ${box.south} and ${box.north} and ${column.longitude} between ${box.west} and ${box.east}`;

/** Bands of latitude a hundredth of a degree (about 1.1 km) tall: the band index's first key, as written in its migration. */
const BANDS_PER_DEGREE = 100;
const latitudeBand = sql`floor(${column.latitude} * ${sql.raw(String(BANDS_PER_DEGREE))})::int`;

/**
 * The bands a box crosses where listings may be. Each band is one range of longitude in the band
 * index, so the listings of a box are found among those of its few bands, not among every listing at
 * its latitudes across the city. Implied by the box itself: it narrows how a search's matches are
 * found, never which.
 */
function inBandsOf(box: Bounds): SQL {
  const first = Math.floor(Math.max(box.south, HYDERABAD_METRO_AREA.south) * BANDS_PER_DEGREE);
  const last = Math.floor(Math.min(box.north, HYDERABAD_METRO_AREA.north) * BANDS_PER_DEGREE);
  const bands = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  return sql`${latitudeBand} = any(${sql.param(bands)}::int[])`;
}

/**
 * Inside the drawn area: even-odd ray casting, as polygonContains in src/shared/geo/geometry.ts, one
 * term per edge with the edge's slope worked out here (a flat edge never crosses the ray, and would divide by zero).
 */
function insidePolygon(polygon: Polygon): SQL {
  const crossings: SQL[] = [];
  for (const [a, b] of polygonEdges(polygon)) {
    if (a.latitude === b.latitude) continue;
    const slope = (b.longitude - a.longitude) / (b.latitude - a.latitude);
    crossings.push(
      sql`(case when (${column.latitude} > ${a.latitude}) <> (${column.latitude} > ${b.latitude})
        and ${column.longitude} < ${a.longitude}::float8 + (${column.latitude} - ${a.latitude}::float8) * ${slope}::float8 then 1 else 0 end)`,
    );
  }
  if (crossings.length === 0) return sql`false`;
  return sql`(${sql.join(crossings, sql` + `)}) % 2 = 1`;
}

export function stationOf(code: string): MetroStation {
  const station = stationsByCode.get(code);
  if (!station) throw badRequest(UNKNOWN_STATION, { nearStation: UNKNOWN_STATION });
  return station;
}

/** Inside the map's box. */
export const inBounds = (bounds: Bounds): SQL => inBox(bounds);

/** Inside the drawn area: its box, then the exact test. */
export const inPolygon = (polygon: Polygon): SQL => sql`${inBox(polygonBounds(polygon))} and ${insidePolygon(polygon)}`;

/** Within NEAR_STATION_METRES of the station: the box around it, then the distance. */
export function nearStation(code: string): SQL {
  const station = stationOf(code);
  return sql`${inBox(boundsAround(station, NEAR_STATION_METRES))}
    and geo_distance_m(${column.latitude}, ${column.longitude}, ${station.latitude}::float8, ${station.longitude}::float8) <= ${NEAR_STATION_METRES}`;
}

/**
 * The place filters' bands (inBandsOf), for the queries that find all of a search's matches: its
 * total and a page of few matches. A page walked newest first leaves them out: the planner would
 * count the bands as narrowing the search beyond the box and misjudge how many listings match.
 */
export function placeNarrowing(filters: Pick<TSearchFilters, 'bounds' | 'polygon' | 'nearStation'>): SQL[] {
  const boxes = [
    filters.bounds,
    filters.polygon && polygonBounds(filters.polygon),
    filters.nearStation ? boundsAround(stationOf(filters.nearStation), NEAR_STATION_METRES) : undefined,
  ];
  return boxes.filter((box) => box != null).map(inBandsOf);
}

/** Where the searcher works: a point as given, or an IT hub at its locality's centre. */
export function workplacePoint(workplace: TWorkplace, localities: Localities): LatLng {
  if (!('hub' in workplace)) return workplace;
  const locality = localities.byName.get(workplace.hub);
  if (locality?.latitude == null || locality.longitude == null) throw badRequest(UNKNOWN_WORKPLACE, { workplace: UNKNOWN_WORKPLACE });
  return { latitude: locality.latitude, longitude: locality.longitude };
}

/**
 * Nearer the workplace first: the estimated commute grows with the straight-line distance
 * (src/shared/geo/commute.ts), so the order is by it, squared on a plane scaled to the workplace's
 * latitude (the same order over a city, and cheaper). Homes without a position come last.
 */
export function commuteOrderKey(work: LatLng): SQL {
  const scale = Math.cos((work.latitude * Math.PI) / 180) ** 2;
  return sql`coalesce(power(${column.latitude} - ${work.latitude}::float8, 2) + power(${column.longitude} - ${work.longitude}::float8, 2) * ${scale}::float8, 1e9)`;
}
