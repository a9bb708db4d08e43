// The map's base layer, read from Gruha's own reference data.
import { asc, isNotNull, and } from 'drizzle-orm';
import type { TMapBase } from '#shared/contracts/map.ts';
import { lineOrder, METRO_LINES, type MetroStation, type TMetroLine } from '#shared/geo/metro.ts';
import type { Db } from '#server/db/client.ts';
import { areas, metroStations } from '#server/db/schema.ts';

/** The stations in the reference file's order (each line's run from one end, which lineOrder needs). */
export async function readStations(db: Db): Promise<MetroStation[]> {
  const rows = await db
    .select({
      code: metroStations.code,
      name: metroStations.name,
      lines: metroStations.lines,
      latitude: metroStations.latitude,
      longitude: metroStations.longitude,
    })
    .from(metroStations)
    .orderBy(asc(metroStations.position));
  const known = (line: string): line is TMetroLine => (METRO_LINES as readonly string[]).includes(line);
  return rows.map((row) => ({ ...row, lines: row.lines.filter(known) }));
}

export async function readBaseLayer(db: Db): Promise<Omit<TMapBase, 'tiles'>> {
  const [localities, stations] = await Promise.all([
    db
      .select({ name: areas.name, latitude: areas.latitude, longitude: areas.longitude })
      .from(areas)
      .where(and(isNotNull(areas.latitude), isNotNull(areas.longitude)))
      .orderBy(asc(areas.name)),
    readStations(db),
  ]);
  return {
    localities: localities.map((l) => ({ name: l.name, latitude: l.latitude ?? 0, longitude: l.longitude ?? 0 })),
    stations: stations.map(({ code, name, lines, latitude, longitude }) => ({ code, name, lines, latitude, longitude })),
    lines: METRO_LINES.map((line) => ({ line, stations: lineOrder(stations, line).map((station) => station.code) })),
  };
}
