import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareReads } from './prepared-reads.ts';

describe('reads through kept prepared statements (embedded database)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`create table homes (id serial primary key, area int not null, price bigint not null, listed date not null);
      insert into homes (area, price, listed) select n % 5, n * 1000, date '2026-01-01' + n from generate_series(1, 200) n;`);
    prepareReads(client, 2);
    // Starting PGlite takes seconds on a busy machine.
  }, 60_000);
  afterAll(() => client.close());

  const byArea = 'select id, price::float8 as price, listed from homes where area = $1 and price >= $2 order by id limit $3';

  it('answers the same text with other values exactly, past the runs after which PostgreSQL may keep one plan', async () => {
    for (let i = 0; i < 12; i++) {
      const area = i % 5;
      const result = await client.query<{ id: number; price: number; listed: string }>(byArea, [area, i * 10_000, 3]);
      const expected = Array.from({ length: 200 }, (_, n) => n + 1)
        .filter((n) => n % 5 === area && n * 1000 >= i * 10_000)
        .slice(0, 3);
      expect(result.rows.map((row) => row.id)).toEqual(expected);
      expect(result.rows.map((row) => row.price)).toEqual(expected.map((n) => n * 1000));
    }
  });

  it('still answers once more texts were read than it keeps statements for', async () => {
    const texts = ['select count(*)::int as n from homes where area = $1', 'select max(id) as n from homes where area = $1', byArea];
    for (let round = 0; round < 2; round++) {
      const [count, max, rows] = await Promise.all([
        client.query<{ n: number }>(texts[0]!, [1]),
        client.query<{ n: number }>(texts[1]!, [1]),
        client.query<{ id: number }>(texts[2]!, [1, 0, 2]),
      ]);
      expect([count.rows[0]!.n, max.rows[0]!.n, rows.rows.map((row) => row.id)]).toEqual([40, 196, [1, 6]]);
    }
  });

  it("gives a read's error with its code, and the next read is answered", async () => {
    await expect(client.query(byArea, ['not a number', 0, 1])).rejects.toMatchObject({ code: '22P02' });
    expect((await client.query<{ id: number }>(byArea, [2, 0, 1])).rows).toEqual([{ id: 2, price: 2000, listed: expect.any(Date) as unknown }]);
  });

  it("parses a column by the query's own parser for its type (as drizzle gives for dates) and every other by PGlite's", async () => {
    const options = { parsers: { 1082: (value: string) => `day ${value}` } };
    const result = await client.query<{ id: number; listed: string }>('select id, listed from homes where id = $1', [1], options);
    expect(result.rows).toEqual([{ id: 1, listed: 'day 2026-01-02' }]);
    // The query's parsers are its own: the next read without them has PGlite's.
    expect((await client.query<{ listed: unknown }>('select listed from homes where id = $1', [1])).rows[0]!.listed).toBeInstanceOf(Date);
  });

  it('plans a full-text read for its words every time, in two exchanges a read: no statement is kept for it', async () => {
    await client.exec(`create table notes (id serial primary key, body tsvector not null);
      insert into notes (body) select to_tsvector('english', 'flat near metro ' || n) from generate_series(1, 50) n;`);
    const byWords = "select count(*)::int as n from notes where body @@ websearch_to_tsquery('english', $1)";
    const exchanges = vi.spyOn(client, 'execProtocol');
    for (let i = 0; i < 7; i++)
      expect((await client.query<{ n: number }>(byWords, [i % 2 ? 'metro' : 'garden'])).rows).toEqual([{ n: i % 2 ? 50 : 0 }]);
    // Each read asks whether a transaction is open, then reads; one more, the first time, learns the types of the text's values.
    expect(exchanges).toHaveBeenCalledTimes(15);
    exchanges.mockRestore();
    const kept = await client.query<{ statement: string }>('select statement from pg_prepared_statements where statement = $1', [byWords]);
    expect(kept.rows).toEqual([]);
  });

  it("waits for another caller's open transaction, and never sees its writes before they commit", async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const writer = client.transaction(async (tx) => {
      await tx.query('update homes set price = 1 where id = 3');
      inside();
      await committing;
    });
    await opened;
    const read = client.query<{ price: number }>('select price::float8 as price from homes where id = $1', [3]);
    const isSettled = await Promise.race([read.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);
    expect(isSettled).toBe(false);
    commit();
    await writer;
    expect((await read).rows).toEqual([{ price: 1 }]);
  });

  it('leaves writes to PGlite as before', async () => {
    const inserted = await client.query<{ id: number }>('insert into homes (area, price, listed) values ($1, $2, $3) returning id', [
      9,
      5,
      '2026-11-24',
    ]);
    expect(inserted.rows).toEqual([{ id: 201 }]);
    expect((await client.query('select id from homes where area = $1', [9])).rows).toEqual([{ id: 201 }]);
  });
});
