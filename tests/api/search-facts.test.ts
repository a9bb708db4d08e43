// Search by the issue-15 filters: several localities, BHK counts and types at once, every rent and
// sale fact, price per sqft, and keywords that set filters (POST /api/properties/search).
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { loadReference, postListing, type Reference } from './listing-fixtures.ts';
import { seedCatalogue } from './search-facts.fixture.ts';

let t: TestApp;
let ref: Reference;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  ids = await seedCatalogue(t, ref);
});
afterAll(() => t.close());

type Answer = { data: { id: number }[]; totalElements: number; keywordFilters: Record<string, unknown>; q: string | null };

async function search(payload: object): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The catalogue keys a search finds, in answer order. */
async function found(payload: object): Promise<string[]> {
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return (await search(payload)).data.map((p) => byId[p.id]).filter((key) => key !== undefined);
}
/** The same, as a set (order not under test). */
const foundSet = async (payload: object) => (await found(payload)).sort();

async function refused(payload: object, field: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
  expect(res.statusCode).toBe(400);
  // A list item is named with its place ('bedrooms.0').
  expect(
    Object.keys(res.json().errors).some((key) => key === field || key.startsWith(`${field}.`)),
    res.body,
  ).toBe(true);
}

describe('several localities, BHK counts and types at once', () => {
  it('finds listings in any of several localities, by id or by name as people type it', async () => {
    expect(await foundSet({ areas: [ref.area('Kondapur').areaId, 'hitech city'] })).toEqual(['hitecOne', 'kondapurSale', 'kondapurThree']);
    expect(await foundSet({ areas: ['KOKAPET', 'jubilee hills'] })).toEqual(['jubileeVilla', 'kokapetNew']);
  });

  it('combines areas with the single area as either', async () => {
    expect(await foundSet({ area: 'Kokapet', areas: ['Madhapur'] })).toEqual(['kokapetNew', 'madhapurVilla']);
  });

  it('finds nothing for a locality name that names none', async () => {
    expect((await search({ areas: ['Atlantis'] })).totalElements).toBe(0);
  });

  it('finds any of several BHK counts, 4 meaning 4 or more', async () => {
    expect(await foundSet({ bedrooms: [1, 3] })).toEqual(['hitecOne', 'kokapetNew', 'kondapurSale', 'kondapurThree']);
    expect(await foundSet({ bedrooms: [4] })).toEqual(['jubileeVilla', 'madhapurVilla']);
  });

  it('finds any of several types, with the single type as either', async () => {
    expect(await foundSet({ propertyTypes: ['villa'], listingType: 'sale' })).toEqual(['jubileeVilla']);
    expect(await foundSet({ propertyTypes: ['Villas'], propertyType: 'Studio' })).toEqual(['jubileeVilla', 'madhapurVilla']);
  });
});

describe('rent facts', () => {
  it('furnishing: any of those chosen', async () => {
    expect(await foundSet({ furnishing: ['fully'] })).toEqual(['gachiLake', 'hitecOne', 'madhapurVilla']);
    expect(await foundSet({ furnishing: ['semi', 'unfurnished'], listingType: 'rent' })).toEqual(['gachiFamily', 'kondapurThree']);
  });

  it("preferred tenants: that kind or 'anyone'", async () => {
    expect(await foundSet({ preferredTenants: 'family' })).toEqual(['gachiFamily', 'hitecOne', 'madhapurVilla']);
    expect(await foundSet({ preferredTenants: 'bachelors' })).toEqual(['gachiLake', 'hitecOne']);
    expect(await foundSet({ preferredTenants: 'company' })).toEqual(['hitecOne', 'kondapurThree']);
  });

  it('available by a date: from that day or earlier, or with no date given', async () => {
    expect(await foundSet({ availableBy: '2026-12-01', listingType: 'rent' })).toEqual([
      'gachiFamily',
      'hitecOne',
      'kondapurThree',
      'madhapurVilla',
      'oldRent',
    ]);
  });

  it('pets and non-vegetarian: true narrows, false does not', async () => {
    expect(await foundSet({ petsAllowed: true })).toEqual(['gachiFamily', 'kondapurThree']);
    expect(await foundSet({ nonVegAllowed: true })).toEqual(['gachiFamily', 'gachiLake']);
    expect((await search({ petsAllowed: false, listingType: 'rent' })).totalElements).toBe(6);
  });

  it('parking: a two-wheeler fits where a car does', async () => {
    expect(await foundSet({ parking: 'car', listingType: 'rent' })).toEqual(['gachiFamily', 'kondapurThree', 'madhapurVilla']);
    expect(await foundSet({ parking: 'two_wheeler', listingType: 'rent' })).toEqual(['gachiFamily', 'gachiLake', 'kondapurThree', 'madhapurVilla']);
  });

  it('deposit up to an amount', async () => {
    expect(await foundSet({ maxDeposit: 100_000 })).toEqual(['gachiFamily', 'hitecOne']);
  });
});

describe('sale facts', () => {
  it('possession status', async () => {
    expect(await foundSet({ possessionStatus: 'under_construction' })).toEqual(['kokapetNew']);
    expect(await foundSet({ possessionStatus: 'ready' })).toEqual(['jubileeVilla', 'kondapurSale']);
  });

  it('building age up to some years, a home under construction counting as new', async () => {
    expect(await foundSet({ maxBuildingAge: 10 })).toEqual(['kokapetNew', 'kondapurSale']);
  });

  it('RERA registered', async () => {
    expect(await foundSet({ reraRegistered: true })).toEqual(['kokapetNew', 'kondapurSale']);
  });
});

describe('facts of both', () => {
  it('facing: any of those chosen', async () => {
    expect(await foundSet({ facing: ['east', 'north_east'] })).toEqual(['gachiFamily', 'gachiLake', 'jubileeVilla', 'kondapurSale', 'madhapurVilla']);
  });

  it('floors between two bounds, 0 being the ground floor', async () => {
    expect(await foundSet({ maxFloor: 0 })).toEqual(['hitecOne']);
    expect(await foundSet({ minFloor: 5, maxFloor: 12 })).toEqual(['gachiLake', 'kondapurSale', 'kondapurThree']);
  });
});

describe('combinations and older listings', () => {
  it('a renter: two localities, 2 or 3 BHK, a budget, semi or fully furnished, family, parking', async () => {
    const filters = {
      listingType: 'rent',
      areas: ['Gachibowli', 'Kondapur'],
      bedrooms: [2, 3],
      maxPrice: 60_000,
      furnishing: ['semi', 'fully'],
      preferredTenants: 'family',
      parking: 'two_wheeler',
    };
    expect(await found(filters)).toEqual(['gachiFamily']);
    expect(await foundSet({ ...filters, preferredTenants: null })).toEqual(['gachiFamily', 'gachiLake']);
  });

  it('a buyer: RERA registered, ready or not, east or north', async () => {
    expect(await foundSet({ listingType: 'sale', reraRegistered: true, facing: ['east', 'north'], maxPrice: 20_000_000 })).toEqual(['kondapurSale']);
  });

  it('finds older listings without facts by the spec filters, and leaves them out of fact filters', async () => {
    expect(await foundSet({ area: 'Gachibowli', bedrooms: [2] })).toEqual(['gachiFamily', 'gachiLake', 'oldRent', 'oldSale']);
    expect(await found({ area: 'Gachibowli', furnishing: ['semi', 'fully', 'unfurnished'], listingType: 'rent' })).not.toContain('oldRent');
  });
});

describe('price per sqft', () => {
  it('orders by price per sqft either way, listings without an area last, across pages read from either end', async () => {
    const rent = { listingType: 'rent', sortBy: 'pricePerSqft' };
    const ascending = ['gachiFamily', 'oldRent', 'kondapurThree', 'hitecOne', 'gachiLake', 'madhapurVilla'];
    expect(await found({ ...rent, sortOrder: 'asc' })).toEqual(ascending);
    expect(await found({ ...rent, sortOrder: 'desc' })).toEqual([
      'gachiLake',
      'hitecOne',
      'kondapurThree',
      'oldRent',
      'gachiFamily',
      'madhapurVilla',
    ]);
    const pages = [];
    for (const page of [0, 1, 2]) pages.push(...(await found({ ...rent, sortOrder: 'asc', size: 2, page })));
    expect(pages).toEqual(ascending);
  });

  it('takes the sort key in any case', async () => {
    expect((await found({ listingType: 'rent', sortBy: 'PRICEPERSQFT', sortOrder: 'asc' }))[0]).toBe('gachiFamily');
  });
});

describe('keywords', () => {
  it('2 bhk gachibowli under 40k: sets the filters it names and says so', async () => {
    const answer = await search({ q: '2 bhk gachibowli under 40k' });
    expect(answer.keywordFilters).toEqual({ bedrooms: [2], areas: ['Gachibowli'], maxPrice: 40_000, listingType: 'rent' });
    expect(answer.q).toBeNull();
    expect(await found({ q: '2 bhk gachibowli under 40k' })).toEqual(['oldRent', 'gachiLake', 'gachiFamily']);
  });

  it('3BHK Kondapur 2 cr and furnished 1 bhk near hitech city', async () => {
    expect(await found({ q: '3BHK Kondapur 2 cr' })).toEqual(['kondapurSale']);
    expect(await found({ q: 'furnished 1 bhk near hitech city' })).toEqual(['hitecOne']);
  });

  it("the request's own filters win over the keywords'", async () => {
    const answer = await search({ q: 'gachibowli 3 bhk', areas: ['Kondapur'] });
    expect(answer.keywordFilters).toEqual({ bedrooms: [3] });
    expect(await foundSet({ q: 'gachibowli 3 bhk', areas: ['Kondapur'] })).toEqual(['kondapurSale', 'kondapurThree']);
  });

  it('ranks the words left over by relevance, and answers them as q', async () => {
    const answer = await search({ q: 'gachibowli lake view' });
    expect(answer).toMatchObject({ keywordFilters: { areas: ['Gachibowli'] }, q: 'lake view' });
    // The older listing first: 'lake view' is in its title, the newer one's description.
    expect(await found({ q: 'gachibowli lake view' })).toEqual(['gachiFamily', 'gachiLake']);
    expect(await found({ q: 'gachibowli lake view', sortBy: 'createdAt' })).toEqual(['gachiLake', 'gachiFamily']);
  });

  it('reads once whether the same words left over hold a term, whatever else the search names', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    try {
      const text = (query: unknown) => (typeof query === 'string' ? query : new PgDialect().sqlToQuery(query as SQL).sql);
      const checks = () => execute.mock.calls.filter(([query]) => text(query).includes('numnode')).length;
      expect((await search({ q: 'gachibowli sunny corner under 40k' })).q).toBe('sunny corner');
      expect((await search({ q: 'kondapur sunny corner 2 bhk' })).q).toBe('sunny corner');
      expect(checks()).toBe(1);
      // Only stop words: no term, so the words filter nothing, and that answer is kept too.
      expect((await search({ q: 'gachibowli these were' })).totalElements).toBe((await search({ areas: ['Gachibowli'] })).totalElements);
      expect((await search({ q: 'kondapur these were' })).q).toBeNull();
      expect(checks()).toBe(2);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('validation', () => {
  it('refuses what no listing can have, naming the field', async () => {
    await refused({ bedrooms: [5] }, 'bedrooms');
    await refused({ bedrooms: 'two' }, 'bedrooms');
    await refused({ furnishing: ['partly'] }, 'furnishing');
    await refused({ preferredTenants: 'anyone' }, 'preferredTenants');
    await refused({ parking: 'none' }, 'parking');
    await refused({ availableBy: '2026-13-01' }, 'availableBy');
    await refused({ facing: ['up'] }, 'facing');
    await refused({ minFloor: 5, maxFloor: 2 }, 'minFloor');
    await refused({ maxBuildingAge: 500 }, 'maxBuildingAge');
    await refused({ areas: Array.from({ length: 21 }, (_, i) => i + 1) }, 'areas');
    await refused({ sortBy: 'distance' }, 'sortBy');
  });
});

describe('kept answers', () => {
  it('keeps each filter apart and sees a new listing at once', async () => {
    expect((await search({ furnishing: ['semi'] })).totalElements).toBe(2);
    expect((await search({ furnishing: ['unfurnished'] })).totalElements).toBe(1);
    expect((await search({ facing: ['south'] })).totalElements).toBe(1);
    const poster = await t.createUser();
    await postListing(t, ref, poster.token, { listingType: 'rent', price: 20_000, furnishing: 'semi', facing: 'south' });
    expect((await search({ furnishing: ['semi'] })).totalElements).toBe(3);
    expect((await search({ facing: ['south'] })).totalElements).toBe(2);
  });
});
