// Hyderabad Metro's stations as the app reads them (reference data: server/db/seed/hyderabad-metro-stations.csv).
import { distanceMetres, type LatLng } from './geometry.ts';

export const METRO_LINES = ['Red', 'Blue', 'Green'] as const;
export type TMetroLine = (typeof METRO_LINES)[number];

export type MetroStation = LatLng & { code: string; name: string; lines: TMetroLine[] };

/** The distances a "near metro" search offers, metres. */
export const NEAR_METRO_DISTANCES = [500, 1000, 2000] as const;
/** "Near station X" means within this many metres of it. */
export const NEAR_STATION_METRES = 1000;

/** "450 m" or "1.2 km": how far a station is, as cards show it. */
export function distanceText(metres: number): string {
  return metres < 1000 ? `${Math.round(metres / 10) * 10} m` : `${(metres / 1000).toFixed(1)} km`;
}

/**
 * A line's stations in riding order: from its first station in the data that no other line serves,
 * always on to the nearest not yet visited (the data lists each line from one end; an interchange
 * appears once, under the line listed first).
 */
export function lineOrder(stations: MetroStation[], line: TMetroLine): MetroStation[] {
  const left = stations.filter((station) => station.lines.includes(line));
  const start = Math.max(
    0,
    left.findIndex((station) => station.lines.length === 1),
  );
  const ordered: MetroStation[] = [];
  let current: MetroStation | undefined = left.splice(start, 1)[0];
  while (current) {
    ordered.push(current);
    const from: MetroStation = current;
    left.sort((a, b) => distanceMetres(from, a) - distanceMetres(from, b));
    current = left.shift();
  }
  return ordered;
}
