// Search pages are made of listings the app keeps one by one, by id, under the listings version:
// a page's query finds only its ids (and its total), and only listings not kept are read whole.
// Searches that differ in a budget or a filter mostly show the same listings (the newest in a
// popular locality), and reading 20 whole listings with their pictures was most of a search that
// is not itself kept.
import type { TProperty } from '#shared/contracts/property.ts';
import type { KeptContext } from './kept-listings.ts';
import { findPropertyRowsByIds } from './listing-rows.ts';
import { dayOfVersion, type ListingsVersion } from '#server/cache/listings-version.ts';
import { presentProperty } from './present.ts';

/**
 * The listings of `ids` as the API shows them, in that order; a listing gone since the ids were
 * found is left out. `version` is the one read before the ids were: what is read now is kept under
 * it, and a write in between has moved the version past it, so nothing read here outlives a change.
 */
export async function listingsByIds({ db, kept }: KeptContext, ids: number[], version: ListingsVersion): Promise<TProperty[]> {
  const found = new Map<number, TProperty>();
  for (const id of ids) {
    const listing = kept.rows.get(String(id), version);
    if (listing) found.set(id, listing);
  }
  const missing = ids.filter((id) => !found.has(id));
  for (const row of await findPropertyRowsByIds(db, missing)) {
    const listing = presentProperty(row, dayOfVersion(version));
    found.set(row.id, listing);
    kept.rows.set(String(row.id), version, listing);
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}
