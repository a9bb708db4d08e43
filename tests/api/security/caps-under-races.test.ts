// Caps on what one person keeps hold when the requests come all at once (on PostgreSQL, truly in
// parallel): 130 simultaneous shortlist additions store 100 (the cap), the rest get 409; the same for
// saved searches. Every such cap is checked in one place (db/person-caps.ts). Eight visit requests at
// once for one home leave one awaiting visit (a unique index on awaiting visits), the rest get 409.
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

/** A date some days ahead, as YYYY-MM-DD in Hyderabad, and its weekday. */
function daysAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

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

  it('visit requests: eight at once for one home leave one awaiting visit', async () => {
    const owner = await t.createUser();
    const hunter = await t.createUser();
    const listing = await insertProperty(t, owner.id);
    const { date, weekday } = daysAhead(3);
    const slots = { slots: [{ weekday, starts: '09:00', ends: '18:00' }] };
    const offered = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}/visit-slots`,
      headers: bearer(owner.token),
      payload: slots,
    });
    expect(offered.statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/properties/${listing.id}/visits`,
          headers: bearer(hunter.token),
          payload: { date, time: `${10 + i}:00` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const sequential = answers.find((a) => a.statusCode === 409)!.json();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/visits`,
      headers: bearer(hunter.token),
      payload: { date, time: '17:00' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(sequential.message);
    const awaiting = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from visits where property_id = ${listing.id} and hunter_id = ${hunter.id} and status in ('requested', 'proposed', 'confirmed')`,
    );
    expect(awaiting[0]!.n).toBe(1);
  });
});
