// GET /api/stats: the home page's figures, counted from the listings anyone can see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let seller: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  seller = await t.createUser();
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(() => t.close());

const stats = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/stats', headers });
  expect(res.statusCode).toBe(200);
  expect(res.json().success).toBe(true);
  return res.json().data;
};

describe('GET /api/stats', () => {
  it('counts nothing in an empty marketplace', async () => {
    expect(await stats()).toEqual({ properties: 0, forSale: 0, forRent: 0, localities: 0, verified: 0 });
  });

  it('counts public listings for sale and rent, the localities they are in, and verified ones, as they change', async () => {
    const sale = await postListing(t, ref, seller.token, { listingType: 'sale', areaId: ref.area('Gachibowli').areaId });
    await postListing(t, ref, seller.token, { listingType: 'rent', price: 32_000, areaId: ref.area('Kondapur').areaId });
    await postListing(t, ref, seller.token, { listingType: 'rent', price: 28_000, areaId: ref.area('Kondapur').areaId });
    expect(await stats()).toEqual({ properties: 3, forSale: 1, forRent: 2, localities: 2, verified: 0 });

    const verify = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${sale.id}`,
      headers: bearer(admin.token),
      payload: { ...listingBody(ref, [sale.imageUrl!], { areaId: ref.area('Gachibowli').areaId }), isVerified: true },
    });
    expect(verify.statusCode).toBe(200);
    expect(await stats()).toMatchObject({ properties: 3, verified: 1 });

    // A deleted listing no longer counts, and neither does its locality once it has no other.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/properties/${sale.id}`, headers: bearer(seller.token) })).statusCode).toBe(200);
    expect(await stats()).toEqual({ properties: 2, forSale: 0, forRent: 2, localities: 1, verified: 0 });
  });

  it("stops counting a deleted account's listings, and answers every caller the same", async () => {
    const poster = await t.createUser();
    await postListing(t, ref, poster.token, { listingType: 'sale', areaId: ref.area('Madhapur').areaId });
    const before = await stats();
    expect(before).toMatchObject({ properties: 3, forSale: 1, localities: 2 });
    expect(await stats(bearer(seller.token))).toEqual(before);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${poster.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect(await stats()).toEqual({ properties: 2, forSale: 0, forRent: 2, localities: 1, verified: 0 });
  });
});

describe('the OpenAPI document', () => {
  it('describes GET /api/stats and its figures', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = spec.paths['/api/stats'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties.data.properties).sort()).toEqual(['forRent', 'forSale', 'localities', 'properties', 'verified']);
  });
});
