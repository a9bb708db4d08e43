// A fresh database for one benchmark run: migrations, reference and demo data (people, pictures,
// deals, the demo tenancy), then `listings` listings in all, spread like the demo data (localities, types, sale and
// rent, prices and sizes), written by set-based SQL so that a million rows take minutes, not hours.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { firstRow, rowsOf } from '../src/server/db/rows.ts';
import { seedDemoData } from '../src/server/db/seed/demo.ts';
import { createLocalStore } from '../src/server/storage/local-store.ts';
import type { ObjectStore } from '../src/server/storage/object-store.ts';
import { seedReferenceData } from '../src/server/db/seed/reference.ts';
import { outbox } from '../src/server/db/schema.ts';
import { LISTING_AGE_CHECK_JOB, listingAgeCheckKey } from '../src/server/modules/listing-lifecycle/periodic-check.ts';
import { reminderRunKey, TENANCY_REMINDER_RUN_JOB } from '../src/server/modules/tenancies/reminder-jobs.ts';
import { todayInIndia } from '../src/shared/india-date.ts';
import { BENCH_TENANCIES, insertTenancies } from './prepare-tenancies.ts';

/** `reused`: a kept database seeded by an earlier run. */
export type PreparedDatabase = { dataDir: string; databaseUrl?: string; reused: boolean; drop(): Promise<void> };

const BATCH = 100_000;

type Options = { listings: number; workDir: string; adminUrl?: string; keep?: string };

/**
 * For PostgreSQL, a new database beside the one `adminUrl` names; for PGlite, a data directory.
 * `keep` (PostgreSQL only) names a database that outlives the run: one already seeded with `listings`
 * listings is used as it is, so a million need seeding once; one seeded with another count, or not to
 * the end, is seeded again. Its pictures' files are not kept: it serves searches, not pictures.
 */
export async function prepareDatabase(options: Options): Promise<PreparedDatabase> {
  const dataDir = fs.mkdtempSync(path.join(options.workDir, 'data-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (options.adminUrl) return preparePostgres({ ...options, adminUrl: options.adminUrl }, dataDir, removeDir);
  if (options.keep !== undefined) throw new Error('Only a PostgreSQL database is kept between runs');
  try {
    await fill({ dataDir: path.join(dataDir, 'db') }, options.listings, createLocalStore(dataDir));
  } catch (error) {
    await removeDir();
    throw error;
  }
  return { dataDir, reused: false, drop: removeDir };
}

async function preparePostgres(options: Options & { adminUrl: string }, dataDir: string, removeDir: () => Promise<void>): Promise<PreparedDatabase> {
  const { adminUrl, keep } = options;
  // The prefix keeps a mistyped name from dropping a database that is not the bench's.
  if (keep !== undefined && !/^gruha_bench_[a-z0-9_]+$/.test(keep))
    throw new Error(`A kept database's name is gruha_bench_ and lower-case letters, digits or _: not ${keep}`);
  const name = keep ?? `gruha_bench_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const seededMark = `gruha bench: ${options.listings} listings`;
  if (keep !== undefined && (await markOf(adminUrl, name)) === seededMark) {
    await useAgain(databaseUrl);
    return { dataDir, databaseUrl, reused: true, drop: removeDir };
  }
  const dropDatabase = () => withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  await dropDatabase();
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  try {
    await fill({ url: databaseUrl }, options.listings, createLocalStore(dataDir));
  } catch (error) {
    await dropDatabase();
    await removeDir();
    throw error;
  }
  // Written last: a database whose seeding stopped part-way has no mark, and is seeded again.
  if (keep !== undefined) await withClient(adminUrl, (c) => c.query(`comment on database ${name} is '${seededMark}'`));
  const drop = async () => {
    if (keep === undefined) await dropDatabase();
    await removeDir();
  };
  return { dataDir, databaseUrl, reused: false, drop };
}

/** What a kept database's comment says it holds, if it exists. */
async function markOf(adminUrl: string, name: string): Promise<string | undefined> {
  const { rows } = await withClient(adminUrl, (c) =>
    c.query<{ mark: string | null }>(`select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`, [name]),
  );
  return rows[0]?.mark ?? undefined;
}

/** A kept database on another day: migrations since, and that day's periodic runs counted as done. */
async function useAgain(url: string) {
  const database = await openDatabase({ url });
  try {
    await database.migrate();
    await markTodaysRunsDone(database.db);
  } finally {
    await database.close();
  }
}

async function fill(target: { url?: string; dataDir?: string }, listings: number, store: ObjectStore) {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDemoData(database.db, store);
    const { existing } = firstRow(await rowsOf<{ existing: number }>(database.db, sql`select count(*)::int as existing from properties`));
    for (let done = existing; done < listings; done += BATCH) {
      await withoutTimeout(database.db, insertListings(Math.min(BATCH, listings - done)));
      process.stdout.write(`  seeded ${Math.min(done + BATCH, listings).toLocaleString('en-IN')} listings\r`);
    }
    process.stdout.write('\n');
    await insertTenancies((statement) => withoutTimeout(database.db, statement), BENCH_TENANCIES);
    await markTodaysRunsDone(database.db);
    await withoutTimeout(
      database.db,
      sql`insert into property_images (property_id, url, thumb_url, is_primary, position)
      select p.id, pic.url, pic.thumb_url, true, 0
      from properties p
      join lateral (select url, thumb_url from property_images where is_primary order by id offset (p.id % 40) limit 1) pic on true
      where not exists (select 1 from property_images i where i.property_id = p.id)`,
    );
    // VACUUM as well as ANALYZE: it marks the table's pages all-visible, as autovacuum soon does after
    // a production database takes many rows, and only then may a search's total be counted from an
    // index alone (index-only scan). VACUUM cannot run in a transaction: a plain connection runs it,
    // without the pool's statement timeout. The checkpoint writes out the seed's gigabyte of changed
    // pages now, not while the first scenarios are measured.
    if (target.url) {
      await withClient(target.url, async (c) => {
        await c.query('vacuum (analyze)');
        await c.query('checkpoint');
      });
    } else await database.db.execute(sql`vacuum (analyze)`);
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function markTodaysRunsDone(db: Db) {
  // Today's listing age check counts as run. A running site ages each day's listings as they come due;
  // a catalogue seeded at once would be aged in one catch-up of tens of thousands of writes while the
  // scenarios are measured, each write making every kept answer stale.
  const day = todayInIndia();
  await db
    .insert(outbox)
    .values({ kind: LISTING_AGE_CHECK_JOB, payload: { day }, dedupeKey: listingAgeCheckKey(day), doneAt: new Date() })
    .onConflictDoNothing();
  // So does today's tenancy reminder run, for the same reason: the 10,000 copies of the demo tenancy
  // share its month overdue, and the run would send a reminder for each (a notification written
  // each) while the tenancy's reads are measured.
  await db
    .insert(outbox)
    .values({ kind: TENANCY_REMINDER_RUN_JOB, payload: { day }, dedupeKey: reminderRunKey(day), doneAt: new Date() })
    .onConflictDoNothing();
}

/** Bulk statements outlast the server's 10 s statement timeout, which stays for every other query. */
async function withoutTimeout(db: Db, statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(statement);
  });
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` listings by the demo people: prices log-uniform in each kind's range (sale ₹25 lakh to
 * ₹20 crore, rent ₹8,000 to ₹3 lakh), 40% to let, sizes growing with bedrooms, dates over two years,
 * and every listing fact drawn independently: rentals with deposit (2-6 months), maintenance,
 * tenants, available from and house rules; sales with possession (a fifth under construction), age
 * and half with a RERA number; all with furnishing, parking, floors and facing. Their states as a
 * catalogue that ages has them: 78% confirmed within 14 days, 10% asked and not yet answered (both
 * listed), 5% hidden for going unconfirmed, 5% rented out or sold and 2% closed (not listed), so that
 * searches measure the filtering of listings no longer listed.
 */
function insertListings(count: number) {
  return sql`
    with ref as (
      select (select array_agg(id order by id) from users) as people,
             (select array_agg(id order by id) from areas) as area_ids,
             (select array_agg(name order by id) from areas) as area_names,
             (select array_agg(pincode order by id) from areas) as pincodes,
             (select array_agg(latitude order by id) from areas) as area_lats,
             (select array_agg(longitude order by id) from areas) as area_lngs,
             (select array_agg(id order by id) from property_types) as type_ids,
             (select array_agg(name order by id) from property_types) as type_names
    ),
    draw as (
      select g, random() as r_area, random() as r_type, random() < 0.4 as is_rent, random() as r_price,
             floor(random() * 5)::int + 1 as beds, random() as r_misc,
             random() as r_furnish, random() as r_tenants, random() as r_deposit, random() as r_stage, random() as r_floor,
             random() as r_facing, random() as r_parking, random() as r_rules, random() as r_north, random() as r_east,
             random() as r_state, random() as r_confirmed
      from generate_series(1, ${count}) g
    ),
    picked as (
      select d.*, ref.*,
             1 + floor(d.r_area * array_length(ref.area_ids, 1))::int as ai,
             1 + floor(d.r_type * array_length(ref.type_ids, 1))::int as ti
      from draw d cross join ref
    )
    insert into properties (user_id, title, description, property_type_id, listing_type, area_id, pincode, address,
      price, price_display, area_sqft, bedrooms, bathrooms, balconies, amenities, is_verified, is_ready_to_move,
      owner_type, created_at, updated_at,
      furnishing, parking, floor, total_floors, facing,
      deposit, maintenance, preferred_tenants, available_from, pets_allowed, non_veg_allowed,
      possession_status, possession_date, building_age_years, rera_number, latitude, longitude,
      status, is_active, confirmed_at, status_changed_at)
    select people[1 + (g % array_length(people, 1))],
           beds || ' BHK ' || type_names[ti] || ' in ' || area_names[ai],
           'A ' || beds || ' bedroom ' || lower(type_names[ti]) || case when is_rent then ' for rent' else ' for sale' end ||
             ' in ' || area_names[ai] || ', close to schools, hospitals and the metro.',
           type_ids[ti], case when is_rent then 'rent' else 'sale' end, area_ids[ai], pincodes[ai],
           area_names[ai] || ', Hyderabad',
           price, null, least(9999, beds * (400 + floor(r_misc * 500)::int)), beds, greatest(1, beds - 1),
           floor(r_misc * 3)::int, 'Parking, Security, Lift, Power Backup', r_misc < 0.6, r_misc < 0.7,
           case when g % 3 = 0 then 'broker' else 'owner' end,
           now() - (r_misc * interval '730 days'), now(),
           (array['unfurnished', 'semi', 'fully'])[1 + floor(r_furnish * 3)::int],
           (array['none', 'two_wheeler', 'car'])[1 + floor(r_parking * 3)::int],
           floor(r_floor * (1 + floor(r_stage * 30)))::int, 1 + floor(r_stage * 30)::int,
           (array['east', 'west', 'north', 'south', 'north_east', 'north_west', 'south_east', 'south_west'])[1 + floor(r_facing * 8)::int],
           case when is_rent then price * (2 + floor(r_deposit * 5)::int) end,
           case when is_rent then floor(r_floor * 50)::int * 100 end,
           case when is_rent then (array['family', 'bachelors', 'company', 'anyone'])[1 + floor(r_tenants * 4)::int] end,
           case when is_rent then date '2026-11-15' + floor(r_deposit * 78)::int end,
           case when is_rent then r_rules < 0.35 end,
           case when is_rent then r_rules < 0.8 end,
           case when not is_rent then case when r_tenants < 0.2 then 'under_construction' else 'ready' end end,
           case when not is_rent and r_tenants < 0.2 then date '2027-03-01' + floor(r_deposit * 1000)::int end,
           case when not is_rent and r_tenants >= 0.2 then floor(r_rules * 25)::int end,
           case when not is_rent and r_tenants < 0.5 then 'P024' || lpad((g % 100000000)::text, 8, '0') end,
           -- Scattered about 1 km either way of the locality's centre, as the demo catalogue places homes.
           area_lats[ai] + (r_north - 0.5) * 0.018, area_lngs[ai] + (r_east - 0.5) * 0.019,
           state, state in ('available', 'unconfirmed'),
           -- Never confirmed before it was posted.
           greatest(now() - (r_misc * interval '730 days'), now() - make_interval(days => case state
             when 'available' then floor(r_confirmed * 14)::int
             when 'unconfirmed' then 14 + floor(r_confirmed * 30)::int
             when 'hidden' then 44 + floor(r_confirmed * 60)::int
             else floor(r_confirmed * 90)::int end)),
           now() - make_interval(days => floor(r_confirmed * 30)::int)
    from (
      select picked.*,
             case when is_rent then (round(exp(ln(8000) + r_price * ln(37.5)) / 500) * 500)::bigint
                  else (round(exp(ln(2500000) + r_price * ln(80)) / 50000) * 50000)::bigint end as price,
             case when r_state < 0.78 then 'available' when r_state < 0.88 then 'unconfirmed' when r_state < 0.93 then 'hidden'
                  when r_state < 0.98 then case when is_rent then 'rented_out' else 'sold' end else 'closed' end as state
      from picked
    ) listing`;
}
