import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, properties, propertyImages } from '#server/db/schema.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let agent: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  owner = await t.createUser();
  stranger = await t.createUser();
  admin = await t.createUser({ role: 'ADMIN' });
  agent = await t.createUser({ role: 'AGENT' });
});
afterAll(() => t.close());

function editBody(listing: TProperty, overrides: Record<string, unknown> = {}) {
  return { ...listingBody(ref, [listing.imageUrl!]), ...overrides };
}

const put = (id: number, payload: object, token: string | null) =>
  t.app.inject({ method: 'PUT', url: `/api/properties/${id}`, payload, headers: token ? bearer(token) : {} });

const remove = (id: number, token: string | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/properties/${id}`, headers: token ? bearer(token) : {} });

describe('PUT /api/properties/{id}', () => {
  it('lets the poster edit and answers the updated listing', async () => {
    const listing = await postListing(t, ref, owner.token);
    const res = await put(listing.id, editBody(listing, { title: 'Renovated 3 BHK', price: 45_000, listingType: 'rent' }), owner.token);
    expect(res.statusCode).toBe(200);
    // The updated property itself, without the envelope.
    expect(res.json()).toMatchObject({ id: listing.id, title: 'Renovated 3 BHK', price: 45_000, priceDisplay: '45,000', listingType: 'rent' });
    expect(res.json()).not.toHaveProperty('success');
    const again = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(again.json().title).toBe('Renovated 3 BHK');
  });

  it('keeps the featured flag, whatever the body says', async () => {
    const listing = await postListing(t, ref, owner.token);
    await t.database.db.update(properties).set({ isFeatured: false }).where(eq(properties.id, listing.id));
    const res = await put(listing.id, editBody(listing, { isFeatured: true }), owner.token);
    expect(res.json().isFeatured).toBe(false);
  });

  it('changes isVerified only for an admin', async () => {
    const listing = await postListing(t, ref, owner.token);
    const byOwner = await put(listing.id, editBody(listing, { isVerified: true }), owner.token);
    expect(byOwner.json().isVerified).toBe(false);
    const byAdmin = await put(listing.id, editBody(listing, { isVerified: true }), admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ isVerified: true, user: { id: owner.id } });
    const withoutFlag = await put(listing.id, editBody(listing), admin.token);
    expect(withoutFlag.json().isVerified).toBe(true);
  });

  it('replaces the pictures; the first one becomes the primary', async () => {
    const listing = await postListing(t, ref, owner.token);
    const fresh = await uploadPicture(t, owner.token);
    const res = await put(listing.id, editBody(listing, { imageUrls: [fresh.url, listing.imageUrl] }), owner.token);
    expect(res.json()).toMatchObject({ imageUrl: fresh.url, thumbnailUrl: fresh.thumbnailUrl });
    expect(res.json().images.map((i: { url: string }) => i.url)).toEqual([fresh.url, listing.imageUrl]);
    const rows = await t.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id));
    expect(rows).toHaveLength(2);
  });

  it("accepts the spec's single imageUrl: the edited listing's whole answer sent back, or only that picture", async () => {
    const listing = await postListing(t, ref, owner.token);
    const second = await uploadPicture(t, owner.token);
    const twoPictures = (await put(listing.id, editBody(listing, { imageUrls: [listing.imageUrl, second.url] }), owner.token)).json() as TProperty;
    // The answer sent back as it came, edited: its imageUrl and images keep the gallery.
    const { imageUrls: _, ...sentBack } = { ...twoPictures, imageUrls: undefined, title: 'Edited from the answer' };
    const roundTrip = await put(listing.id, sentBack, owner.token);
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.json().title).toBe('Edited from the answer');
    expect(roundTrip.json().images.map((i: { url: string }) => i.url)).toEqual([listing.imageUrl, second.url]);
    // The spec's client knows one picture: the gallery becomes that one.
    const { imageUrls: __, ...rest } = editBody(listing);
    const single = await put(listing.id, { ...rest, imageUrl: second.url }, owner.token);
    expect(single.json()).toMatchObject({ imageUrl: second.url, images: [expect.objectContaining({ url: second.url, isPrimary: true })] });
    expect(single.json().images).toHaveLength(1);
  });

  it('allows 20 bedrooms and bathrooms on edit but not 21', async () => {
    const listing = await postListing(t, ref, owner.token);
    const twenty = await put(listing.id, editBody(listing, { bedrooms: 20, bathrooms: 20 }), owner.token);
    expect(twenty.statusCode).toBe(200);
    const more = await put(listing.id, editBody(listing, { bedrooms: 21 }), owner.token);
    expect(more.statusCode).toBe(400);
    expect(more.json().errors.bedrooms).toBe('Bedrooms cannot exceed 20.');
    const price = await put(listing.id, editBody(listing, { price: 0 }), owner.token);
    expect(price.json().errors.price).toBe('Please enter a valid price');
  });

  it('answers 401 without a token and 403 for someone else, whatever the body holds', async () => {
    const listing = await postListing(t, ref, owner.token);
    expect((await put(listing.id, editBody(listing), null)).statusCode).toBe(401);
    expect((await put(listing.id, { title: '' }, null)).statusCode).toBe(401);
    for (const other of [stranger, agent]) {
      const good = await put(listing.id, editBody(listing, { title: 'Taken over' }), other.token);
      expect(good.statusCode).toBe(403);
      expect(good.json()).toMatchObject({ success: false, message: 'You can only edit your own listings' });
      expect((await put(listing.id, { price: -1 }, other.token)).statusCode).toBe(403);
    }
    const unchanged = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(unchanged.json().title).toBe(listing.title);
  });

  it('answers 404 for a listing that does not exist', async () => {
    const listing = await postListing(t, ref, owner.token);
    const res = await put(987_654, editBody(listing), owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Property not found');
  });
});

async function addDeal(propertyId: number, stage: (typeof deals.$inferInsert)['stage']) {
  const buyer = await t.createUser();
  await t.database.db.insert(deals).values({ propertyId, buyerId: buyer.id, sellerId: owner.id, agentId: agent.id, stage, agreedPrice: 12_000_000 });
}

describe('DELETE /api/properties/{id}', () => {
  it('lets the poster delete; the listing, its pictures and inquiries are gone', async () => {
    const listing = await postListing(t, ref, owner.token);
    await t.database.db.insert(inquiries).values({ propertyId: listing.id, userId: stranger.id });
    const res = await remove(listing.id, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: '✅ Property deleted successfully!' });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).statusCode).toBe(404);
    expect(await t.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id))).toEqual([]);
    expect((await remove(listing.id, owner.token)).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's listing", async () => {
    const listing = await postListing(t, ref, owner.token);
    expect((await remove(listing.id, admin.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token, 403 for someone else, and keeps the listing', async () => {
    const listing = await postListing(t, ref, owner.token);
    expect((await remove(listing.id, null)).statusCode).toBe(401);
    const res = await remove(listing.id, stranger.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only delete your own listings');
    expect((await remove(listing.id, agent.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).statusCode).toBe(200);
  });

  it('refuses with 409 while a deal on the listing is in progress', async () => {
    const listing = await postListing(t, ref, owner.token);
    await addDeal(listing.id, 'COMPLETED');
    await addDeal(listing.id, 'NEGOTIATION');
    const res = await remove(listing.id, owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'This property has an active deal and cannot be deleted until the deal is completed.',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).statusCode).toBe(200);
  });

  it('hides a listing whose deals are all completed, keeping it for the deal records', async () => {
    const listing = await postListing(t, ref, owner.token);
    await addDeal(listing.id, 'COMPLETED');
    expect((await remove(listing.id, owner.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers: bearer(owner.token) })).statusCode).toBe(404);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/properties/user/${owner.id}`, headers: bearer(owner.token) })).json().data;
    expect(mine.map((p: { id: number }) => p.id)).not.toContain(listing.id);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ isActive: false, status: 'deleted' });
    expect((await put(listing.id, editBody(listing), owner.token)).statusCode).toBe(404);
  });
});
