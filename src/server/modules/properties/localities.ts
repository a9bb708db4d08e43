// The localities a search names, kept while no listing or locality changes (areas are reference
// data, and a change to them moves the listings version): resolving names and finding nearby
// localities then costs no query.
import { asc } from 'drizzle-orm';
import { distanceMetres } from '#shared/geo/geometry.ts';
import { localityIndex, type LocalityIndex } from '#shared/search/locality-names.ts';
import { areas } from '#server/db/schema.ts';
import type { KeptContext } from './kept-listings.ts';
import type { ListingsVersion } from '#server/cache/listings-version.ts';

export type Locality = { id: number; name: string; latitude: number | null; longitude: number | null };

export type Localities = {
  list: Locality[];
  index: LocalityIndex;
  byName: Map<string, Locality>;
  byId: Map<number, Locality>;
};

export function readLocalities({ db, kept }: KeptContext, version: ListingsVersion): Promise<Localities> {
  return kept.localities.getOrCompute('localities', version, async () => {
    const list = await db
      .select({ id: areas.id, name: areas.name, latitude: areas.latitude, longitude: areas.longitude })
      .from(areas)
      .orderBy(asc(areas.name));
    return {
      list,
      index: localityIndex(list.map((l) => l.name)),
      byName: new Map(list.map((l) => [l.name, l])),
      byId: new Map(list.map((l) => [l.id, l])),
    };
  });
}

/** Kilometres between two localities' centres (haversine; the centres are approximate anyway). */
export function distanceKm(a: Locality, b: Locality): number {
  if (a.latitude == null || a.longitude == null || b.latitude == null || b.longitude == null) return Infinity;
  return distanceMetres({ latitude: a.latitude, longitude: a.longitude }, { latitude: b.latitude, longitude: b.longitude }) / 1000;
}

/** The `count` localities nearest to any of `around` (not those themselves), nearest first. */
export function nearestLocalities(localities: Localities, around: Locality[], count: number): Locality[] {
  const chosen = new Set(around.map((l) => l.id));
  return localities.list
    .filter((l) => !chosen.has(l.id))
    .map((l) => ({ l, km: Math.min(...around.map((a) => distanceKm(a, l))) }))
    .filter(({ km }) => Number.isFinite(km))
    .sort((a, b) => a.km - b.km || a.l.name.localeCompare(b.l.name))
    .slice(0, count)
    .map(({ l }) => l);
}
