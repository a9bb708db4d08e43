// Reverse matching at scale, on a fresh PostgreSQL database:
//  1. posting throughput through the real app with no saved searches, then with the first --searches
//     count loaded (the issue asks for at least 0.8 of the first at 1,00,000);
//  2. at each --searches count, matching new listings against the saved searches (p50 / p99), and the
//     whole worker job (matching plus writing the alerts).
// Saved searches are modelled on what people save (docs/performance.md).
//
//   node --import tsx bench/saved-search-matching.ts --postgres postgres://postgres@127.0.0.1:5432/postgres --searches 100000,1000000
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { readConfig } from '../src/server/config.ts';
import { alertLimits } from '../src/server/http/request-limits.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { rowsOf } from '../src/server/db/rows.ts';
import { seedReferenceData } from '../src/server/db/seed/reference.ts';
import { users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/crypto/passwords.ts';
import { alertNewMatches } from '../src/server/modules/saved-searches/alerts.ts';
import { matchingSearches } from '../src/server/modules/saved-searches/match-listing.ts';
import { residualKey } from '../src/server/modules/saved-searches/queries.ts';
import { multipart, pictureBytes } from '../tests/api/listing-fixtures.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: process.env.DATABASE_URL },
    searches: { type: 'string', default: '100000,1000000' },
    listings: { type: 'string', default: '300' },
    posts: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
  },
});
if (!values.postgres) throw new Error('--postgres is required');
const steps = values.searches.split(',').map(Number);
const name = `gruha_bench_match_${Date.now()}`;
const admin = new pg.Client({ connectionString: values.postgres });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(values.postgres);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-bench-match-'));
const SEARCHERS = 50_000;

/**
 * Saved searches as people save them: a listing type (55% rent, 40% sale, 5% either); one locality
 * (50%), two (30%), three (15%) or none (5%), popular localities far more often; a BHK set (90%);
 * a budget band (a ceiling, with a floor at 60% of it for 60%); words for 8%; a furnishing choice
 * for 10% of rentals (not in the key: one residual, checked once per listing). Keys are written as
 * match-keys.ts writes them for such filters.
 */
async function loadSearches(loader: pg.Client, from: number, to: number) {
  const furnished = { furnishing: ['fully' as const] };
  const furnishedResidual = (
    await loader.query<{ id: number }>(
      `insert into saved_search_residuals (filters_key, filters) values ($1, $2)
        on conflict (filters_key) do update set filters_key = excluded.filters_key returning id`,
      [residualKey(furnished), furnished],
    )
  ).rows[0]!.id;
  await loader.query(`select setseed(${(from % 1000) / 1000})`);
  await loader.query(`
    with r as (
      select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8, random() r9
      from generate_series(${from}, ${to}) g),
    s as (
      select g, r9,
        case when r1 < 0.55 then 'rent' when r1 < 0.95 then 'sale' end as lt,
        (array(select distinct a from unnest(array[1 + floor(73 * power(r3, 1.5))::int, 1 + floor(73 * power(r4, 1.5))::int, 1 + floor(73 * power(r5, 1.5))::int]) with ordinality u(a, o)
          where o <= case when r2 < 0.05 then 0 when r2 < 0.55 then 1 when r2 < 0.85 then 2 else 3 end)) as areas,
        case when r6 < 0.1 then null when r1 < 0.55 then (array['{1}','{2}','{2,3}','{3}','{1,2}'])[1 + floor(r6 * 5)::int]
          else (array['{2}','{3}','{2,3}','{3,4}','{4}'])[1 + floor(r6 * 5)::int] end::int[] as bhk,
        case when r1 < 0.55 then round((10000 + power(r7, 1.5) * 140000)::numeric, -3)::bigint when r1 < 0.95 then round((3000000 + power(r7, 1.5) * 47000000)::numeric, -5)::bigint end as maxp,
        case when r8 < 0.08 then (array['gated community','swimming pool','metro','park facing','lake view','power backup','vastu','gym'])[1 + floor(r9 * 8)::int] end as q,
        r1 < 0.55 and r8 > 0.9 as furnished
      from r),
    f as (
      select *, case when maxp is not null and r9 < 0.6 then round(maxp * 0.6)::bigint end as minp from s),
    inserted as (
      insert into saved_searches (user_id, name, frequency, filters)
      select 1 + g % ${SEARCHERS}, 'Bench ' || g, case when g % 4 = 0 then 'daily' else 'instantly' end,
        jsonb_strip_nulls(jsonb_build_object('listingType', lt, 'areas', case when cardinality(areas) > 0 then to_jsonb(areas) end,
          'bedrooms', to_jsonb(bhk), 'minPrice', minp, 'maxPrice', maxp, 'q', q,
          'furnishing', case when furnished then '["fully"]'::jsonb end))
      from f order by g
      returning id, user_id, filters)
    insert into saved_search_keys (saved_search_id, user_id, area_id, listing_type, min_price, max_price, bedroom_mask, words, residual_id)
    select id, user_id, coalesce(a.value::int, 0), coalesce(filters->>'listingType', 'any'),
      coalesce((filters->>'minPrice')::bigint, 0), coalesce((filters->>'maxPrice')::bigint, 1000000000),
      coalesce((select bit_or(case when c::int >= 4 then 2097151 & ~15 else 1 << c::int end) from jsonb_array_elements_text(filters->'bedrooms') c), 2097151),
      case when filters ? 'q' then websearch_to_tsquery('english', filters->>'q') end,
      case when filters ? 'furnishing' then ${furnishedResidual} end
    from inserted left join lateral jsonb_array_elements_text(filters->'areas') a on true`);
  await loader.query('vacuum analyze saved_search_keys');
  await loader.query('analyze saved_searches');
}

/** Listings like the ones posted: type, a popular locality more often, BHKs, a price for the type, a word or none. */
async function newListings(count: number): Promise<number[]> {
  const inserted = await rowsOf<{ id: number }>(
    database.db,
    sql`
    insert into properties (user_id, title, description, property_type_id, listing_type, area_id, price, bedrooms, bathrooms)
    select 1, 'Bench listing ' || g,
      'A bench listing. ' || (array['Gated community', 'Swimming pool', 'Near the metro', 'Park facing', 'Quiet street', 'Power backup', 'Vastu', ''])[1 + g % 8],
      1, case when g % 2 = 0 then 'sale' else 'rent' end, 1 + floor(73 * power(random(), 1.5))::int,
      case when g % 2 = 0 then round((2500000 + power(random(), 1.5) * 37500000)::numeric, -5) else round((8000 + power(random(), 1.5) * 120000)::numeric, -3) end,
      (array[1, 2, 2, 2, 3, 3, 3, 4])[1 + floor(random() * 8)::int], 2
    from generate_series(1, ${count}) g
    returning id`,
  );
  return inserted.map((row) => row.id);
}

const quantile = (times: number[], q: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);

try {
  await database.migrate();
  await seedReferenceData(database.db);
  const db = database.db;
  await db.insert(users).values({
    firstName: 'Bench',
    lastName: 'Poster',
    username: 'benchposter',
    email: 'benchposter@example.test',
    passwordHash: await hashPassword('Passw0rd!'),
    mobileNumber: '9000000001',
  });
  await db.execute(sql`insert into users (first_name, last_name, username, email, password_hash)
    select 'Bench', 'Searcher', 'bench' || g, 'bench' || g || '@example.test', 'x' from generate_series(1, ${SEARCHERS}) g`);

  // Posting through the real app (validation, pictures, the listing's transaction), outbox worker off.
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-at-least-32-characters-long',
    SEED_DEMO: 'false',
    OUTBOX_WORKER: 'false',
    // One poster posts every listing measured.
    RATE_LIMITS: 'listing-post=1000000',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'benchposter', password: 'Passw0rd!' } })).json()
    .data.token as string;
  const upload = multipart(await pictureBytes());
  const picture = (
    await app.inject({ method: 'POST', url: '/api/upload/image', ...upload, headers: { ...upload.headers, authorization: `Bearer ${token}` } })
  ).json().data.url as string;
  const postBody = (i: number) => ({
    title: `Bench 2 BHK apartment ${i}`,
    description: 'Posted by the benchmark. Gated community near the metro.',
    propertyTypeId: 1,
    listingType: i % 2 === 0 ? 'rent' : 'sale',
    areaId: 1 + (i % 20),
    price: i % 2 === 0 ? 25_000 : 8_500_000,
    areaSqft: 1100,
    bedrooms: 2,
    bathrooms: 2,
    imageUrls: [picture],
  });
  async function postingRate(label: string): Promise<number> {
    const posts = Number(values.posts);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Number(values.concurrency) }, async () => {
        while (next < posts) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/properties',
            headers: { authorization: `Bearer ${token}` },
            payload: postBody(next++),
          });
          if (res.statusCode !== 201) throw new Error(`posting failed: ${res.statusCode} ${res.body}`);
        }
      }),
    );
    const rate = posts / ((performance.now() - started) / 1000);
    console.log(`posting ${posts} listings (${values.concurrency} at a time) ${label}: ${rate.toFixed(1)} posts/s`);
    return rate;
  }
  await postingRate('(warm-up)');
  const none = await postingRate('with no saved searches');

  const loader = new pg.Client({ connectionString: url.toString() });
  // Dropping the database at the end ends this connection too.
  loader.on('error', () => {});
  await loader.connect();
  let loaded = 0;
  for (const [index, target] of steps.entries()) {
    const started = performance.now();
    await loadSearches(loader, loaded + 1, target);
    loaded = target;
    console.log(`${target.toLocaleString('en-IN')} saved searches (${((performance.now() - started) / 1000).toFixed(1)} s to write)`);
    if (index === 0) {
      const some = await postingRate(`with ${target.toLocaleString('en-IN')} saved searches`);
      console.log(`posting keeps ${(some / none).toFixed(2)} of its throughput with no saved searches`);
    }
    const ids = await newListings(Number(values.listings));
    const matchTimes: number[] = [];
    const jobTimes: number[] = [];
    const matches: number[] = [];
    for (const id of ids) {
      const t0 = performance.now();
      matches.push((await matchingSearches({ db, kept: app.listings }, id)).length);
      matchTimes.push(performance.now() - t0);
      const t1 = performance.now();
      await db.transaction((tx) => alertNewMatches({ db: tx, kept: app.listings }, id, new Set(), alertLimits(config.rateLimits)));
      jobTimes.push(performance.now() - t1);
    }
    const mean = (list: number[]) => (list.reduce((a, b) => a + b, 0) / list.length).toFixed(1);
    console.log(
      `  matching ${ids.length} listings: p50 ${quantile(matchTimes, 0.5)} ms, p99 ${quantile(matchTimes, 0.99)} ms, max ${quantile(matchTimes, 1)} ms; ` +
        `${mean(matches)} matching searches per listing; whole job with alerts p50 ${quantile(jobTimes, 0.5)} ms, p99 ${quantile(jobTimes, 0.99)} ms`,
    );
    // The candidates statement of match-listing.ts, as it runs there.
    const plan = await loader.query(`explain (analyze, buffers, costs off)
      select k.residual_id, array_agg(k.saved_search_id) as ids
      from properties cross join lateral (
        select k.saved_search_id, k.residual_id from saved_search_keys k
        where k.is_owner_active and k.area_id in (0, properties.area_id) and k.listing_type in ('any', properties.listing_type)
          and k.min_price <= properties.price and k.max_price >= properties.price
          and (k.bedroom_mask & (1 << least(properties.bedrooms, 20))) <> 0
          and k.user_id <> properties.user_id and (k.words is null or properties.search_vector @@ k.words)) k
      where properties.id = ${ids[0]} and properties.is_active
        and not exists (select 1 from users u where u.id = properties.user_id and u.deleted_at is not null)
      group by k.residual_id`);
    console.log(plan.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n'));
  }
  await loader.end();
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
