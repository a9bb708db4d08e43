// One posting's photo check at scale, on a fresh PostgreSQL database: --listings listings (default
// 1,00,000) with --pictures pictures each, every picture with a perceptual hash in picture_hashes,
// then --checks postings of --per-post pictures each checked against them as the listing-flag-checks job
// does (findCopies per picture). Half of the checked pictures are copies of stored ones (a few bits
// changed, as a resized, re-compressed copy gives), half are new. Reports p50 / p99 per posting and
// whether every copy was found. Stored hashes are random: real ones cluster more, so the bands'
// candidates are fewer here than they may be in production.
//
//   node --import tsx bench/photo-check.ts --postgres postgres://postgres@127.0.0.1:5432/postgres
//   node --import tsx bench/photo-check.ts --postgres ... --listings 2000 --checks 50   (a quick proof that it runs)
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { seedReferenceData } from '../src/server/db/seed/reference.ts';
import { findCopies } from '../src/server/modules/moderation/picture-hashes.ts';
import { signedHash } from '../src/server/modules/moderation/picture-hash.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: process.env.DATABASE_URL },
    listings: { type: 'string', default: '100000' },
    pictures: { type: 'string', default: '4' },
    checks: { type: 'string', default: '500' },
    'per-post': { type: 'string', default: '5' },
    keep: { type: 'boolean', default: false },
  },
});
if (!values.postgres) throw new Error('--postgres is required');
const [listings, pictures, checks, perPost] = [values.listings, values.pictures, values.checks, values['per-post']].map(Number);

const name = `gruha_bench_photos_${Date.now()}`;
const admin = new pg.Client({ connectionString: values.postgres });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(values.postgres);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });

try {
  await database.migrate();
  await seedReferenceData(database.db);
  const loader = new pg.Client({ connectionString: url.toString() });
  await loader.connect();
  const posters = Math.max(1, Math.floor(listings / 3));
  const started = performance.now();
  await loader.query(
    `insert into users (first_name, last_name, username, email, password_hash)
     select 'Poster', g::text, 'poster' || g, 'poster' || g || '@example.test', 'x' from generate_series(1, $1) g`,
    [posters],
  );
  await loader.query(
    `insert into properties (user_id, title, description, property_type_id, listing_type, area_id, price, bedrooms, bathrooms)
     select (select min(id) from users) + (g % $2), 'Flat ' || g, 'A flat.', (select min(id) from property_types),
       case when g % 2 = 0 then 'rent' else 'sale' end, (select min(id) from areas), 10000 + g, 2, 2
     from generate_series(1, $1) g`,
    [listings, posters],
  );
  await loader.query(
    `insert into property_images (property_id, url, thumb_url, is_primary, position)
     select p.id, '/uploads/images/' || md5(p.id || '-' || k) || '.webp', '/uploads/images/' || md5(p.id || '-' || k) || '-thumb.webp', k = 0, k
     from properties p cross join generate_series(0, $1 - 1) k`,
    [pictures],
  );
  // Random 64-bit hashes, split into the four bands as picture-hash.ts splits them.
  await loader.query(
    `insert into picture_hashes (url, hash, band0, band1, band2, band3)
     select url, h, ((h >> 48) & 65535)::int, ((h >> 32) & 65535)::int, ((h >> 16) & 65535)::int, (h & 65535)::int
     from (select url, ('x' || substr(md5(url), 1, 16))::bit(64)::bigint as h from property_images) s`,
  );
  await loader.query('analyze');
  const loaded = await loader.query<{ url: string; hash: string; userId: number }>(
    `select h.url, h.hash::text as hash, p.user_id as "userId" from picture_hashes h
     join property_images i on i.url = h.url join properties p on p.id = i.property_id order by random() limit $1`,
    [checks * perPost],
  );
  console.log(`loaded ${listings} listings, ${listings * pictures} pictures in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const flip = (hash: bigint, bits: number) => {
    let out = hash;
    for (let i = 0; i < bits; i++) out ^= 1n << BigInt(crypto.randomInt(0, 64));
    return signedHash(out);
  };
  const times: number[] = [];
  let missed = 0;
  const checker = 0; // a poster id no listing has: every match counts
  for (let c = 0; c < checks; c++) {
    const batch = loaded.rows.slice(c * perPost, (c + 1) * perPost);
    const posted = batch.map((row, index) => ({
      url: `/new/${c}-${index}`,
      // Even pictures are copies of stored ones (a few bits changed), odd ones new.
      hash: index % 2 === 0 ? flip(BigInt(row.hash), crypto.randomInt(0, 4)) : signedHash(crypto.randomBytes(8).readBigInt64BE()),
      copyOf: index % 2 === 0 ? row.url : null,
    }));
    const t0 = performance.now();
    const found = await findCopies(database.db, { pictures: posted, posterId: checker });
    times.push(performance.now() - t0);
    for (const picture of posted)
      if (picture.copyOf && !found.some((match) => match.url === picture.url && match.matchedUrl === picture.copyOf)) missed++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(
    JSON.stringify({
      scenario: 'photo-check',
      listings,
      pictures: listings * pictures,
      postings: checks,
      picturesPerPosting: perPost,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      copiesMissed: missed,
    }),
  );
  await loader.end();
} finally {
  await database.close();
  if (!values.keep) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
