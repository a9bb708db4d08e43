// What is near a locality, measured from its centre (reference data): the metro stations within a
// walk or a short ride (or, when none is, the nearest one), and the localities around it, each with the
// straight-line distance.
import { sql } from 'drizzle-orm';
import type { TLocalityNearby } from '#shared/contracts/locality.ts';
import { localitySlug } from '#shared/localities/locality-slug.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';

/** Stations up to 3 km away, nearest first; a locality's own station is usually within 1. */
export const STATION_RADIUS_M = 3000;
export const STATIONS_SHOWN = 5;
/** The neighbours: the nearest localities up to 6 km away. */
export const LOCALITY_RADIUS_M = 6000;
export const LOCALITIES_SHOWN = 6;

type Centre = { id: number; latitude: number | null; longitude: number | null };

export async function findNearby(db: Db, area: Centre): Promise<TLocalityNearby> {
  const { latitude, longitude } = area;
  if (latitude === null || longitude === null) return { areaId: area.id, hasCentre: false, stations: [], localities: [] };
  const [stations, localities] = await Promise.all([
    rowsOf<TLocalityNearby['stations'][number]>(
      db,
      sql`select code, name, lines, distance_m::int as "distanceM" from (
          select s.code, s.name, s.lines, round(geo_distance_m(${latitude}::float8, ${longitude}::float8, s.latitude, s.longitude)) as distance_m
          from metro_stations s) near
        order by distance_m, name
        limit ${STATIONS_SHOWN}`,
    ),
    rowsOf<{ areaId: number; areaName: string; distanceM: number }>(
      db,
      sql`select id as "areaId", name as "areaName", distance_m::int as "distanceM" from (
          select a.id, a.name, round(geo_distance_m(${latitude}::float8, ${longitude}::float8, a.latitude, a.longitude)) as distance_m
          from areas a
          where a.id <> ${area.id} and a.latitude is not null and a.longitude is not null) near
        where distance_m <= ${LOCALITY_RADIUS_M}
        order by distance_m, "areaName"
        limit ${LOCALITIES_SHOWN}`,
    ),
  ]);
  return {
    areaId: area.id,
    hasCentre: true,
    // Far from the metro, the nearest station is still worth knowing.
    stations: stations.some((s) => s.distanceM <= STATION_RADIUS_M) ? stations.filter((s) => s.distanceM <= STATION_RADIUS_M) : stations.slice(0, 1),
    localities: localities.map((locality) => ({ ...locality, slug: localitySlug(locality.areaName) })),
  };
}
