// A listing's key facts, the line a search result card shows, written by the server from the facts'
// declarations: the same phrases in every answer a card is drawn from, and in the OpenAPI document.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { loadReference, postListing, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let owner: TestUser;
let visitor: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  owner = await t.createUser();
  visitor = await t.createUser();
});
afterAll(() => t.close());

const get = async (url: string, who?: TestUser) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who ? bearer(who.token) : {} });
  expect(res.statusCode, res.body).toBe(200);
  // With or without the { success, data } envelope.
  const body = res.json();
  return 'success' in body ? body.data : body;
};
const keyFactsIn = (list: TProperty[], id: number) => list.find((listing) => listing.id === id)?.keyFacts;

describe('a listing’s key facts', () => {
  it('name a rental’s deposit, furnishing and tenants, and a sale’s possession and furnishing, as the card shows them', async () => {
    const rent = await postListing(t, ref, owner.token, {
      listingType: 'rent',
      price: 40_000,
      deposit: 100_000,
      furnishing: 'semi',
      preferredTenants: 'family',
      petsAllowed: true,
    });
    const sale = await postListing(t, ref, owner.token, {
      possessionStatus: 'under_construction',
      possessionDate: '2028-03-31',
      furnishing: 'fully',
      facing: 'east',
    });
    expect(rent.keyFacts).toEqual(['Deposit ₹1,00,000', 'Semi-furnished', 'For family']);
    expect((await get(`/api/properties/${rent.id}`)).keyFacts).toEqual(['Deposit ₹1,00,000', 'Semi-furnished', 'For family']);
    expect((await get(`/api/properties/${sale.id}`)).keyFacts).toEqual(['Under construction', 'Fully furnished']);
  });

  it('leave out what the poster did not say, and tenants who may be anyone', async () => {
    const bare = await postListing(t, ref, owner.token, { listingType: 'rent', price: 30_000 });
    const anyone = await postListing(t, ref, owner.token, { listingType: 'rent', price: 30_000, deposit: 0, preferredTenants: 'anyone' });
    expect(bare.keyFacts).toEqual([]);
    expect(anyone.keyFacts).toEqual(['Deposit ₹0']);
  });

  it('come with the cards of a search, the featured list, similar homes, a shortlist and a poster’s homes', async () => {
    const facts = { listingType: 'rent', price: 52_000, deposit: 150_000, furnishing: 'unfurnished', preferredTenants: 'bachelors' } as const;
    const shown = ['Deposit ₹1,50,000', 'Unfurnished', 'For bachelors'];
    const listing = await postListing(t, ref, owner.token, facts);
    const alike = await postListing(t, ref, owner.token, { ...facts, price: 53_000 });
    // The featured list holds checked homes: an admin's check, as the moderation queue records it.
    await t.database.db.update(properties).set({ isVerified: true, verificationRequestedAt: null }).where(eq(properties.id, listing.id));
    await t.app.inject({ method: 'PUT', url: `/api/shortlist/${listing.id}`, headers: bearer(visitor.token) });

    const search = await t.app.inject({
      method: 'POST',
      url: '/api/properties/search',
      payload: { listingType: 'rent', minPrice: 52_000, maxPrice: 52_000 },
    });
    expect(keyFactsIn(search.json().data, listing.id)).toEqual(shown);
    expect(keyFactsIn(await get('/api/properties/featured'), listing.id)).toEqual(shown);
    expect(keyFactsIn(await get(`/api/properties/${alike.id}/similar`), listing.id)).toEqual(shown);
    const shortlist = (await get('/api/shortlist', visitor)) as { property: TProperty }[];
    expect(
      keyFactsIn(
        shortlist.map((item) => item.property),
        listing.id,
      ),
    ).toEqual(shown);
    expect(keyFactsIn(await get(`/api/properties/user/${owner.id}`, owner), listing.id)).toEqual(shown);
  });

  it('are in the OpenAPI document of a listing and of a card', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(JSON.stringify(spec.paths['/api/properties/{id}'].get.responses['200'])).toContain('"keyFacts"');
    expect(JSON.stringify(spec.paths['/api/properties/featured'].get.responses['200'])).toContain('"keyFacts"');
  });
});
