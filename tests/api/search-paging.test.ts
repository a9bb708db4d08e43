// Pages join up in every order, a broad search is counted only so far, and totals and the featured list
// are kept between requests; neither may change what a client sees.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '#server/db/schema.ts';
import { FEW_MATCHES } from '#server/modules/properties/find-properties.ts';
import { buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { loadReference, postListing, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let poster: TestUser;
const AREA = 'Gachibowli';

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  poster = await t.createUser();
  // Thirteen listings in one locality, some sharing a price so the id must break ties.
  await t.database.db.insert(properties).values(
    Array.from({ length: 13 }, (_, i) => ({
      userId: poster.id,
      title: `Paged flat ${i}`,
      description: 'A flat for the paging tests',
      propertyTypeId: ref.type('Apartment').propertyTypeId,
      listingType: 'rent' as const,
      areaId: ref.area(AREA).areaId,
      price: 20_000 + (i % 5) * 1000,
      bedrooms: 2,
      createdAt: new Date(Date.parse('2025-01-01T00:00:00Z') + (i % 4) * 86_400_000),
    })),
  );
});
afterAll(() => t.close());

type Page = { data: { id: number; title: string; price: number }[]; page: number; size: number; totalElements: number; totalPages: number };

async function search(payload: object): Promise<Page> {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('search pages', () => {
  it.each([
    ['price', 'desc'],
    ['price', 'asc'],
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
  ])('by %s %s, pages join up to the whole list', async (sortBy, sortOrder) => {
    const filters = { area: ref.area(AREA).areaId, sortBy, sortOrder };
    const whole = (await search({ ...filters, size: 100 })).data.map((p) => p.id);
    expect(whole).toHaveLength(13);
    const pages: number[] = [];
    for (let page = 0; page < 5; page++) {
      const answer = await search({ ...filters, size: 3, page });
      expect(answer).toMatchObject({ page, size: 3, totalElements: 13, totalPages: 5 });
      pages.push(...answer.data.map((p) => p.id));
    }
    expect(pages).toEqual(whole);
  });

  it('answers a page past the last match with no listings and the exact total, asked first or after the total is known', async () => {
    const filters = { area: ref.area(AREA).areaId, size: 3, minBedrooms: 0 };
    expect(await search({ ...filters, page: 9 })).toMatchObject({ data: [], page: 9, totalElements: 13, totalPages: 5 });
    expect(await search({ ...filters, page: 4 })).toMatchObject({ page: 4, totalElements: 13 });
    expect((await search({ ...filters, page: 4 })).data).toHaveLength(1);
  });

  it('totals and the featured list change as soon as a listing or its poster does', async () => {
    const filters = { area: ref.area(AREA).areaId, size: 1 };
    const before = (await search(filters)).totalElements;
    expect((await search({ ...filters, page: 2 })).totalElements).toBe(before);

    const posted = await postListing(t, ref, poster.token, { areaId: ref.area(AREA).areaId, title: 'Just posted flat' });
    expect((await search(filters)).totalElements).toBe(before + 1);
    expect((await search({ ...filters, page: 2 })).totalElements).toBe(before + 1);
    // The featured list holds checked homes: an admin's check, as the moderation queue records it.
    await t.database.db.update(properties).set({ isVerified: true, verificationRequestedAt: null }).where(eq(properties.id, posted.id));
    const featured = await t.app.inject({ method: 'GET', url: '/api/properties/featured' });
    expect(featured.headers['content-type']).toContain('application/json');
    expect(featured.json().data[0]).toMatchObject({ id: posted.id, title: 'Just posted flat' });

    // A poster whose account is deleted takes every listing with them.
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, poster.id));
    expect((await search(filters)).totalElements).toBe(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/properties/featured' });
    expect(after.json().data.map((p: { id: number }) => p.id)).not.toContain(posted.id);
    await t.database.db.update(users).set({ deletedAt: null }).where(eq(users.id, poster.id));
    expect((await search(filters)).totalElements).toBe(before + 1);
  });

  it('counts a broad search only so far: the total says "more than", and the pages reach that deep', async () => {
    const size = 100;
    const matching = FEW_MATCHES + 3 * size;
    // Set-based, so the test stays quick; a type of its own keeps the other tests' counts apart.
    await t.database.db.execute(sql`insert into properties (user_id, title, description, property_type_id, listing_type, area_id, price, bedrooms)
      select ${poster.id}, 'Bulk plot ' || g, 'Plot', ${ref.type('Plot').propertyTypeId}, 'sale', ${ref.area(AREA).areaId}, 1000000 + g, 0
      from generate_series(1, ${matching}) g`);
    const filters = { propertyType: 'Plot', size, sortBy: 'price', sortOrder: 'asc' };
    const counted = { totalElements: FEW_MATCHES, totalPages: FEW_MATCHES / size, isTotalCapped: true };
    // Asked first for the last page the total reaches, then again once the total is kept.
    for (let round = 0; round < 2; round++) {
      const last = await search({ ...filters, page: FEW_MATCHES / size - 1 });
      expect(last).toMatchObject(counted);
      expect(last.data.map((p) => p.title)).toEqual(Array.from({ length: size }, (_, i) => `Bulk plot ${FEW_MATCHES - size + 1 + i}`));
    }
    expect(await search({ ...filters, page: FEW_MATCHES / size })).toMatchObject({ ...counted, data: [] });
    // Reversing the order reaches the other end.
    const cheapestLast = await search({ ...filters, sortOrder: 'desc' });
    expect(cheapestLast.data[0]!.title).toBe(`Bulk plot ${matching}`);
    // A page that straddles the limit stops at it.
    const straddling = await search({ ...filters, size: 30, page: Math.floor(FEW_MATCHES / 30) });
    expect(straddling.data).toHaveLength(FEW_MATCHES % 30);
    // A narrower search is counted exactly.
    expect(await search({ ...filters, maxPrice: 1000000 + FEW_MATCHES })).toMatchObject({ totalElements: FEW_MATCHES, isTotalCapped: false });
  });
});

describe('searches matching few listings', () => {
  const villas = () => ({ area: ref.area('Kondapur').areaId, propertyType: 'Villa', listingType: 'sale' });
  const MIN_PRICE = 5_600_000;

  beforeAll(async () => {
    // More villas than a search reads all at once, a seventh of them at MIN_PRICE; prices and dates
    // are shared, so the id must break ties.
    await t.database.db
      .execute(sql`insert into properties (user_id, title, description, property_type_id, listing_type, area_id, price, bedrooms, created_at)
      select ${poster.id}, 'Bulk villa ' || g, 'Villa', ${ref.type('Villa').propertyTypeId}, 'sale', ${ref.area('Kondapur').areaId},
        5000000 + (g % 7) * 100000, 3, timestamptz '2024-01-01' + (g % 3) * interval '1 day'
      from generate_series(1, ${FEW_MATCHES + 500}) g`);
  });

  async function everyPage(filters: object): Promise<Page['data']> {
    const first = await search({ ...filters, size: 100 });
    const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => search({ ...filters, size: 100, page: i + 1 })));
    return [first, ...rest].flatMap((answer) => answer.data);
  }

  it.each([
    ['price', 'desc'],
    ['createdAt', 'asc'],
  ])('by %s %s, list them in the order and pages of a search matching many', async (sortBy, sortOrder) => {
    // The broad search shows its first FEW_MATCHES: the narrow one's listings among them come first in it, in the same order.
    const many = await everyPage({ ...villas(), sortBy, sortOrder });
    const few = await everyPage({ ...villas(), minPrice: MIN_PRICE, sortBy, sortOrder });
    expect(many).toHaveLength(FEW_MATCHES);
    const fewAmongMany = many.filter((p) => p.price >= MIN_PRICE).map((p) => p.id);
    expect(fewAmongMany.length).toBeGreaterThan(100);
    expect(few.map((p) => p.id).slice(0, fewAmongMany.length)).toEqual(fewAmongMany);
  });
});
