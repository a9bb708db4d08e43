// Reference data, applied on every start: inserting what is missing makes it idempotent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { METRO_LINES, type MetroStation, type TMetroLine } from '#shared/geo/metro.ts';
import { areas, metroStations, propertyTypes } from '../schema.ts';

export const PROPERTY_TYPES = ['Apartment', 'Villa', 'House', 'Plot', 'Commercial', 'Penthouse', 'Studio', 'Duplex'];

const here = path.dirname(fileURLToPath(import.meta.url));
const csvPath = path.join(here, 'hyderabad-localities.csv');
const stationsCsvPath = path.join(here, 'hyderabad-metro-stations.csv');

/** A row of a five-column data file, its cells trimmed; another count is a broken file. */
function fiveCells(row: string): [string, string, string, string, string] {
  const cells = row.split(',').map((cell) => cell.trim());
  const [a, b, c, d, e] = cells;
  if (cells.length !== 5 || a === undefined || b === undefined || c === undefined || d === undefined || e === undefined) {
    throw new Error(`Expected five cells in the data row "${row}"`);
  }
  return [a, b, c, d, e];
}

export type Locality = { name: string; pincode: string; isPopular: boolean; latitude: number; longitude: number };

/** The localities with their approximate centres (within a kilometre or so: for "nearby", not for maps). */
export function readLocalities(): Locality[] {
  const [, ...rows] = fs.readFileSync(csvPath, 'utf8').trim().split(/\r?\n/);
  return rows.map((row) => {
    const [name, pincode, popular, latitude, longitude] = fiveCells(row);
    return { name, pincode, isPopular: popular === 'yes', latitude: Number(latitude), longitude: Number(longitude) };
  });
}

/** Hyderabad Metro's stations, in the data's order (README.md beside this file names the source). */
export function readMetroStations(): MetroStation[] {
  const [, ...rows] = fs.readFileSync(stationsCsvPath, 'utf8').trim().split(/\r?\n/);
  return rows.map((row) => {
    const [name, code, lines, latitude, longitude] = fiveCells(row);
    const lineList = lines.split('|').filter((line): line is TMetroLine => (METRO_LINES as readonly string[]).includes(line));
    return { name, code, lines: lineList, latitude: Number(latitude), longitude: Number(longitude) };
  });
}

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(areas)
      .values(readLocalities().map((l) => ({ ...l, city: 'Hyderabad' })))
      .onConflictDoUpdate({
        target: [areas.city, areas.name],
        set: {
          pincode: sql`excluded.pincode`,
          isPopular: sql`excluded.is_popular`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
    await tx
      .insert(propertyTypes)
      .values(PROPERTY_TYPES.map((name) => ({ name })))
      .onConflictDoNothing({ target: propertyTypes.name });
    await tx
      .insert(metroStations)
      .values(readMetroStations().map((station, position) => ({ ...station, position })))
      .onConflictDoUpdate({
        target: metroStations.code,
        set: {
          position: sql`excluded.position`,
          name: sql`excluded.name`,
          lines: sql`excluded.lines`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
    // Listings written before the stations were loaded learn their nearest (the position trigger finds it).
    await tx.execute(sql`update properties set latitude = latitude where nearest_station_code is null and latitude is not null`);
  });
}
