import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loadReference, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;

type Seed = {
  key: string;
  title: string;
  type: string;
  area: string;
  listingType: 'sale' | 'rent';
  price: number;
  bedrooms: number;
  isVerified?: boolean;
  ownerType?: 'owner' | 'broker';
  isReadyToMove?: boolean;
  description?: string;
  isActive?: boolean;
};

// Newest last: each listing is a day younger than the one before it.
const seeds: Seed[] = [
  { key: 'villa', title: 'Garden villa', type: 'Villa', area: 'Gachibowli', listingType: 'sale', price: 45_000_000, bedrooms: 4, isVerified: true },
  {
    key: 'flat',
    title: 'Lake view flat',
    type: 'Apartment',
    area: 'HITEC City',
    listingType: 'sale',
    price: 9_500_000,
    bedrooms: 2,
    ownerType: 'broker',
  },
  {
    key: 'rentFlat',
    title: 'Furnished flat',
    type: 'Apartment',
    area: 'Madhapur',
    listingType: 'rent',
    price: 32_000,
    bedrooms: 2,
    isReadyToMove: true,
  },
  {
    key: 'studio',
    title: 'Compact studio',
    type: 'Studio',
    area: 'Kondapur',
    listingType: 'rent',
    price: 14_000,
    bedrooms: 1,
    description: 'Close to the metro station and offices',
  },
  {
    key: 'plot',
    title: 'Corner plot',
    type: 'Plot',
    area: 'Kukatpally',
    listingType: 'sale',
    price: 6_000_000,
    bedrooms: 0,
    isVerified: true,
    ownerType: 'broker',
  },
  {
    key: 'house',
    title: 'Family house',
    type: 'House',
    area: 'Jubilee Hills',
    listingType: 'sale',
    price: 80_000_000,
    bedrooms: 5,
    isReadyToMove: true,
  },
  {
    key: 'hidden',
    title: 'Withdrawn villa',
    type: 'Villa',
    area: 'Gachibowli',
    listingType: 'sale',
    price: 40_000_000,
    bedrooms: 4,
    isActive: false,
  },
];
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  const poster = await t.createUser();
  const start = Date.parse('2025-01-01T00:00:00Z');
  for (const [index, seed] of seeds.entries()) {
    const [row] = await t.database.db
      .insert(properties)
      .values({
        userId: poster.id,
        title: seed.title,
        description: seed.description ?? `${seed.title} in ${seed.area}`,
        propertyTypeId: ref.type(seed.type).propertyTypeId,
        listingType: seed.listingType,
        areaId: ref.area(seed.area).areaId,
        price: seed.price,
        bedrooms: seed.bedrooms,
        isVerified: seed.isVerified ?? false,
        ownerType: seed.ownerType ?? 'owner',
        isReadyToMove: seed.isReadyToMove ?? false,
        isActive: seed.isActive ?? true,
        createdAt: new Date(start + index * 86_400_000),
      })
      .returning({ id: properties.id });
    ids[seed.key] = row!.id;
  }
});
afterAll(() => t.close());

async function search(payload: object) {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    success: true;
    data: { id: number; title: string; price: number }[];
    page: number;
    size: number;
    totalElements: number;
    totalPages: number;
  };
}

/** The seed keys a search finds, in answer order. */
const found = async (payload: object) => {
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return (await search(payload)).data.map((p) => byId[p.id]);
};

describe('POST /api/properties/search', () => {
  it('finds every active listing, newest first, on page 0 of size 50 by default', async () => {
    const body = await search({});
    expect(body).toMatchObject({ success: true, page: 0, size: 50, totalElements: 6, totalPages: 1 });
    expect(await found({})).toEqual(['house', 'plot', 'studio', 'rentFlat', 'flat', 'villa']);
  });

  it('treats nulls, as the search form sends them, as no filter', async () => {
    const nulls = {
      propertyType: null,
      minPrice: null,
      maxPrice: null,
      city: null,
      area: null,
      listingType: null,
      minBedrooms: null,
      maxBedrooms: null,
      isVerified: null,
      ownerType: null,
      isReadyToMove: null,
    };
    expect((await search(nulls)).totalElements).toBe(6);
  });

  it.each([
    ['listing type', { listingType: 'rent' }, ['studio', 'rentFlat']],
    ['listing type in capitals', { listingType: 'SALE' }, ['house', 'plot', 'flat', 'villa']],
    ['property type by name, any case', { propertyType: 'apartment' }, ['rentFlat', 'flat']],
    ['property type as the menus write it', { propertyType: 'Villas' }, ['villa']],
    ['min price', { minPrice: 45_000_000 }, ['house', 'villa']],
    ['max price', { maxPrice: 14_000 }, ['studio']],
    ['a price band', { minPrice: 5_000_000, maxPrice: 10_000_000 }, ['plot', 'flat']],
    ['city', { city: 'hyderabad' }, ['house', 'plot', 'studio', 'rentFlat', 'flat', 'villa']],
    ['another city', { city: 'Pune' }, []],
    ['area by name', { area: 'Madhapur' }, ['rentFlat']],
    ['area by part of its name, any case', { area: 'hitec' }, ['flat']],
    ['min bedrooms', { minBedrooms: 4 }, ['house', 'villa']],
    ['max bedrooms', { maxBedrooms: 1 }, ['plot', 'studio']],
    ['verified', { isVerified: true }, ['plot', 'villa']],
    ['owner type', { ownerType: 'broker' }, ['plot', 'flat']],
    ['owner type in capitals', { ownerType: 'BROKER' }, ['plot', 'flat']],
    ['an empty owner type as no filter', { ownerType: '' }, ['house', 'plot', 'studio', 'rentFlat', 'flat', 'villa']],
    ['ready to move', { isReadyToMove: true }, ['house', 'rentFlat']],
    ['several filters at once', { listingType: 'sale', isVerified: true, minBedrooms: 1 }, ['villa']],
    // Bounds that are not whole rupees or lie past the 100 crore ceiling are rounded into range, not a 500.
    ['a max price past the ceiling', { maxPrice: 1e30 }, ['house', 'plot', 'studio', 'rentFlat', 'flat', 'villa']],
    ['a min price past the ceiling', { minPrice: 1e30 }, []],
    ['a fractional price band', { minPrice: 4_999_999.5, maxPrice: 10_000_000.5 }, ['plot', 'flat']],
  ])('filters by %s', async (_, payload, expected) => {
    expect(await found(payload)).toEqual(expected);
  });

  it('filters by area id, also when sent as text', async () => {
    const id = ref.area('Kondapur').areaId;
    expect(await found({ area: id })).toEqual(['studio']);
    expect(await found({ area: String(id) })).toEqual(['studio']);
    expect(await found({ area: '99999999999' })).toEqual([]);
  });

  it('searches free text over title, description and locality, with word forms', async () => {
    expect(await found({ q: 'villas' })).toEqual(['villa']);
    expect(await found({ q: 'metro' })).toEqual(['studio']);
    expect(await found({ q: 'Jubilee Hills' })).toEqual(['house']);
    expect(await found({ q: 'flat -furnished' })).toEqual(['flat']);
    expect(await found({ q: 'flat', listingType: 'rent' })).toEqual(['rentFlat']);
    expect(await found({ q: 'submarine' })).toEqual([]);
    expect((await search({ q: 'the' })).totalElements).toBe(6);
  });

  it('sorts by price both ways and by date oldest first', async () => {
    expect(await found({ sortBy: 'price', sortOrder: 'asc', listingType: 'sale' })).toEqual(['plot', 'flat', 'villa', 'house']);
    expect(await found({ sortBy: 'price', sortOrder: 'desc', listingType: 'sale' })).toEqual(['house', 'villa', 'flat', 'plot']);
    expect(await found({ sortBy: 'createdAt', sortOrder: 'asc' })).toEqual(['villa', 'flat', 'rentFlat', 'studio', 'plot', 'house']);
  });

  it.each([
    ['the spec search page', { sortBy: 'createdAt', sortOrder: 'DESC', page: 0, size: 50 }, ['house', 'plot', 'studio', 'rentFlat', 'flat', 'villa']],
    ['mixed case', { sortBy: 'CreatedAt', sortOrder: 'Asc' }, ['villa', 'flat', 'rentFlat', 'studio', 'plot', 'house']],
    ['capitals', { sortBy: 'PRICE', sortOrder: 'DESC', listingType: 'Sale' }, ['house', 'villa', 'flat', 'plot']],
    ['lower case with spaces', { sortBy: ' price ', sortOrder: 'asc ', listingType: 'sale' }, ['plot', 'flat', 'villa', 'house']],
  ])('reads sortBy and sortOrder in any case (%s)', async (_, payload, expected) => {
    expect(await found(payload)).toEqual(expected);
  });

  it('pages through results with a total count and no overlap', async () => {
    const first = await search({ size: 4, page: 0 });
    const second = await search({ size: 4, page: 1 });
    expect(first).toMatchObject({ page: 0, size: 4, totalElements: 6, totalPages: 2 });
    expect(second).toMatchObject({ page: 1, size: 4, totalElements: 6, totalPages: 2 });
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data].map((p) => p.id);
    expect(new Set(all).size).toBe(6);
    const past = await search({ size: 4, page: 5 });
    expect(past).toMatchObject({ data: [], totalElements: 6, totalPages: 2 });
    const exact = await search({ size: 3, page: 1 });
    expect(exact).toMatchObject({ totalElements: 6, totalPages: 2 });
  });

  it('leaves out inactive listings', async () => {
    expect(await found({ q: 'withdrawn' })).toEqual([]);
    await t.database.db.update(properties).set({ isActive: true }).where(eq(properties.id, ids.hidden!));
    expect(await found({ q: 'withdrawn' })).toEqual(['hidden']);
    await t.database.db.update(properties).set({ isActive: false }).where(eq(properties.id, ids.hidden!));
  });

  it.each([
    [{ minPrice: 10, maxPrice: 5 }, 'minPrice', 'Min price cannot be above max price'],
    [{ minBedrooms: 3, maxBedrooms: 2 }, 'minBedrooms', 'Min bedrooms cannot be above max bedrooms'],
    [{ minPrice: -1 }, 'minPrice', 'Min price cannot be negative'],
    [{ maxPrice: 'cheap' }, 'maxPrice', 'Max price must be a number'],
    [{ maxBedrooms: 21 }, 'maxBedrooms', 'Bedrooms must be 0 to 20'],
    [{ size: 0 }, 'size', 'Page size must be 1 to 100'],
    [{ size: 101 }, 'size', 'Page size must be 1 to 100'],
    [{ page: -1 }, 'page', 'Page must be 0 or more'],
    [{ sortBy: 'title' }, 'sortBy', 'Sort by createdAt, price, pricePerSqft, relevance, confirmedAt or commute'],
    [{ sortOrder: 'descending' }, 'sortOrder', 'Sort order must be asc or desc'],
    [{ sortOrder: 1 }, 'sortOrder', 'Sort order must be asc or desc'],
    [{ ownerType: 'agent' }, 'ownerType', 'Owner type must be owner or broker'],
    [{ listingType: 'lease' }, 'listingType', 'Listing type must be sale or rent'],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(message);
  });
});

describe('POST /api/properties/search without a body', () => {
  it('answers the first page of everything', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/properties/search' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 0, size: 50, totalElements: 6 });
  });
});

// A page is kept by its body's text, and a body sent again word for word is answered before it is
// validated again (properties/routes-read.ts): what it is answered must not change for that.
describe('POST /api/properties/search with the same body again', () => {
  const send = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/properties/search', headers: { 'content-type': 'application/json' }, payload });

  it('refuses an invalid body with 400 naming the field every time', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await send('{"listingType":"rent","maxPrice":"cheap"}');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ maxPrice: 'Max price must be a number' });
    }
  });

  it('refuses a body nested too deeply every time', async () => {
    const nested = `{"q":"flat","x":${'['.repeat(25)}${']'.repeat(25)}}`;
    for (let i = 0; i < 2; i++) {
      const res = await send(nested);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is nested too deeply (more than 20 levels)');
    }
  });

  it('answers a repeated body as afresh, also after listings change', async () => {
    const body = '{"q":"2 bhk flat","listingType":"sale","page":0,"size":20}';
    const first = await send(body);
    expect(first.statusCode).toBe(200);
    expect((await send(body)).json()).toEqual(first.json());
    // A new listings version: the remembered filters are searched again.
    await t.database.db.update(properties).set({ isActive: true }).where(eq(properties.id, ids.hidden!));
    try {
      const again = await send(body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual((await send(' ' + body)).json());
    } finally {
      await t.database.db.update(properties).set({ isActive: false }).where(eq(properties.id, ids.hidden!));
    }
  });

  it('answers the same filters in other words alike', async () => {
    const a = await send('{"listingType":"rent","page":0}');
    const b = await send('{ "page": 0, "listingType": "rent" }');
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json().totalElements).toBeGreaterThan(0);
  });
});
