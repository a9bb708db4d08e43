import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '#server/db/schema.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let poster: TestUser;
let visitor: TestUser;
beforeAll(async () => {
  // One poster posts every listing here (and many refused ones), more than a person's hourly allowance.
  t = await buildTestApp({ RATE_LIMITS: 'listing-post=1000' });
  ref = await loadReference(t);
  poster = await t.createUser({ firstName: 'Lakshmi' });
  visitor = await t.createUser();
});
afterAll(() => t.close());

const post = (payload: unknown, token: string | null = poster.token) =>
  t.app.inject({ method: 'POST', url: '/api/properties', payload: payload as object, headers: token ? bearer(token) : {} });

describe('POST /api/properties', () => {
  it('posts a listing that is available, unverified, featured and active', async () => {
    const first = await uploadPicture(t, poster.token);
    const second = await uploadPicture(t, poster.token);
    const res = await post(listingBody(ref, [first.url, second.url]));
    expect(res.statusCode).toBe(201);
    // The spec's table: the answer is the property itself, without the envelope.
    const body = res.json();
    expect(body).not.toHaveProperty('success');
    expect(body).not.toHaveProperty('data');
    const gachibowli = ref.area('Gachibowli');
    expect(body).toMatchObject({
      id: expect.any(Number),
      propertyId: body.id,
      title: '3 BHK apartment near the lake',
      type: 'Apartment',
      propertyType: 'Apartment',
      listingType: 'sale',
      city: 'Hyderabad',
      cityName: 'Hyderabad',
      areaName: 'Gachibowli',
      pincode: '500032',
      address: 'Gachibowli, Hyderabad',
      price: 12_500_000,
      priceDisplay: '1.25 Cr',
      areaSqft: 1650,
      bedrooms: 3,
      bathrooms: 2,
      balconies: 1,
      amenities: 'Parking, Gym, Lift, Security',
      status: 'available',
      isVerified: false,
      isFeatured: true,
      isActive: true,
      isReadyToMove: true,
      ownerType: 'owner',
      imageUrl: first.url,
      thumbnailUrl: first.thumbnailUrl,
      area: { id: gachibowli.areaId, areaId: gachibowli.areaId, areaName: 'Gachibowli', pincode: '500032' },
      user: { id: poster.id, firstName: 'Lakshmi', lastName: 'user' },
    });
    expect(body.images).toEqual([
      { id: expect.any(Number), url: first.url, thumbUrl: first.thumbnailUrl, isPrimary: true },
      { id: expect.any(Number), url: second.url, thumbUrl: second.thumbnailUrl, isPrimary: false },
    ]);
  });

  it("never shows the poster's phone or email in a listing", async () => {
    const listing = await postListing(t, ref, poster.token);
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(Object.keys(res.json().user).sort()).toEqual(['firstName', 'id', 'lastName']);
    expect(res.body).not.toContain(poster.mobileNumber);
    expect(res.body).not.toContain('@example.test');
  });

  it('ignores fields a poster may not set', async () => {
    const picture = await uploadPicture(t, poster.token);
    const res = await post({
      ...listingBody(ref, [picture.url]),
      isVerified: true,
      isFeatured: false,
      isActive: false,
      status: 'sold',
      userId: visitor.id,
      user: { id: visitor.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ isVerified: false, isFeatured: true, isActive: true, status: 'available', user: { id: poster.id } });
  });

  it("accepts the spec's spellings: one imageUrl, the area and type as objects or names, values in any case", async () => {
    const picture = await uploadPicture(t, poster.token);
    const { imageUrls: _, areaId: __, propertyTypeId: ___, ...rest } = listingBody(ref, [picture.url]);
    const kondapur = ref.area('Kondapur');
    const asSpec = {
      ...rest,
      imageUrl: picture.url,
      area: { areaId: kondapur.areaId },
      propertyType: { propertyTypeId: ref.type('Villa').propertyTypeId },
    };
    const res = await post({ ...asSpec, listingType: 'SALE', ownerType: 'Broker' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imageUrl: picture.url, areaName: 'Kondapur', type: 'Villa', listingType: 'sale', ownerType: 'broker' });
    expect(res.json().images).toEqual([expect.objectContaining({ url: picture.url, isPrimary: true })]);

    const byNames = await post({ ...rest, imageUrl: picture.url, area: { id: kondapur.areaId }, type: 'plot', listingType: 'Rent' });
    expect(byNames.json()).toMatchObject({ areaName: 'Kondapur', type: 'Plot', listingType: 'rent' });
    const byTypeName = await post({ ...asSpec, propertyType: { typeName: 'Studio' } });
    expect(byTypeName.json().type).toBe('Studio');
  });

  it.each([
    ['no picture at all', { imageUrl: null }, 'imageUrls', 'Please fill all required fields marked with *'],
    ['a type name that names nothing', { propertyType: 'Castle' }, 'propertyTypeId', 'Please fill all required fields marked with *'],
    ['an area object without an id', { area: { areaName: 'Kondapur' } }, 'areaId', 'Please fill all required fields marked with *'],
  ])("refuses the spec's spelling with %s, naming the field", async (_, override, field, message) => {
    const picture = await uploadPicture(t, poster.token);
    const { imageUrls: _i, areaId: _a, propertyTypeId: _p, ...rest } = listingBody(ref, [picture.url]);
    const body = { ...rest, imageUrl: picture.url, area: { areaId: ref.area('Kondapur').areaId }, propertyType: 'Villa', ...override };
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('accepts amenities as the comma-separated text the spec describes, and a given address', async () => {
    const picture = await uploadPicture(t, poster.token);
    const res = await post({ ...listingBody(ref, [picture.url]), amenities: 'Parking, Gym,,Parking', address: 'Plot 12, Road 4' });
    expect(res.json()).toMatchObject({ amenities: 'Parking, Gym', address: 'Plot 12, Road 4' });
  });

  it('accepts the limits themselves: 100 crore, 10 rooms, 9,999 sqft, no area given', async () => {
    const picture = await uploadPicture(t, poster.token);
    const res = await post(listingBody(ref, [picture.url], { price: 1_000_000_000, bedrooms: 10, bathrooms: 10, balconies: 10, areaSqft: 9999 }));
    expect(res.statusCode).toBe(201);
    const withoutArea = await post(listingBody(ref, [picture.url], { areaSqft: null }));
    expect(withoutArea.json().areaSqft).toBeNull();
  });

  it('refuses an anonymous post with 401, whatever the body', async () => {
    expect((await post(listingBody(ref, ['/uploads/images/x.webp']), null)).statusCode).toBe(401);
    const bad = await post({ title: '' }, null);
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ success: false, message: 'Please Login First' });
  });

  const required = 'Please fill all required fields marked with *';
  const badPrice = 'Please enter a valid price, not exceeding ₹100 Crore.';
  const rooms = 'Bedrooms, Bathrooms, and Balconies cannot exceed 10.';
  it.each([
    ['no title', { title: '  ' }, 'title', required],
    ['no description', { description: undefined }, 'description', required],
    ['no bedrooms', { bedrooms: undefined }, 'bedrooms', required],
    ['no area', { areaId: undefined }, 'areaId', required],
    ['no property type', { propertyTypeId: null }, 'propertyTypeId', required],
    ['no picture', { imageUrls: [] }, 'imageUrls', required],
    ['a price of 0', { price: 0 }, 'price', badPrice],
    ['a negative price', { price: -5 }, 'price', badPrice],
    ['a price above 100 crore', { price: 1_000_000_001 }, 'price', badPrice],
    ['a price that is not a number', { price: 'lots' }, 'price', badPrice],
    ['11 bedrooms', { bedrooms: 11 }, 'bedrooms', rooms],
    ['11 bathrooms', { bathrooms: 11 }, 'bathrooms', rooms],
    ['11 balconies', { balconies: 11 }, 'balconies', rooms],
    ['10,000 sqft', { areaSqft: 10_000 }, 'areaSqft', 'AreaSqft cannot exceed 9,999 sqft.'],
    ['a listing type other than sale or rent', { listingType: 'lease' }, 'listingType', 'Listing type must be sale or rent'],
    ['an area id that cannot exist', { areaId: 99_999_999_999 }, 'areaId', 'Invalid area selected. Please try again.'],
  ])('refuses %s with 400 and the spec message for the field', async (_, override, field, message) => {
    const picture = await uploadPicture(t, poster.token);
    const res = await post(listingBody(ref, [picture.url], override as object));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: message } });
  });

  it('refuses an area or a type that does not exist', async () => {
    const picture = await uploadPicture(t, poster.token);
    const area = await post(listingBody(ref, [picture.url], { areaId: 999_999 }));
    expect(area.statusCode).toBe(400);
    expect(area.json()).toMatchObject({ message: 'Invalid area selected. Please try again.', errors: { areaId: expect.any(String) } });
    const type = await post(listingBody(ref, [picture.url], { propertyTypeId: 999_999 }));
    expect(type.statusCode).toBe(400);
    expect(type.json().errors).toHaveProperty('propertyTypeId');
  });

  it.each([
    ['another host', 'https://pictures.example.com/house.webp'],
    ['a path outside the image store', '/uploads/../db/PG_VERSION'],
    ['a picture this server never stored', `/uploads/images/${'a'.repeat(32)}.webp`],
  ])('refuses a picture URL on %s', async (_, url) => {
    const picture = await uploadPicture(t, poster.token);
    const res = await post(listingBody(ref, [picture.url, url]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('imageUrls');
  });
});

describe('GET /api/properties/{id}', () => {
  it('answers the property itself, as the spec says', async () => {
    const listing = await postListing(t, ref, poster.token, { title: 'Answered bare' });
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(listing);
    expect(res.json()).toMatchObject({ id: listing.id, title: 'Answered bare', user: { id: poster.id } });
    expect(res.json()).not.toHaveProperty('success');
  });

  it('answers 404 with the spec message for a listing that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/987654' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Property not found' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });

  it('hides an inactive listing from others but shows it to its poster and admins', async () => {
    const listing = await postListing(t, ref, poster.token);
    await t.database.db.update(properties).set({ isActive: false }).where(eq(properties.id, listing.id));
    const admin = await t.createUser({ role: 'ADMIN' });
    const get = (token?: string) => t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers: token ? bearer(token) : {} });
    expect((await get()).statusCode).toBe(404);
    expect((await get(visitor.token)).statusCode).toBe(404);
    expect((await get(poster.token)).json().isActive).toBe(false);
    expect((await get(admin.token)).statusCode).toBe(200);
  });
});

describe('GET /api/properties and /api/properties/featured', () => {
  /** An admin's check, as the moderation queue records it. */
  const verify = (...ids: number[]) =>
    t.database.db.update(properties).set({ isVerified: true, verificationRequestedAt: null }).where(inArray(properties.id, ids));

  it('list active listings newest first; featured ones only in the featured list', async () => {
    const older = await postListing(t, ref, poster.token, { title: 'Older listing' });
    const newer = await postListing(t, ref, poster.token, { title: 'Newer listing' });
    const unfeatured = await postListing(t, ref, poster.token, { title: 'Not featured' });
    await t.database.db.update(properties).set({ isFeatured: false }).where(eq(properties.id, unfeatured.id));

    const all = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json().data as { id: number }[];
    const ids = all.map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).toContain(unfeatured.id);

    await verify(older.id, newer.id, unfeatured.id);
    const featured = (await t.app.inject({ method: 'GET', url: '/api/properties/featured' })).json().data as { id: number; isFeatured: boolean }[];
    expect(featured.map((p) => p.id)).toEqual(expect.arrayContaining([older.id, newer.id]));
    expect(featured.map((p) => p.id)).not.toContain(unfeatured.id);
    expect(featured.every((p) => p.isFeatured)).toBe(true);
  });

  it('ranks what an admin featured first, then verified homes by their last confirmation, and leaves out those awaiting their check', async () => {
    const fresh = await postListing(t, ref, poster.token, { title: 'Just posted, not checked' });
    const confirmedLong = await postListing(t, ref, poster.token, { title: 'Verified, confirmed long ago' });
    const confirmedLately = await postListing(t, ref, poster.token, { title: 'Verified, confirmed lately' });
    const picked = await postListing(t, ref, poster.token, { title: 'Picked by an admin' });
    await verify(confirmedLong.id, confirmedLately.id);
    await t.database.db
      .update(properties)
      .set({ confirmedAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(properties.id, confirmedLong.id));
    await t.database.db
      .update(properties)
      .set({ isAdminFeatured: true, confirmedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(properties.id, picked.id));

    const ids = ((await t.app.inject({ method: 'GET', url: '/api/properties/featured' })).json().data as { id: number }[]).map((p) => p.id);
    expect(ids).not.toContain(fresh.id);
    expect(ids[0]).toBe(picked.id);
    expect(ids.indexOf(confirmedLately.id)).toBeLessThan(ids.indexOf(confirmedLong.id));
  });

  it('gives the featured list as cards: what a card shows, without the detail page fields', async () => {
    const listing = await postListing(t, ref, poster.token, { title: 'Card-shaped listing' });
    await verify(listing.id);
    const featured = (await t.app.inject({ method: 'GET', url: '/api/properties/featured' })).json().data as Record<string, unknown>[];
    const card = featured.find((p) => p.id === listing.id)!;
    expect(card).toMatchObject({ title: 'Card-shaped listing', price: listing.price, areaName: listing.areaName, user: { id: poster.id } });
    for (const detailOnly of ['description', 'images', 'address', 'pincode', 'area', 'updatedAt']) expect(card).not.toHaveProperty(detailOnly);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json();
    expect(detail).toHaveProperty('description');
    expect(detail).toMatchObject(card);
  });

  it("shows each poster's phone and email in the list to agents and admins only (the create-deal dialog)", async () => {
    const listing = await postListing(t, ref, poster.token, { title: 'Listed with a phone for agents' });
    const agent = await t.createUser({ role: 'AGENT' });
    const admin = await t.createUser({ role: 'ADMIN' });
    const posterOf = async (token?: string) =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/properties', headers: token ? bearer(token) : {} })).json().data as {
          id: number;
          user: object;
        }[]
      ).find((p) => p.id === listing.id)!.user;
    for (const staff of [agent, admin]) {
      expect(await posterOf(staff.token)).toEqual({
        id: poster.id,
        firstName: 'Lakshmi',
        lastName: 'user',
        mobileNumber: poster.mobileNumber,
        email: `${poster.username}@example.test`,
      });
    }
    for (const token of [undefined, visitor.token, poster.token]) {
      expect(await posterOf(token)).toEqual({ id: poster.id, firstName: 'Lakshmi', lastName: 'user' });
    }
    // The one listing keeps the poster by name for everyone: its answer is the same for every viewer.
    const detail = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers: bearer(agent.token) });
    expect(Object.keys(detail.json().user).sort()).toEqual(['firstName', 'id', 'lastName']);
  });

  it('leaves out listings of people whose account was deleted', async () => {
    const leaver = await t.createUser();
    const listing = await postListing(t, ref, leaver.token, { title: 'Posted by someone who left' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, leaver.id));
    const all = (await t.app.inject({ method: 'GET', url: '/api/properties' })).json().data as { id: number }[];
    expect(all.map((p) => p.id)).not.toContain(listing.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).statusCode).toBe(404);
    const search = (await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { q: 'someone who left' } })).json();
    expect(search.totalElements).toBe(0);
  });
});

describe('GET /api/properties/user/{userId}', () => {
  it("shows a poster's active listings to anyone and the inactive ones only to the poster", async () => {
    const owner = await t.createUser();
    const active = await postListing(t, ref, owner.token);
    const hidden = await postListing(t, ref, owner.token);
    await t.database.db.update(properties).set({ isActive: false }).where(eq(properties.id, hidden.id));
    const list = async (token?: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/properties/user/${owner.id}`, headers: token ? bearer(token) : {} })).json().data as {
          id: number;
        }[]
      ).map((p) => p.id);
    expect(await list()).toEqual([active.id]);
    expect(await list(visitor.token)).toEqual([active.id]);
    expect(await list(owner.token)).toEqual([hidden.id, active.id]);
  });
});

describe('GET /api/properties/{id}/contact', () => {
  it("refuses visitors with 401 and gives a signed-in user the poster's name, phone and email", async () => {
    const listing = await postListing(t, ref, poster.token);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/contact` });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/contact`, headers: bearer(visitor.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: 'Lakshmi user',
      mobileNumber: poster.mobileNumber,
      email: `${poster.username}@example.test`,
      contactVia: 'phone',
    });
  });

  it('answers 404 for a listing that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/987654/contact', headers: bearer(visitor.token) });
    expect(res.statusCode).toBe(404);
  });
});
