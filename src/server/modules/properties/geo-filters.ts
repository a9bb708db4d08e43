// The place filters as SQL (docs/search-geo-indexes.md). Each area is first a range of the position
// index, (latitude, longitude), and only the listings in that box are tested exactly: inside the drawn
// area, within the distance of the station. They are the declared place filters' custom conditions
// (search-filters.ts); "near metro" is declared on the nearest distance kept on write.
import { sql, type SQL } from 'drizzle-orm';
import { boundsAround, polygonBounds, polygonEdges, type Bounds, type LatLng, type Polygon } from '#shared/geo/geometry.ts';
import { NEAR_STATION_METRES, type MetroStation } from '#shared/geo/metro.ts';
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

/** Inside the drawn area: its box through the position index, then the exact test. */
export const inPolygon = (polygon: Polygon): SQL => sql`${inBox(polygonBounds(polygon))} and ${insidePolygon(polygon)}`;

/** Within NEAR_STATION_METRES of the station: the box around it through the position index, then the distance. */
export function nearStation(code: string): SQL {
  const station = stationOf(code);
  return sql`${inBox(boundsAround(station, NEAR_STATION_METRES))}
    and geo_distance_m(${column.latitude}, ${column.longitude}, ${station.latitude}::float8, ${station.longitude}::float8) <= ${NEAR_STATION_METRES}`;
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
