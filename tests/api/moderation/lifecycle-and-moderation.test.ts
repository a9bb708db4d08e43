// A poster's answers and an admin's decisions on one listing: neither undoes the other. A poster
// cannot put back in search a listing moderation holds, and an admin who puts one back leaves it out
// of search if its poster has marked it sold meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { decide, pauseByReports, publicPage, searchIds } from './moderation-world.ts';

let t: TestApp;
let admin: TestUser;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  poster = await t.createUser({ firstName: 'Prakash' });
});
afterAll(() => t.close());

const setStatus = (id: number, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/properties/${id}/status`, headers: bearer(poster.token), payload: { status } });

async function underReview(): Promise<number> {
  const listing = await insertProperty(t, poster.id);
  await pauseByReports(t, admin, listing.id);
  expect((await publicPage(t, listing.id)).json()).toMatchObject({ reviewState: 'under_review', isActive: false });
  return listing.id;
}

describe('a listing under review', () => {
  it('stays out of search when its poster says it is still available', async () => {
    const id = await underReview();
    expect((await setStatus(id, 'available')).statusCode).toBeLessThan(300);
    expect((await publicPage(t, id)).json()).toMatchObject({ reviewState: 'under_review', isActive: false });
    expect(await searchIds(t)).not.toContain(id);
  });

  it('kept by an admin after its poster marked it sold stays out of search, as sold', async () => {
    const id = await underReview();
    expect((await setStatus(id, 'sold')).statusCode).toBeLessThan(300);
    expect((await decide(t, admin, id, { action: 'dismiss' })).statusCode).toBeLessThan(300);
    expect((await publicPage(t, id)).json()).toMatchObject({ status: 'sold', reviewState: null, isActive: false });
    expect(await searchIds(t)).not.toContain(id);
  });

  it('kept by an admin while still available goes back into search', async () => {
    const id = await underReview();
    expect((await decide(t, admin, id, { action: 'dismiss' })).statusCode).toBeLessThan(300);
    expect((await publicPage(t, id)).json()).toMatchObject({ status: 'available', reviewState: null, isActive: true });
    expect(await searchIds(t)).toContain(id);
  });
});
