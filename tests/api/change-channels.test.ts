// The database announces exactly the writes each change channel declares (src/server/db/change-channels.ts):
// every declared table has a trigger calling the channel's function, on the declared columns only
// where a part of the table is watched, and no trigger calls it from a table not declared; and the
// writes a channel leaves to the layer that commits them (`afterCommit`) announce nothing themselves.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_CHANNELS } from '#server/db/change-channels.ts';
import { rowsOf } from '#server/db/rows.ts';
import { conversations } from '#server/db/schema-conversations.ts';
import { insertProperty } from './fixtures/deals.ts';
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

describe('the writes conversations_changed leaves to their writers', () => {
  it('announce nothing from the database, while every other write on conversations and messages does', async () => {
    const { afterCommit } = CHANGE_CHANNELS.conversations_changed;
    const db = t.database.db;
    const [hunter, poster] = await Promise.all([t.createUser(), t.createUser()]);
    const listing = await insertProperty(t, poster.id);
    const [conversation] = await db.insert(conversations).values({ propertyId: listing.id, hunterId: hunter.id, posterId: poster.id }).returning();
    const id = conversation!.id;

    // A write's own notification arrives before one sent after its commit, on both databases.
    const heard: string[] = [];
    const listener = await t.database.listen(['conversations_changed', 'written'], {
      notified: (channel) => heard.push(channel),
      listening: () => undefined,
      settling: () => undefined,
    });
    const isAnnounced = async (write: SQL) => {
      heard.length = 0;
      await db.execute(write);
      await db.execute(sql`select pg_notify('written', '')`);
      await vi.waitFor(() => expect(heard).toContain('written'));
      return heard.includes('conversations_changed');
    };
    try {
      const message = sql`insert into messages (conversation_id, sender_id, body) values (${id}, ${hunter.id}, 'Hello')`;
      expect(await isAnnounced(message)).toBe(!afterCommit.inserts.includes('messages'));
      for (const column of afterCommit.columns.conversations) {
        const moved = sql`update conversations set ${sql.identifier(column)} = now() + interval '1 minute' where id = ${id}`;
        expect(await isAnnounced(moved), column).toBe(false);
      }
      const times = afterCommit.columns.conversations.map((column) => sql`${sql.identifier(column)} = now() + interval '2 minutes'`);
      expect(await isAnnounced(sql`update conversations set ${sql.join(times, sql`, `)} where id = ${id}`)).toBe(false);

      expect(await isAnnounced(sql`update conversations set hunter_phone_shared_at = now() where id = ${id}`)).toBe(true);
      expect(await isAnnounced(sql`update conversations set last_message_at = now(), poster_phone_shared_at = now() where id = ${id}`)).toBe(true);
      expect(await isAnnounced(sql`update messages set read_at = now() where conversation_id = ${id}`)).toBe(true);
      expect(await isAnnounced(sql`delete from messages where conversation_id = ${id}`)).toBe(true);
      expect(await isAnnounced(sql`delete from conversations where id = ${id}`)).toBe(true);
    } finally {
      await listener.close();
    }
  });
});
