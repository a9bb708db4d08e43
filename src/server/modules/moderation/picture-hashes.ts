// SQL for picture hashes: keeping one per stored picture, and finding the pictures of other posters'
// listings that are copies of one. Candidates come from the band indexes; only they are compared.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { pictureHashes } from '#server/db/schema.ts';
import { keyOfPublicPath, type ObjectStore } from '#server/storage/object-store.ts';
import { rowsOf } from '#server/db/rows.ts';
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

/**
 * Pictures within COPY_DISTANCE of any of `pictures`, shown on listings (not deleted) of posters other
 * than `posterId`. One statement for the whole posting: planning it costs more than running it.
 */
export async function findCopies(
  db: Db,
  { pictures, posterId }: { pictures: { url: string; hash: bigint }[]; posterId: number },
): Promise<PictureMatch[]> {
  if (pictures.length === 0) return [];
  const arrayOf = (items: string[]) =>
    sql`array[${sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    )}]`;
  const urls = arrayOf(pictures.map((picture) => picture.url));
  const hashes = arrayOf(pictures.map((picture) => picture.hash.toString()));
  // The bands as bandsOf cuts them: masking after an arithmetic shift gives the unsigned bits.
  const band = (shift: number) => sql.raw(`((q.hash >> ${shift}) & 65535)::int`);
  return rowsOf<PictureMatch>(
    db,
    sql`select i.property_id as "propertyId", q.url, c.url as "matchedUrl", c.distance
      from unnest(${urls}::text[], ${hashes}::bigint[]) as q(url, hash)
      cross join lateral (
        select h.url, bit_count((h.hash # q.hash)::bit(64))::int as distance from picture_hashes h
        where h.band0 = ${band(48)} or h.band1 = ${band(32)} or h.band2 = ${band(16)} or h.band3 = ${band(0)}) c
      join property_images i on i.url = c.url
      join properties p on p.id = i.property_id
      where c.distance <= ${COPY_DISTANCE} and p.user_id <> ${posterId} and p.status <> 'deleted'
      order by c.distance, i.property_id
      limit 50`,
  );
}
