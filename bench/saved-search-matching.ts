// Reverse matching at scale (issue 16, point 7): fills a fresh PostgreSQL database with saved
// searches spread over the localities, listing types, budgets and BHKs, then times matching new
// listings against them (the work a post adds), and prints p50 / p99 and how many candidates the
// index handed to the exact check.
//
//   node --import tsx bench/saved-search-matching.ts --postgres postgres://postgres@127.0.0.1:5432/postgres --searches 1000000
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { seedReferenceData } from '../src/server/db/seed/reference.ts';
import { matchingSearches } from '../src/server/modules/saved-searches/match-listing.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: process.env.DATABASE_URL },
    searches: { type: 'string', default: '1000000' },
    listings: { type: 'string', default: '300' },
    // One search in this many has words to match (run by the exact check); 0: none.
    'word-every': { type: 'string', default: '20' },
  },
});
if (!values.postgres) throw new Error('--postgres is required');
const searches = Number(values.searches);
const wordEvery = Number(values['word-every']);
const name = `gruha_bench_match_${Date.now()}`;
const admin = new pg.Client({ connectionString: values.postgres });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(values.postgres);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString() });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  const db = database.db;
  await db.execute(sql`insert into users (first_name, last_name, username, email, password_hash)
    select 'Bench', 'User', 'bench' || g, 'bench' || g || '@example.test', 'x' from generate_series(1, 1000) g`);
  const started = performance.now();
  // Each search: a listing type (a fifth of them either), one locality (a tenth any), a budget
  // around its type's prices, a minimum BHK, and for one in --word-every a word to match (checked exactly).
  // Written outside the app's pool: its 10 s statement timeout is for requests, not bulk loads.
  const loader = new pg.Client({ connectionString: url.toString() });
  await loader.connect();
  await loader.query(`
    with s as (
      select g,
        (array['sale', 'rent', 'sale', 'rent', null])[1 + g % 5] as lt,
        case when g % 10 = 0 then null else 1 + (g::bigint * 7919) % 73 end as area,
        1 + (g::bigint * 31) % 4 as bhk,
        (g::bigint * 104729) % 100 as r
      from generate_series(1, ${Math.floor(searches)}) g),
    f as (
      select g, lt, area, bhk,
        case when lt = 'rent' then 5000 + r * 1000 else 2000000 + r * 150000 end as minp,
        case when lt = 'rent' then 20000 + r * 1500 else 5000000 + r * 300000 end as maxp
      from s),
    inserted as (
      insert into saved_searches (user_id, name, frequency, filters)
      select 1 + g % 1000, 'Bench ' || g, case when g % 3 = 0 then 'daily' else 'instantly' end,
        jsonb_strip_nulls(jsonb_build_object('listingType', lt, 'area', area, 'minPrice', minp, 'maxPrice', maxp, 'minBedrooms', bhk,
          'q', case when ${Math.floor(wordEvery)} > 0 and g % ${Math.floor(wordEvery)} = 0 then 'garden' end))
      from f order by g
      returning id, user_id, filters)
    insert into saved_search_keys (saved_search_id, user_id, area_id, listing_type, min_price, max_price, bedroom_mask, is_exact)
    select id, user_id, coalesce((filters->>'area')::int, 0), coalesce(filters->>'listingType', 'any'),
      (filters->>'minPrice')::bigint, (filters->>'maxPrice')::bigint, (2097151 & ~((1 << (filters->>'minBedrooms')::int) - 1)), not (filters ? 'q')
    from inserted`);
  await loader.query('analyze');
  await loader.end();
  console.log(`${searches.toLocaleString('en-IN')} saved searches written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Listings like the searches' own: a spread of types, localities, prices and BHKs.
  const result = (await db.execute(sql`
    insert into properties (user_id, title, description, property_type_id, listing_type, area_id, price, bedrooms, bathrooms)
    select 1, 'Bench listing ' || g, 'A bench listing', 1, case when g % 2 = 0 then 'sale' else 'rent' end, 1 + (g * 13) % 73,
      case when g % 2 = 0 then 3000000 + (g * 7777) % 30000000 else 10000 + (g * 331) % 150000 end, 1 + g % 4, 2
    from generate_series(1, ${Number(values.listings)}) g
    returning id`)) as unknown as { rows: { id: number }[] };
  const times: number[] = [];
  const matches: number[] = [];
  for (const { id } of result.rows) {
    const t0 = performance.now();
    const found = await matchingSearches(db, id);
    times.push(performance.now() - t0);
    matches.push(found.length);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  const mean = (list: number[]) => (list.reduce((a, b) => a + b, 0) / list.length).toFixed(0);
  console.log(`matching ${times.length} listings: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ${mean(matches)} matching searches per listing on average`);
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
