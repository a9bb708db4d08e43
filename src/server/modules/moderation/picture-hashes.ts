// SQL for picture hashes: keeping one per stored picture, and finding the pictures of other posters'
// listings that are copies of one. Candidates come from the band indexes; only they are compared.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pictureHashes } from '../../db/schema.ts';
import { keyOfPublicPath, type ObjectStore } from '../../storage/object-store.ts';
import { rowsOf } from '../properties/listing-rows.ts';
import { bandsOf, COPY_DISTANCE, hammingDistance, pictureHash, signedHash } from './picture-hash.ts';

/**
 * Hashes with almost every bit alike come from plain pictures (a wall, a sky, a drawn colour): they
 * say nothing about whose home it is, and every plain picture would match every other.
 */
const MIN_SET_BITS = 8;
export const isPlainPicture = (hash: bigint) => {
  const ones = hammingDistance(hash, 0n);
  return ones < MIN_SET_BITS || ones > 64 - MIN_SET_BITS;
};

/** Hashes the listing's pictures that have none yet; answers every picture's hash by URL. */
export async function hashPictures(db: Db, store: ObjectStore, urls: string[]): Promise<Map<string, bigint>> {
  const known = new Map<string, bigint>();
  if (urls.length === 0) return known;
  const rows = await rowsOf<{ url: string; hash: string }>(
    db,
    sql`select url, hash::text as "hash" from ${pictureHashes} where url in (${sql.join(
      urls.map((url) => sql`${url}`),
      sql`, `,
    )})`,
  );
  for (const row of rows) known.set(row.url, BigInt(row.hash));
  for (const url of urls) {
    if (known.has(url)) continue;
    const bytes = await store.get(keyOfPublicPath(url));
    if (!bytes) continue;
    const hash = signedHash(await pictureHash(bytes));
    const [band0, band1, band2, band3] = bandsOf(hash);
    await db.insert(pictureHashes).values({ url, hash, band0, band1, band2, band3 }).onConflictDoNothing();
    known.set(url, hash);
  }
  return known;
}

export type PictureMatch = { propertyId: number; url: string; matchedUrl: string; distance: number };

/** Pictures within COPY_DISTANCE of `hash` shown on listings (not deleted) of posters other than `posterId`. */
export async function findCopies(db: Db, { url, hash, posterId }: { url: string; hash: bigint; posterId: number }): Promise<PictureMatch[]> {
  const [b0, b1, b2, b3] = bandsOf(hash);
  return rowsOf<PictureMatch>(
    db,
    sql`select i.property_id as "propertyId", ${url} as "url", h.url as "matchedUrl", d.distance
      from picture_hashes h
      cross join lateral (select bit_count((h.hash # ${hash.toString()}::bigint)::bit(64))::int as distance) d
      join property_images i on i.url = h.url
      join properties p on p.id = i.property_id
      where (h.band0 = ${b0} or h.band1 = ${b1} or h.band2 = ${b2} or h.band3 = ${b3})
        and d.distance <= ${COPY_DISTANCE}
        and p.user_id <> ${posterId} and p.status <> 'deleted'
      order by d.distance, i.property_id
      limit 20`,
  );
}
