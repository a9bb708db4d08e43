// One posting's photo check at scale, on the database a bench run prepared (bench/prepare-database.ts):
// every listing gets `picturesPerListing` pictures of its own, each with a perceptual hash in
// picture_hashes (as many as a picture keeps, all random), then `postings` postings of `perPost` pictures each are checked against them as the
// listing-flag-checks job does (findCopies, one statement per posting). Half of a posting's pictures
// are copies of stored ones (up to 3 bits changed, as resizing and re-compressing gives;
// measured 0 to 1 in docs/decisions/0029-reports-moderation-and-flags.md), half are new. Answers p50 / p99 per posting, copies
// missed and new pictures matched (random hashes: a new picture's variants may share a band with a
// stored one's and lie within COPY_DISTANCE of it by chance), beside a bare round trip's p50 / p99 timed in
// the same loop, which shows what a loaded machine adds. Stored hashes are random: real ones cluster
// more, so the bands' candidates are fewer here than they may be in production.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { findCopies } from '../src/server/modules/moderation/picture-hashes.ts';
import { signedHash, VARIANTS } from '../src/server/modules/moderation/picture-hash.ts';

export type PhotoCheckFigures = {
  listings: number;
  pictures: number;
  postings: number;
  picturesPerPosting: number;
  loadSeconds: number;
  p50Ms: number;
  p99Ms: number;
  /** A `select 1` timed before each posting's check: what the machine alone adds to a round trip. */
  roundTripP50Ms: number;
  roundTripP99Ms: number;
  copiesMissed: number;
  newPicturesMatched: number;
};

/** Pictures the bench adds are named so that the checked copies are taken from them only. */
const BENCH_PICTURE = '/uploads/images/bench-';

async function addPictures(url: string, picturesPerListing: number): Promise<{ listings: number; pictures: number }> {
  const loader = new pg.Client({ connectionString: url });
  await loader.connect();
  try {
    await loader.query('set statement_timeout = 0');
    // The seed's listings share a few dozen demo pictures; a real catalogue's are each their own.
    await loader.query(
      `insert into property_images (property_id, url, thumb_url, is_primary, position)
       select p.id, $2 || md5(p.id || '-' || k) || '.webp', $2 || md5(p.id || '-' || k) || '-thumb.webp', false, 10 + k
       from properties p cross join generate_series(0, $1 - 1) k`,
      [picturesPerListing, BENCH_PICTURE],
    );
    // Random 64-bit hashes, one per variant a picture keeps, for every picture without them, in the
    // four bands picture-hash.ts cuts.
    await loader.query(
      `insert into picture_hashes (url, variant, hash, band0, band1, band2, band3)
       select url, v, h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
       from (select url, v, ('x' || substr(md5(url || '#' || v), 1, 16))::bit(64)::bigint as h
             from (select distinct url from property_images) u cross join generate_series(0, $1 - 1) v) s
       on conflict (url, variant) do nothing`,
      [VARIANTS],
    );
    await loader.query(`insert into hashed_pictures (url, plain) select distinct url, false from property_images on conflict (url) do nothing`);
    await loader.query('vacuum (analyze) property_images, picture_hashes, hashed_pictures');
    const { rows } = await loader.query<{ listings: number; pictures: number }>(
      `select (select count(*)::int from properties) as listings, (select count(*)::int from picture_hashes) as pictures`,
    );
    return rows[0]!;
  } finally {
    await loader.end();
  }
}

async function storedSample(url: string, count: number): Promise<{ url: string; hash: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ url: string; hash: string }>(
      `select url, hash::text as hash from picture_hashes where variant = 0 and url like $2 || '%' order by random() limit $1`,
      [count, BENCH_PICTURE],
    );
    return rows;
  } finally {
    await client.end();
  }
}

const randomHash = () => signedHash(crypto.randomBytes(8).readBigInt64BE());

/** `hash` with `bits` distinct bits flipped. */
function flip(hash: bigint, bits: number): bigint {
  const chosen = new Set<number>();
  while (chosen.size < bits) chosen.add(crypto.randomInt(0, 64));
  let out = hash;
  for (const bit of chosen) out ^= 1n << BigInt(bit);
  return signedHash(out);
}

export async function measurePhotoCheck(
  databaseUrl: string,
  { postings = 2000, perPost = 6, picturesPerListing = 4 }: { postings?: number; perPost?: number; picturesPerListing?: number } = {},
): Promise<PhotoCheckFigures> {
  const started = performance.now();
  const { listings, pictures } = await addPictures(databaseUrl, picturesPerListing);
  const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
  const sample = await storedSample(databaseUrl, postings * perPost);
  const database = await openDatabase({ url: databaseUrl });
  const times: number[] = [];
  const roundTrips: number[] = [];
  let copiesMissed = 0;
  let newPicturesMatched = 0;
  try {
    for (let c = 0; c < postings; c++) {
      const posted = sample.slice(c * perPost, (c + 1) * perPost).map((row, index) => ({
        url: `/new/${c}-${index}`,
        hashes: Array.from({ length: VARIANTS }, (_, variant) => ({
          variant,
          hash: variant === 0 && index % 2 === 0 ? flip(BigInt(row.hash), crypto.randomInt(0, 4)) : randomHash(),
        })),
        copyOf: index % 2 === 0 ? row.url : null,
      }));
      const r0 = performance.now();
      await database.db.execute(sql`select 1`);
      roundTrips.push(performance.now() - r0);
      const t0 = performance.now();
      // Poster 0 has no listings: every match counts.
      const found = await findCopies(database.db, { pictures: posted, posterId: 0 });
      times.push(performance.now() - t0);
      for (const picture of posted) {
        const matches = found.filter((match) => match.url === picture.url);
        if (picture.copyOf && !matches.some((match) => match.matchedUrl === picture.copyOf)) copiesMissed++;
        if (!picture.copyOf && matches.length > 0) newPicturesMatched++;
      }
    }
  } finally {
    await database.close();
  }
  const at = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 100) / 100;
  };
  return {
    listings,
    pictures,
    postings,
    picturesPerPosting: perPost,
    loadSeconds,
    p50Ms: at(times, 0.5),
    p99Ms: at(times, 0.99),
    roundTripP50Ms: at(roundTrips, 0.5),
    roundTripP99Ms: at(roundTrips, 0.99),
    copiesMissed,
    newPicturesMatched,
  };
}
