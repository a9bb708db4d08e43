//search pages and listings are kept as sent while no listing changes. Every change must
// show at once, and a listing kept for everyone must stop being served the moment it is no longer
// public, while its poster and admins still see it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { properties, users } from '#server/db/schema.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let poster: TestUser;
let admin: TestUser;
let stranger: TestUser;
let listing: TProperty;
// A locality of its own, so the search page holds only this test's listing.
const AREA = 'Kokapet';

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  poster = await t.createUser();
  admin = await t.createUser({ role: 'ADMIN' });
  stranger = await t.createUser();
  listing = await postListing(t, ref, poster.token, { areaId: ref.area(AREA).areaId, title: 'Cached flat' });
});
afterAll(() => t.close());

const filters = () => ({ area: ref.area(AREA).areaId, size: 10 });

async function search(payload: object): Promise<TProperty[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return res.json().data;
}

let unasked = 0;

/**
 * The page kept as sent, checked against a page of the same listings that was never asked before
 * (a budget of its own): that one is made from the listings kept one by one (kept-rows.ts), which
 * must be as current.
 */
async function searchPage(): Promise<TProperty[]> {
  const page = await search(filters());
  expect(await search({ ...filters(), maxPrice: 1_000_000_000 - ++unasked })).toEqual(page);
  return page;
}

async function detail(token?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json() as TProperty) : null };
}

/** Asks twice, so the second answer is the kept one if anything is kept. */
async function warm() {
  await searchPage();
  await searchPage();
  await detail();
  await detail();
}

async function setListing(values: Partial<typeof properties.$inferInsert>) {
  await t.database.db.update(properties).set(values).where(eq(properties.id, listing.id));
}

describe('kept search pages and listings', () => {
  it('show an edit at once', async () => {
    await warm();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(
        ref,
        listing.images.map((image) => image.url),
        { areaId: ref.area(AREA).areaId, title: 'Edited flat', price: 9_900_000 },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect((await searchPage()).map((p) => [p.title, p.price])).toEqual([['Edited flat', 9_900_000]]);
    expect((await detail()).data).toMatchObject({ title: 'Edited flat', price: 9_900_000 });
  });

  it('show a changed picture at once', async () => {
    await warm();
    const picture = await uploadPicture(t, poster.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [picture.url], { areaId: ref.area(AREA).areaId, title: 'Edited flat' }),
    });
    expect(res.statusCode).toBe(200);
    expect((await searchPage())[0]!.imageUrl).toBe(picture.url);
    expect((await detail()).data).toMatchObject({ imageUrl: picture.url, images: [{ url: picture.url }] });
  });

  it('show a change written straight to the database, with no request to the server', async () => {
    await warm();
    await setListing({ title: 'Renamed in the database' });
    expect((await searchPage())[0]!.title).toBe('Renamed in the database');
    expect((await detail()).data?.title).toBe('Renamed in the database');
  });

  it('stop serving a deactivated listing to the public, while its poster and admins still see it', async () => {
    await warm();
    await setListing({ isActive: false });
    expect(await searchPage()).toEqual([]);
    expect((await detail()).status).toBe(404);
    expect((await detail(stranger.token)).status).toBe(404);
    expect(await detail(poster.token)).toMatchObject({ status: 200, data: { id: listing.id, isActive: false } });
    // The poster's view was not kept for everyone.
    expect((await detail()).status).toBe(404);
    expect(await detail(admin.token)).toMatchObject({ status: 200, data: { isActive: false } });

    await setListing({ isActive: true });
    expect(await detail()).toMatchObject({ status: 200, data: { isActive: true } });
    expect(await searchPage()).toHaveLength(1);
  });

  it("stop serving a listing once its poster's account is deleted; admins still see it", async () => {
    await warm();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, poster.id));
    expect(await searchPage()).toEqual([]);
    expect((await detail()).status).toBe(404);
    expect((await detail(stranger.token)).status).toBe(404);
    expect(await detail(admin.token)).toMatchObject({ status: 200, data: { id: listing.id } });
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, poster.id));
    expect((await detail()).status).toBe(200);
  });

  it("show a poster's new name on their listing at once", async () => {
    await warm();
    await t.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, poster.id));
    expect((await searchPage())[0]!.user.firstName).toBe('Renamed');
    expect((await detail()).data?.user.firstName).toBe('Renamed');
  });

  it('stop serving a deleted listing to anyone', async () => {
    await warm();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/properties/${listing.id}`, headers: bearer(poster.token) });
    expect(res.statusCode).toBeLessThan(300);
    expect(await searchPage()).toEqual([]);
    for (const token of [undefined, stranger.token, poster.token, admin.token]) expect((await detail(token)).status).toBe(404);
  });
});

//an instance knows whether what it keeps is current without asking the database
// (change-feed.ts): on PostgreSQL it hears of another instance's commits through LISTEN/NOTIFY.
describe('kept answers on a second instance of the app', () => {
  it('show an edit made through the other instance on the next read', async () => {
    const other = await t.anotherInstance();
    // The listing above is gone by now (the last test deleted it): a new one, alone in its locality.
    const fresh = await postListing(t, ref, poster.token, { areaId: ref.area(AREA).areaId, title: 'Posted on the first instance' });
    const onOther = async () => {
      const page = await other.inject({ method: 'POST', url: '/api/properties/search', payload: filters() });
      const one = await other.inject({ method: 'GET', url: `/api/properties/${fresh.id}` });
      return {
        titles: (page.json().data as TProperty[]).map((p) => p.title),
        detail: one.statusCode === 200 ? (one.json() as TProperty).title : one.statusCode,
      };
    };
    await onOther();
    expect(await onOther()).toEqual({ titles: ['Posted on the first instance'], detail: 'Posted on the first instance' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${fresh.id}`,
      headers: bearer(poster.token),
      payload: listingBody(
        ref,
        fresh.images.map((image) => image.url),
        { areaId: ref.area(AREA).areaId, title: 'Edited on the first instance' },
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(await onOther()).toEqual({ titles: ['Edited on the first instance'], detail: 'Edited on the first instance' });
    await t.database.db.update(properties).set({ title: 'Renamed in the database' }).where(eq(properties.id, fresh.id));
    expect(await onOther()).toEqual({ titles: ['Renamed in the database'], detail: 'Renamed in the database' });
  });
});

describe('kept answers beside the outbox worker', () => {
  it('stay current without a read while jobs are claimed: a write to the outbox moves no listing', async () => {
    // The worker claims with such a write every second; on PostgreSQL, taking it for a possible
    // listing change sent every kept answer and page back to the database (docs/performance.md).
    await vi.waitFor(() => expect(t.app.changes.key('listings_changed')).toBeDefined());
    const key = t.app.changes.key('listings_changed');
    await t.database.db.execute(sql`update outbox set attempts = attempts where false`);
    expect(t.app.changes.key('listings_changed')).toBe(key);
  });
});
