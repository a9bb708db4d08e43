// Prices a person could pay: a listing priced far from what its kind of home costs (rent and sale apart,
// per type and BHK, from its locality's figures, else its city's, else the absolute bounds) is posted as
// the spec allows but waits out of search and Featured, in the moderation queue with the reason, until an
// admin decides; its poster sees why. Ordinary prices go straight to search.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '#server/db/schema.ts';
import type { TProperty, TPropertyCreateRequest } from '#shared/contracts/property.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { loadReference, postListing, type Reference } from '../listing-fixtures.ts';
import { bell, decide, publicPage, queue, queueItem, searchIds } from './moderation-world.ts';

let t: TestApp;
let ref: Reference;
let admin: TestUser;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  [admin, poster] = await Promise.all([t.createUser({ role: 'ADMIN' }), t.createUser()]);
});
afterAll(() => t.close());

const rent = (overrides: Partial<TPropertyCreateRequest>) =>
  postListing(t, ref, poster.token, { listingType: 'rent', bedrooms: 2, title: '2 BHK flat for rent', ...overrides });

const ownView = async (id: number): Promise<TProperty> =>
  (await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: bearer(poster.token) })).json();

async function featuredIds(): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/properties/featured' });
  return (res.json().data as { id: number }[]).map((p) => p.id);
}

async function priceFlag(id: number) {
  return (await queueItem(t, admin, id))?.flags.find((flag) => flag.kind === 'price_out_of_range');
}

const check = (payload: object, who: TestUser | null = poster) =>
  t.app.inject({ method: 'POST', url: '/api/properties/price-check', headers: who ? bearer(who.token) : {}, payload });

async function areaId(name: string): Promise<number> {
  const [area] = await t.database.db.select({ id: areas.id }).from(areas).where(eq(areas.name, name));
  return area!.id;
}

describe('a price far out', () => {
  it('₹50,00,00,000 a month for a 2 BHK goes to the queue with the reason, out of search and Featured; the poster sees why', async () => {
    const listing = await rent({ price: 50_00_00_000 });
    const reason = '₹50,00,00,000 a month is more than ₹10,00,000, above what any home rents for.';
    expect(listing).toMatchObject({ reviewState: 'price_check', isActive: false, priceCheckReason: reason });
    expect(await searchIds(t)).not.toContain(listing.id);
    expect(await featuredIds()).not.toContain(listing.id);
    expect((await publicPage(t, listing.id)).statusCode).toBe(404);
    expect(await ownView(listing.id)).toMatchObject({ reviewState: 'price_check', priceCheckReason: reason });
    expect((await bell(t, poster))[0]).toMatchObject({
      title: '"2 BHK flat for rent" is waiting for a check of its price',
      body: expect.stringContaining(reason),
      link: `/property/${listing.id}`,
    });
    expect(await priceFlag(listing.id)).toMatchObject({ evidence: { summary: reason, matches: [] } });
    expect((await queue(t, admin, 'flagged')).items.map((item) => item.listing.id)).toContain(listing.id);
  });

  it('₹1 a month with the description "x" goes to the queue too; an admin approving puts it in search', async () => {
    const listing = await rent({ price: 1, description: 'x' });
    expect(listing).toMatchObject({ reviewState: 'price_check', isActive: false });
    expect((await priceFlag(listing.id))?.evidence.summary).toBe('₹1 a month is less than ₹1,000, below what any home rents for.');
    expect(await searchIds(t)).not.toContain(listing.id);

    expect((await decide(t, admin, listing.id, { action: 'verify' })).statusCode).toBe(200);
    expect(await searchIds(t)).toContain(listing.id);
    expect(await featuredIds()).toContain(listing.id);
    expect(await ownView(listing.id)).toMatchObject({ reviewState: null, isActive: true, priceCheckReason: null });
    expect(await queueItem(t, admin, listing.id)).toBeUndefined();
    expect((await bell(t, poster))[0]).toMatchObject({ body: 'An admin checked its price, and it is in search now.' });
    // The price an admin let stand is not asked about again by an edit of something else.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: { ...editable(listing), title: '2 BHK flat, newly painted' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ reviewState: null, isActive: true });
  });

  it('ordinary prices go live at once', async () => {
    const flat = await rent({ price: 30_000 });
    const house = await postListing(t, ref, poster.token, { price: 1_25_00_000 });
    for (const listing of [flat, house]) {
      expect(listing).toMatchObject({ reviewState: null, isActive: true, priceCheckReason: null });
      expect(await priceFlag(listing.id)).toBeUndefined();
    }
    expect(await searchIds(t)).toEqual(expect.arrayContaining([flat.id, house.id]));
  });

  it("is judged against the locality's own figures when it has enough like homes, else the city's", async () => {
    const kondapur = await areaId('Kondapur');
    const owner = await t.createUser();
    for (const price of [22_000, 24_000, 25_000, 26_000, 28_000]) {
      await insertProperty(t, owner.id, { listingType: 'rent', bedrooms: 2, price, areaId: kondapur });
    }
    const costly = await rent({ price: 2_00_000, areaId: kondapur });
    expect(costly.priceCheckReason).toBe(
      '₹2,00,000 a month is far above what a 2 BHK Apartment rents for in Kondapur: the median of 5 listed is ₹25,000 a month.',
    );
    // A sale listing there is not compared with rents.
    expect(await postListing(t, ref, poster.token, { areaId: kondapur, bedrooms: 2, price: 90_00_000 })).toMatchObject({ reviewState: null });

    // Too few like homes in Madhapur: the city's.
    const madhapur = await check({
      propertyTypeId: ref.type('Apartment').propertyTypeId,
      listingType: 'rent',
      areaId: await areaId('Madhapur'),
      price: 3_000,
      bedrooms: 2,
    });
    expect(madhapur.statusCode).toBe(200);
    expect(madhapur.json().data).toEqual({
      isFarOut: true,
      reason: expect.stringMatching(/^₹3,000 a month is far below what a 2 BHK Apartment rents for in Hyderabad: the median of \d+ listed/),
    });
    const fair = await check({
      propertyTypeId: ref.type('Apartment').propertyTypeId,
      listingType: 'rent',
      areaId: kondapur,
      price: 27_000,
      bedrooms: 2,
    });
    expect(fair.json().data).toEqual({ isFarOut: false, reason: null });
  });

  it('an edit bringing the price into range lists the home again and closes the flag', async () => {
    const listing = await rent({ price: 9_00_00_000 });
    expect(listing.reviewState).toBe('price_check');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: { ...editable(listing), price: 32_000 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ reviewState: null, isActive: true, priceCheckReason: null });
    expect(await priceFlag(listing.id)).toBeUndefined();
    expect(await searchIds(t)).toContain(listing.id);
  });

  it('the check answers only signed-in people, and names a bad field', async () => {
    const body = {
      propertyTypeId: ref.type('Apartment').propertyTypeId,
      listingType: 'rent',
      areaId: ref.area('Gachibowli').areaId,
      price: 30_000,
      bedrooms: 2,
    };
    expect((await check(body, null)).statusCode).toBe(401);
    const bad = await check({ ...body, price: -5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['price']);
  });
});

/** The listing as an edit sends it back. */
function editable(listing: TProperty): TPropertyCreateRequest {
  return {
    title: listing.title,
    description: listing.description,
    propertyTypeId: listing.propertyTypeId,
    listingType: listing.listingType,
    areaId: listing.area.areaId,
    price: listing.price,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    imageUrls: listing.images.map((image) => image.url),
  };
}
