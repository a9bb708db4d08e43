// Caps on what one person keeps hold when the requests come all at once (on PostgreSQL, truly in
// parallel): 130 simultaneous shortlist additions store 100 (the cap), the rest get 409; the same for
// saved searches. Every such cap is checked in one place (db/person-caps.ts).
import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '#shared/contracts/saved-search.ts';
import { MAX_SHORTLIST } from '#shared/contracts/shortlist.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: string, userId: number) =>
  (await rowsOf<{ n: number }>(t.database.db, sql.raw(`select count(*)::int as n from ${table} where user_id = ${userId}`)))[0]!.n;

describe('caps under simultaneous requests', () => {
  it(`shortlist: ${MAX_SHORTLIST + 30} additions at once keep ${MAX_SHORTLIST}`, async () => {
    const owner = await t.createUser();
    const person = await t.createUser();
    const listings = [];
    for (let i = 0; i < MAX_SHORTLIST + 30; i++) listings.push((await insertProperty(t, owner.id)).id);
    const answers = await Promise.all(
      listings.map((id) => t.app.inject({ method: 'PUT', url: `/api/shortlist/${id}`, headers: bearer(person.token) })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_SHORTLIST);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    expect(await count('shortlist_items', person.id)).toBe(MAX_SHORTLIST);
  });

  it(`saved searches: ${MAX_SAVED_SEARCHES + 10} saves at once keep ${MAX_SAVED_SEARCHES}`, async () => {
    const person = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          headers: bearer(person.token),
          payload: { name: `Search ${i}`, frequency: 'never', filters: { minBedrooms: 1 } },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(10);
    expect(await count('saved_searches', person.id)).toBe(MAX_SAVED_SEARCHES);
  });
});
