// Search by freshness: "confirmed in the last 7 days" and the most recently confirmed first.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { loadReference, postListing } from '../listing-fixtures.ts';

let t: TestApp;
const ids: Record<'today' | 'threeDays' | 'tenDays', number> = { today: 0, threeDays: 0, tenDays: 0 };

const search = (payload: object) => t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { area: 'Nallagandla', ...payload } });
const idsOf = async (payload: object) => ((await search(payload)).json().data as TProperty[]).map((p) => p.id);

beforeAll(async () => {
  t = await buildTestApp();
  const ref = await loadReference(t);
  const poster = await t.createUser();
  for (const [key, days] of [
    ['tenDays', 10],
    ['threeDays', 3],
    ['today', 0],
  ] as const) {
    const home = await postListing(t, ref, poster.token, { areaId: ref.area('Nallagandla').areaId, listingType: 'rent', price: 30_000 });
    ids[key] = home.id;
    await t.database.db.execute(sql`update properties set confirmed_at = now() - make_interval(days => ${days}) where id = ${home.id}`);
  }
});
afterAll(() => t.close());

describe('freshness in search', () => {
  it('filters to homes confirmed in the last 7 days', async () => {
    const found = await idsOf({ confirmedWithinDays: 7 });
    expect(found.sort()).toEqual([ids.today, ids.threeDays].sort());
    expect((await search({ confirmedWithinDays: 7 })).json().totalElements).toBe(2);
    expect((await idsOf({})).length).toBe(3);
  });

  it('sorts the most recently confirmed first, and the other way round', async () => {
    expect(await idsOf({ sortBy: 'confirmedAt' })).toEqual([ids.today, ids.threeDays, ids.tenDays]);
    expect(await idsOf({ sortBy: 'confirmedAt', sortOrder: 'asc' })).toEqual([ids.tenDays, ids.threeDays, ids.today]);
  });

  it('refuses a number of days out of range, naming the field', async () => {
    const res = await search({ confirmedWithinDays: 0 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['confirmedWithinDays']);
  });
});
