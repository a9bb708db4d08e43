// SQL for picture hashes: keeping each stored picture's variants, and finding the pictures of other
// posters' listings that are copies of one. Candidates come from the band indexes; only they are compared.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { hashedPictures, pictureHashes } from '#server/db/schema.ts';
import { keyOfPublicPath, type ObjectStore } from '#server/storage/object-store.ts';
import { rowsOf } from '#server/db/rows.ts';
import { bandsOf, COPY_DISTANCE, pictureHashes as hashesOfPicture, signedHash, WHOLE_VARIANTS, type PictureHash } from './picture-hash.ts';

/** Hashes one stored picture and keeps its variants; a picture no longer stored is kept as plain (nothing to compare). */
export async function hashStoredPicture(db: Db, store: ObjectStore, url: string): Promise<PictureHash[]> {
  const bytes = await store.get(keyOfPublicPath(url));
  // A stored file that no longer decodes can be compared with nothing: kept as plain, not tried forever.
  const hashes = bytes ? await hashesOfPicture(bytes).catch(() => []) : [];
  await db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(hashedPictures)
      .values({ url, plain: hashes.length === 0 })
      .onConflictDoNothing()
      .returning({ url: hashedPictures.url });
    if (!kept || hashes.length === 0) return;
    await tx.insert(pictureHashes).values(
      hashes.map(({ variant, hash }) => {
        const signed = signedHash(hash);
        const [band0, band1, band2, band3] = bandsOf(signed);
        return { url, variant, hash: signed, band0, band1, band2, band3 };
      }),
    );
  });
  return hashes;
}

/** Hashes the listing's pictures that have none yet; answers every telling picture's hashes by URL. */
export async function hashPictures(db: Db, store: ObjectStore, urls: string[]): Promise<Map<string, PictureHash[]>> {
  const known = new Map<string, PictureHash[]>();
  if (urls.length === 0) return known;
  const list = sql.join(
    urls.map((url) => sql`${url}`),
    sql`, `,
  );
  const hashed = new Set((await rowsOf<{ url: string }>(db, sql`select url from ${hashedPictures} where url in (${list})`)).map((row) => row.url));
  const rows = await rowsOf<{ url: string; variant: number; hash: string }>(
    db,
    sql`select url, variant, hash::text as "hash" from ${pictureHashes} where url in (${list})`,
  );
  for (const row of rows) known.set(row.url, [...(known.get(row.url) ?? []), { variant: row.variant, hash: BigInt(row.hash) }]);
  for (const url of new Set(urls)) {
    if (hashed.has(url)) continue;
    const hashes = await hashStoredPicture(db, store, url);
    if (hashes.length > 0) known.set(url, hashes);
  }
  return known;
}

export type PictureMatch = { propertyId: number; url: string; matchedUrl: string; distance: number };

/**
 * Pictures within COPY_DISTANCE of any of `pictures`, shown on listings (not deleted) of posters other
 * than `posterId`. A pair counts when one side is whole or mirrored: the copy's whole against the
 * other's crops finds a cropped copy, its crops against the other's whole find the original of a
 * crop posted before it. One statement for the whole posting: planning it costs more than running it.
 */
export async function findCopies(
  db: Db,
  { pictures, posterId }: { pictures: { url: string; hashes: PictureHash[] }[]; posterId: number },
): Promise<PictureMatch[]> {
  const queries = pictures.flatMap(({ url, hashes }) => hashes.map(({ variant, hash }) => ({ url, variant, hash: signedHash(hash) })));
  if (queries.length === 0) return [];
  const arrayOf = (items: string[]) =>
    sql`array[${sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    )}]`;
  const urls = arrayOf(queries.map((query) => query.url));
  const variants = arrayOf(queries.map((query) => String(query.variant)));
  const hashes = arrayOf(queries.map((query) => query.hash.toString()));
  // The bands as bandsOf cuts them: masking after an arithmetic shift gives the unsigned bits.
  const band = (shift: number) => sql.raw(`((q.hash >> ${shift}) & 65535)::int`);
  return rowsOf<PictureMatch>(
    db,
    sql`select distinct on (i.property_id, q.url, c.url) i.property_id as "propertyId", q.url, c.url as "matchedUrl", c.distance
      from unnest(${urls}::text[], ${variants}::smallint[], ${hashes}::bigint[]) as q(url, variant, hash)
      cross join lateral (
        select h.url, bit_count((h.hash # q.hash)::bit(64))::int as distance from picture_hashes h
        where (h.band0 = ${band(48)} or h.band1 = ${band(32)} or h.band2 = ${band(16)} or h.band3 = ${band(0)})
          and (q.variant < ${WHOLE_VARIANTS} or h.variant < ${WHOLE_VARIANTS})) c
      join property_images i on i.url = c.url
      join properties p on p.id = i.property_id
      where c.distance <= ${COPY_DISTANCE} and p.user_id <> ${posterId} and p.status <> 'deleted'
      order by i.property_id, q.url, c.url, c.distance
      limit 50`,
  );
}
