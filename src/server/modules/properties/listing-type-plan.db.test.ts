// Why the listing type is written into the search's SQL text (search-filters.ts, LISTING_TYPE_IS):
// the rent and sale indexes hold one type each (migration 0008), and PostgreSQL's generic plan, the
// one a kept prepared statement ends up with (db/prepared-reads.ts), cannot use such an index for a
// type passed as a value. This asks the installed PGlite: should a version plan it differently, the
// piece no longer buys anything and this fails.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table homes (id serial primary key, listing_type text not null, area int not null, price int not null);
    insert into homes (listing_type, area, price) select case when n % 2 = 0 then 'rent' else 'sale' end, n % 50, n from generate_series(1, 20000) n;
    create index homes_rent_idx on homes (area, price) where listing_type = 'rent';
    analyze homes;
    set plan_cache_mode = force_generic_plan;`);
});
afterAll(() => client.close());

const plan = async (statement: string) => {
  await client.exec(`prepare search as ${statement}`);
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>('explain execute search(7)');
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.exec('deallocate search');
  }
};

describe("a kept statement's plan for one listing type", () => {
  it('uses the index of that type only when the type is in the text, not a value', async () => {
    expect(await plan("select id from homes where listing_type = 'rent' and area = $1 order by price limit 20")).toContain('homes_rent_idx');
    await client.exec(`prepare typed(text, int) as select id from homes where listing_type = $1 and area = $2 order by price limit 20`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>("explain execute typed('rent', 7)");
    await client.exec('deallocate typed');
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).not.toContain('homes_rent_idx');
  });
});
