// Answers about today are right the moment the day changes in India, with nothing written in
// between: the kept listings, search pages, totals and lists are kept under the day as under a write
// (db/caches.ts), on every instance.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import { todayBy } from '#server/time/clock.ts';
import { buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { loadReference, postListing, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  poster = await t.createUser();
});
afterAll(() => t.close());

/** The India date `days` after `day` (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Half a minute past midnight in India on `day`. */
const justAfterMidnight = (day: string) => `${day}T00:00:30+05:30`;

const search = async (app: TestApp['app'], filters: object) => {
  const res = await app.inject({ method: 'POST', url: '/api/properties/search', payload: { size: 100, ...filters } });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: TProperty[]; totalElements: number };
};
const found = async (app: TestApp['app'], filters: object, id: number) => (await search(app, filters)).data.some((listing) => listing.id === id);
const listing = async (app: TestApp['app'], id: number): Promise<TProperty> =>
  (await app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();
const postersList = async (app: TestApp['app'], id: number): Promise<TProperty | undefined> =>
  ((await app.inject({ method: 'GET', url: `/api/properties/user/${poster.id}` })).json().data as TProperty[]).find((p) => p.id === id);

describe('a home free from tomorrow', () => {
  it('becomes Ready to Move at midnight in India, in the listing, its poster’s list and the Ready to Move search, on both instances', async () => {
    const today = todayBy(t.clock);
    const tomorrow = dayAfter(today, 1);
    const home = await postListing(t, ref, poster.token, { listingType: 'rent', price: 30_000, isReadyToMove: true, availableFrom: tomorrow });
    const other = await t.anotherInstance();

    for (const app of [t.app, other]) {
      expect((await listing(app, home.id)).isReadyToMove).toBe(false);
      expect((await postersList(app, home.id))?.isReadyToMove).toBe(false);
      expect(await found(app, { isReadyToMove: true }, home.id)).toBe(false);
      expect(await found(app, {}, home.id)).toBe(true);
    }

    t.clock.moveTo(justAfterMidnight(tomorrow));

    for (const app of [t.app, other]) {
      expect((await listing(app, home.id)).isReadyToMove).toBe(true);
      expect((await postersList(app, home.id))?.isReadyToMove).toBe(true);
      expect(await found(app, { isReadyToMove: true }, home.id)).toBe(true);
    }
  });

  it('is found by the Ready to Move filter exactly when its badge says so', async () => {
    t.clock.moveTo(new Date());
    const today = todayBy(t.clock);
    const homes = await Promise.all([
      postListing(t, ref, poster.token, { listingType: 'rent', price: 31_000, isReadyToMove: true, availableFrom: dayAfter(today, 2) }),
      postListing(t, ref, poster.token, { listingType: 'rent', price: 32_000, isReadyToMove: true }),
      postListing(t, ref, poster.token, { listingType: 'rent', price: 33_000, isReadyToMove: false }),
      postListing(t, ref, poster.token, {
        listingType: 'sale',
        isReadyToMove: true,
        possessionStatus: 'under_construction',
        possessionDate: dayAfter(today, 400),
      }),
    ]);
    for (const days of [0, 1, 2, 3]) {
      t.clock.moveTo(justAfterMidnight(dayAfter(today, days)));
      const ready = await search(t.app, { isReadyToMove: true });
      for (const home of homes) {
        const shown = await listing(t.app, home.id);
        expect(
          ready.data.some((p) => p.id === home.id),
          `listing ${home.id} on day ${days}`,
        ).toBe(shown.isReadyToMove);
      }
    }
  });
});

describe('"confirmed within" a number of days', () => {
  it('stops finding a home once that many days have passed since it was confirmed, totals too', async () => {
    t.clock.moveTo(new Date());
    const today = todayBy(t.clock);
    const home = await postListing(t, ref, poster.token, { title: 'Freshly confirmed flat', listingType: 'rent', price: 27_500 });
    const fresh = { confirmedWithinDays: 1, listingType: 'rent', minPrice: 27_500, maxPrice: 27_500 };
    expect(await found(t.app, fresh, home.id)).toBe(true);
    const before = (await search(t.app, fresh)).totalElements;

    t.clock.moveTo(justAfterMidnight(dayAfter(today, 1)));
    expect(await found(t.app, fresh, home.id)).toBe(true);

    t.clock.moveTo(justAfterMidnight(dayAfter(today, 2)));
    expect(await found(t.app, fresh, home.id)).toBe(false);
    expect((await search(t.app, fresh)).totalElements).toBe(before - 1);
    expect(await found(t.app, { ...fresh, confirmedWithinDays: 2 }, home.id)).toBe(true);
  });

  it('counts the days from midnight in India for a home confirmed in the small hours', async () => {
    t.clock.moveTo(new Date());
    const today = todayBy(t.clock);
    const home = await postListing(t, ref, poster.token, { title: 'Flat confirmed after midnight', listingType: 'rent', price: 27_600 });
    await t.database.db.execute(sql`update properties set confirmed_at = ${`${today}T00:30:00+05:30`}::timestamptz where id = ${home.id}`);
    const fresh = { confirmedWithinDays: 1, listingType: 'rent', minPrice: 27_600, maxPrice: 27_600 };

    // Confirmed yesterday in India, 23 hours ago: still within a day, though it was the day before in UTC.
    t.clock.moveTo(justAfterMidnight(dayAfter(today, 1)));
    expect(await found(t.app, fresh, home.id)).toBe(true);

    t.clock.moveTo(justAfterMidnight(dayAfter(today, 2)));
    expect(await found(t.app, fresh, home.id)).toBe(false);
  });
});
