// The database announces exactly the writes each change channel declares (src/server/db/change-channels.ts):
// every declared table has a trigger calling the channel's function, on the declared columns only
// where a part of the table is watched, and no trigger calls it from a table not declared.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNELS } from '#server/db/change-channels.ts';
import { rowsOf } from '#server/db/rows.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type TriggerRow = { table: string; fn: string; columns: string[] | null };

async function triggers(): Promise<TriggerRow[]> {
  return rowsOf<TriggerRow>(
    t.database.db,
    sql`
    select c.relname as "table", p.proname as "fn",
      (select array_agg(a.attname::text order by a.attname) from pg_attribute a
        where a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])) as "columns"
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal`,
  );
}

describe('change channels', () => {
  it('are announced by triggers on exactly the tables and columns they declare', async () => {
    const all = await triggers();
    for (const [channel, { trigger, tables }] of Object.entries(CHANGE_CHANNELS)) {
      const announced = Object.fromEntries(
        all.filter((row) => row.fn === trigger).map((row) => [row.table, row.columns === null ? 'every column' : row.columns]),
      );
      const declared = Object.fromEntries(
        Object.entries(tables).map(([table, columns]) => [table, columns === 'every column' ? columns : [...columns].sort()]),
      );
      expect(announced, channel).toEqual(declared);
    }
  });
});
