// Rent and sale facts: posted, shown, edited and refused through the API, and
// kept valid by the database itself.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let owner: TestUser;
let picture: string;
beforeAll(async () => {
  // One poster posts every listing here (and many refused ones), more than a person's hourly allowance.
  t = await buildTestApp({ RATE_LIMITS: 'listing-post=1000' });
  ref = await loadReference(t);
  owner = await t.createUser();
  picture = (await uploadPicture(t, owner.token)).url;
});
afterAll(() => t.close());

/** A listing answer, with or without the { success, data } envelope. */
const listingOf = (res: LightMyRequestResponse): TProperty => {
  const body = res.json();
  return 'success' in body ? body.data : body;
};

const rentFacts = {
  deposit: 120_000,
  maintenance: 3_500,
  furnishing: 'semi',
  preferredTenants: 'family',
  availableFrom: '2026-12-15',
  petsAllowed: true,
  nonVegAllowed: false,
  parking: 'car',
  floor: 4,
  totalFloors: 12,
  facing: 'north_east',
};
const saleFacts = {
  furnishing: 'unfurnished',
  parking: 'two_wheeler',
  possessionStatus: 'under_construction',
  possessionDate: '2028-03-31',
  buildingAgeYears: 0,
  reraNumber: 'p02400001234',
  floor: 0,
  totalFloors: 20,
  facing: 'east',
};

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/properties', headers: bearer(owner.token), payload: { ...listingBody(ref, [picture]), ...payload } });
const put = (id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/properties/${id}`,
    headers: bearer(owner.token),
    payload: { ...listingBody(ref, [picture]), ...payload },
  });
const get = async (id: number) => listingOf(await t.app.inject({ method: 'GET', url: `/api/properties/${id}` }));

describe('posting a listing with its facts', () => {
  it('keeps every rent fact and shows it on the listing', async () => {
    const res = await post({ listingType: 'rent', price: 45_000, ...rentFacts });
    expect(res.statusCode).toBe(201);
    expect(listingOf(res)).toMatchObject(rentFacts);
    const shown = await get(listingOf(res).id);
    expect(shown).toMatchObject({ ...rentFacts, possessionStatus: null, possessionDate: null, buildingAgeYears: null, reraNumber: null });
  });

  it('keeps every sale fact, the RERA number in capitals', async () => {
    const res = await post({ listingType: 'sale', ...saleFacts });
    expect(res.statusCode).toBe(201);
    expect(await get(listingOf(res).id)).toMatchObject({ ...saleFacts, reraNumber: 'P02400001234', deposit: null, preferredTenants: null });
  });

  it('shows the key facts on search cards', async () => {
    const res = await post({ listingType: 'rent', price: 33_333, ...rentFacts });
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { listingType: 'rent', minPrice: 33_333, maxPrice: 33_333 },
    });
    expect(search.json().data.map((p: TProperty) => p.id)).toContain(listingOf(res).id);
    // The featured list holds checked homes: an admin's check, as the moderation queue records it.
    await t.database.db
      .update(properties)
      .set({ isVerified: true, verificationRequestedAt: null })
      .where(eq(properties.id, listingOf(res).id));
    const featured = (await t.app.inject({ method: 'GET', url: '/api/properties/featured' })).json().data;
    const card = featured.find((p: TProperty) => p.id === listingOf(res).id);
    expect(card).toMatchObject({
      deposit: 120_000,
      furnishing: 'semi',
      preferredTenants: 'family',
      availableFrom: '2026-12-15',
      possessionStatus: null,
    });
  });

  it('accepts a listing without any fact (the spec client) and shows each as not given', async () => {
    const listing = await postListing(t, ref, owner.token);
    const shown = await get(listing.id);
    for (const field of [
      'deposit',
      'furnishing',
      'preferredTenants',
      'availableFrom',
      'parking',
      'possessionStatus',
      'reraNumber',
      'floor',
      'facing',
    ]) {
      expect(shown).toHaveProperty(field, null);
    }
  });

  it('reads empty choices as not given', async () => {
    const res = await post({ listingType: 'rent', furnishing: '', facing: '', deposit: '' });
    expect(res.statusCode).toBe(201);
    expect(listingOf(res)).toMatchObject({ furnishing: null, facing: null, deposit: null });
  });
});

describe('refusing facts that do not fit', () => {
  const refused = async (payload: object, field: string, message?: string | RegExp) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toHaveProperty(field);
    if (message) expect(body.errors[field]).toMatch(message);
  };

  it('refuses rent-only facts on a sale, naming the field', async () => {
    await refused({ listingType: 'sale', deposit: 50_000 }, 'deposit', 'Only rental listings can have this');
    await refused({ listingType: 'sale', preferredTenants: 'bachelors' }, 'preferredTenants');
    await refused({ listingType: 'sale', petsAllowed: true }, 'petsAllowed');
    await refused({ listingType: 'sale', availableFrom: '2026-12-01' }, 'availableFrom');
  });

  it('refuses sale-only facts on a rental', async () => {
    await refused({ listingType: 'rent', reraNumber: 'P02400001234' }, 'reraNumber', 'Only listings for sale can have this');
    await refused({ listingType: 'rent', possessionStatus: 'ready' }, 'possessionStatus');
    await refused({ listingType: 'rent', buildingAgeYears: 5 }, 'buildingAgeYears');
  });

  it('checks the RERA number shape', async () => {
    await refused({ listingType: 'sale', reraNumber: 'P0240000123' }, 'reraNumber', /P followed by 11 digits/);
    await refused({ listingType: 'sale', reraNumber: 'RERA-123' }, 'reraNumber');
  });

  it('refuses a floor above the total floors, and floors out of range', async () => {
    await refused({ floor: 9, totalFloors: 8 }, 'floor', 'Floor cannot be above the total floors');
    await refused({ floor: -3 }, 'floor');
    await refused({ totalFloors: 0 }, 'totalFloors');
  });

  it('asks for the possession date of a home under construction, and only then', async () => {
    await refused({ listingType: 'sale', possessionStatus: 'under_construction' }, 'possessionDate', /possession date/);
    await refused({ listingType: 'sale', possessionStatus: 'ready', possessionDate: '2027-01-01' }, 'possessionDate');
  });

  it('refuses unknown choices, impossible dates and out-of-range amounts', async () => {
    await refused({ listingType: 'rent', furnishing: 'partly' }, 'furnishing');
    await refused({ listingType: 'rent', preferredTenants: 'students' }, 'preferredTenants');
    await refused({ parking: 'bus' }, 'parking');
    await refused({ facing: 'up' }, 'facing');
    await refused({ listingType: 'rent', availableFrom: '2026-02-30' }, 'availableFrom', 'YYYY-MM-DD');
    await refused({ listingType: 'rent', deposit: -1 }, 'deposit');
    await refused({ listingType: 'rent', maintenance: 2_000_000 }, 'maintenance');
    await refused({ listingType: 'sale', buildingAgeYears: 101 }, 'buildingAgeYears');
  });

  it('changes nothing when it refuses', async () => {
    const before = await t.database.db.$count(properties);
    await post({ listingType: 'sale', deposit: 1 });
    expect(await t.database.db.$count(properties)).toBe(before);
  });
});

describe('editing facts', () => {
  it('changes the facts sent and keeps those left out (the spec edit dialog sends none)', async () => {
    const listing = listingOf(await post({ listingType: 'rent', price: 40_000, ...rentFacts }));
    const edited = await put(listing.id, { listingType: 'rent', price: 42_000, furnishing: 'fully', deposit: null });
    expect(edited.statusCode).toBe(200);
    expect(listingOf(edited)).toMatchObject({ ...rentFacts, furnishing: 'fully', deposit: null, price: 42_000 });
  });

  it('drops the rent facts when a rental becomes a sale', async () => {
    const listing = listingOf(await post({ listingType: 'rent', price: 40_000, ...rentFacts }));
    const edited = await put(listing.id, { listingType: 'sale', price: 9_000_000 });
    expect(edited.statusCode).toBe(200);
    expect(listingOf(edited)).toMatchObject({ listingType: 'sale', deposit: null, preferredTenants: null, furnishing: 'semi', floor: 4 });
  });

  it('refuses a floor above the kept total floors, and changes nothing', async () => {
    const listing = listingOf(await post({ listingType: 'rent', price: 40_000, ...rentFacts }));
    const edited = await put(listing.id, { listingType: 'rent', price: 41_000, floor: 30 });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toHaveProperty('floor');
    expect(await get(listing.id)).toMatchObject({ floor: 4, price: listing.price });
  });
});

describe('the database keeps the facts valid for every writer', () => {
  it('refuses rent facts on a sale and a floor above the total, whatever code writes them', async () => {
    const listing = await postListing(t, ref, owner.token);
    const write = (set: Partial<typeof properties.$inferInsert>) => t.database.db.update(properties).set(set).where(eq(properties.id, listing.id));
    await expect(write({ deposit: 10 })).rejects.toThrow();
    await expect(write({ floor: 5, totalFloors: 3 })).rejects.toThrow();
    await expect(write({ reraNumber: 'X1' })).rejects.toThrow();
    await expect(write({ possessionStatus: 'under_construction' })).rejects.toThrow();
    await write({ possessionStatus: 'under_construction', possessionDate: '2027-06-30' });
    expect(await get(listing.id)).toMatchObject({ possessionStatus: 'under_construction', possessionDate: '2027-06-30' });
  });
});
