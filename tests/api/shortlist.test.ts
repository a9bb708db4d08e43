//the shortlist lives on the server for signed-in people; a listing deleted or
// deactivated since shows as no longer available, not as an error, saying whether its poster or
// Gruha's moderators took it down.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { insertProperty } from './fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let owner: TestUser;
let visitor: TestUser;

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who?: TestUser) => t.app.inject({ method, url, headers: who ? bearer(who.token) : {} });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser({ firstName: 'Owen' });
  visitor = await t.createUser({ firstName: 'Vani' });
});
afterAll(() => t.close());

describe('shortlist', () => {
  it('is for signed-in people only', async () => {
    expect((await call('GET', '/api/shortlist')).statusCode).toBe(401);
    const listing = await insertProperty(t, owner.id);
    expect((await call('PUT', `/api/shortlist/${listing.id}`)).statusCode).toBe(401);
  });

  it('adds a listing once, lists it as a card, and removes it', async () => {
    const listing = await insertProperty(t, owner.id, { title: 'Lake view 3 BHK' });
    const added = await call('PUT', `/api/shortlist/${listing.id}`, visitor);
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe('Added to your shortlist');
    expect(added.json().data).toEqual({ propertyId: listing.id, isShortlisted: true, count: 1 });
    const again = await call('PUT', `/api/shortlist/${listing.id}`, visitor);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.count).toBe(1);
    const items = (await call('GET', '/api/shortlist', visitor)).json().data.filter((i: { propertyId: number }) => i.propertyId === listing.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'Lake view 3 BHK',
      isAvailable: true,
      property: { id: listing.id, title: 'Lake view 3 BHK', price: 12_500_000 },
    });
    // Someone else's shortlist is their own.
    expect((await call('GET', '/api/shortlist', owner)).json().data).toEqual([]);

    const removed = await call('DELETE', `/api/shortlist/${listing.id}`, visitor);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ propertyId: listing.id, isShortlisted: false, count: 0 });
    expect((await call('GET', '/api/shortlist', visitor)).json().data).toEqual([]);
  });

  it('refuses listings that do not exist or that the person may not see, naming nothing else', async () => {
    expect((await call('PUT', '/api/shortlist/999999', visitor)).statusCode).toBe(404);
    const hidden = await insertProperty(t, owner.id, { isActive: false });
    const res = await call('PUT', `/api/shortlist/${hidden.id}`, visitor);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Property not found');
    const bad = await call('PUT', '/api/shortlist/abc', visitor);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
  });

  it('shows a deleted or deactivated listing as no longer available, with the title it had', async () => {
    const deleted = await insertProperty(t, owner.id, { title: 'Villa soon gone' });
    const deactivated = await insertProperty(t, owner.id, { title: 'Flat soon hidden' });
    await call('PUT', `/api/shortlist/${deleted.id}`, visitor);
    await call('PUT', `/api/shortlist/${deactivated.id}`, visitor);

    expect((await call('DELETE', `/api/properties/${deleted.id}`, owner)).statusCode).toBe(200);
    await t.database.db.update(properties).set({ isActive: false }).where(eq(properties.id, deactivated.id));

    const res = await call('GET', '/api/shortlist', visitor);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.map((i: { propertyId: number }) => [i.propertyId, i]));
    expect(byId.get(deleted.id)).toMatchObject({ title: 'Villa soon gone', isAvailable: false, removedBy: 'poster', property: null });
    expect(byId.get(deactivated.id)).toMatchObject({ title: 'Flat soon hidden', isAvailable: false, removedBy: 'poster', property: null });
    // And it can still be removed.
    expect((await call('DELETE', `/api/shortlist/${deleted.id}`, visitor)).statusCode).toBe(200);
  });

  it("says a listing Gruha's moderators took down was removed by them, on the shortlist and on its page", async () => {
    const listing = await insertProperty(t, owner.id, { title: 'Flat with copied photos' });
    await call('PUT', `/api/shortlist/${listing.id}`, visitor);
    await t.database.db
      .update(properties)
      .set({ isActive: false, reviewState: 'hidden', hiddenReason: 'Copied photos' })
      .where(eq(properties.id, listing.id));
    const item = (await call('GET', '/api/shortlist', visitor)).json().data.find((i: { propertyId: number }) => i.propertyId === listing.id);
    expect(item).toMatchObject({ isAvailable: false, removedBy: 'moderators', property: null });
    const page = await call('GET', `/api/properties/${listing.id}`, visitor);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe("This listing was removed by Gruha's moderators.");
  });
});
