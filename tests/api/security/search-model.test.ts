// Issue 8, point 5: random combinations of search filters answer exactly what a plain filter over
// the same listings in memory answers, in the right order, with every match on exactly one page.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, properties, propertyTypes } from '../../../src/server/db/schema.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';

type Listing = typeof properties.$inferSelect;
type Filters = {
  listingType?: string | null;
  propertyType?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  area?: number | string | null;
  minBedrooms?: number | null;
  maxBedrooms?: number | null;
  isVerified?: boolean | null;
  ownerType?: 'owner' | 'broker' | null;
  isReadyToMove?: boolean | null;
  city?: string | null;
  sortBy?: 'createdAt' | 'price';
  sortOrder?: 'asc' | 'desc';
  size: number;
};

let t: TestApp;
let listings: Listing[];
let areaNames: Map<number, string>;
let typeNames: Map<number, string>;
const PRICES = [1_500_000, 2_500_000, 4_000_000, 4_000_000, 7_500_000, 12_000_000];
// Few distinct times, so sorting by date meets ties that only the id can break.
const TIMES = [0, 1, 2, 3].map((d) => new Date(Date.UTC(2025, 0, 1 + d)));

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const posters: TestUser[] = [await t.createUser(), await t.createUser()];
  const areaRows = (await db.select().from(areas)).slice(0, 4);
  const typeRows = await db.select().from(propertyTypes);
  areaNames = new Map(areaRows.map((a) => [a.id, a.name]));
  typeNames = new Map(typeRows.map((p) => [p.id, p.name]));
  const random = fc.sample(
    fc.record({
      poster: fc.constantFrom(...posters),
      propertyTypeId: fc.constantFrom(...typeRows.map((p) => p.id)),
      listingType: fc.constantFrom('sale', 'rent'),
      areaId: fc.constantFrom(...areaRows.map((a) => a.id)),
      price: fc.constantFrom(...PRICES),
      bedrooms: fc.integer({ min: 0, max: 5 }),
      isVerified: fc.boolean(),
      ownerType: fc.constantFrom('owner', 'broker'),
      isReadyToMove: fc.boolean(),
      isActive: fc.constantFrom(true, true, true, true, false),
      createdAt: fc.constantFrom(...TIMES),
    }),
    { numRuns: 60, seed: 8 },
  );
  for (const [i, r] of random.entries()) {
    await db.insert(properties).values({
      userId: r.poster.id,
      title: `Listing ${i}`,
      description: 'Generated for the search model test.',
      propertyTypeId: r.propertyTypeId,
      listingType: r.listingType as 'sale',
      areaId: r.areaId,
      price: r.price,
      bedrooms: r.bedrooms,
      bathrooms: 1,
      isVerified: r.isVerified,
      ownerType: r.ownerType as 'owner',
      isReadyToMove: r.isReadyToMove,
      isActive: r.isActive,
      createdAt: r.createdAt,
    });
  }
  listings = await db.select().from(properties);
}, 120_000);
afterAll(() => t.close());

/** The plain filter: what the search must answer, in order. */
function expected(f: Filters): number[] {
  const areaMatches = (l: Listing) => {
    if (f.area == null || f.area === '') return true;
    if (typeof f.area === 'number' || /^\d+$/.test(f.area)) return l.areaId === Number(f.area);
    return areaNames.get(l.areaId)!.toLowerCase().includes(f.area.toLowerCase());
  };
  const typeMatches = (l: Listing) => {
    if (!f.propertyType) return true;
    const name = typeNames.get(l.propertyTypeId)!.toLowerCase();
    const wanted = f.propertyType.toLowerCase();
    return name === wanted || `${name}s` === wanted;
  };
  const matches = listings.filter(
    (l) =>
      l.isActive &&
      (!f.listingType || l.listingType === f.listingType.toLowerCase()) &&
      typeMatches(l) &&
      (f.minPrice == null || l.price >= f.minPrice) &&
      (f.maxPrice == null || l.price <= f.maxPrice) &&
      (!f.city || l.city.toLowerCase() === f.city.toLowerCase()) &&
      areaMatches(l) &&
      (f.minBedrooms == null || l.bedrooms >= f.minBedrooms) &&
      (f.maxBedrooms == null || l.bedrooms <= f.maxBedrooms) &&
      (f.isVerified == null || l.isVerified === f.isVerified) &&
      (!f.ownerType || l.ownerType === f.ownerType) &&
      (f.isReadyToMove == null || l.isReadyToMove === f.isReadyToMove),
  );
  const sign = f.sortOrder === 'asc' ? 1 : -1;
  const key = (l: Listing) => (f.sortBy === 'price' ? l.price : l.createdAt.getTime());
  return matches.sort((a, b) => sign * (key(a) - key(b) || a.id - b.id)).map((l) => l.id);
}

/** Each filter is left out three times in four, so combinations often match several pages. */
const optional = <T,>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const filters: () => fc.Arbitrary<Filters> = () =>
  fc.record(
    {
      listingType: optional(fc.constantFrom('sale', 'rent', 'SALE', 'Rent', '', null)),
      propertyType: optional(fc.constantFrom(...[...typeNames.values()].flatMap((n) => [n, n.toUpperCase(), `${n}s`]), 'Castle', null)),
      minPrice: optional(fc.constantFrom(...PRICES, 0, null)),
      maxPrice: optional(fc.constantFrom(...PRICES, 0, null)),
      area: optional(
        fc.oneof(
          fc.constantFrom(...areaNames.keys()),
          fc.constantFrom(...[...areaNames.values()].flatMap((n) => [n, n.slice(1, 4).toUpperCase()])),
          fc.constantFrom('%', '_', 'zz-nowhere', '', null),
        ),
      ),
      minBedrooms: optional(fc.integer({ min: 0, max: 6 })),
      maxBedrooms: optional(fc.integer({ min: 0, max: 6 })),
      isVerified: optional(fc.boolean()),
      ownerType: optional(fc.constantFrom('owner' as const, 'broker' as const)),
      isReadyToMove: optional(fc.boolean()),
      city: optional(fc.constantFrom('Hyderabad', 'hyderabad', 'Pune')),
      sortBy: optional(fc.constantFrom('createdAt' as const, 'price' as const)),
      sortOrder: optional(fc.constantFrom('asc' as const, 'desc' as const)),
      size: fc.integer({ min: 1, max: 8 }),
    },
    { requiredKeys: ['size'] },
  );

describe('search against a plain filter', () => {
  it('every combination answers the same listings, in order, each on exactly one page; min above max is a 400', async () => {
    let severalPages = 0;
    await fc.assert(
      fc.asyncProperty(filters(), async (f) => {
        const search = (page: number) => t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { ...f, page } });
        const minAboveMax = (f.minPrice != null && f.maxPrice != null && f.minPrice > f.maxPrice) || (f.minBedrooms != null && f.maxBedrooms != null && f.minBedrooms > f.maxBedrooms);
        const first = await search(0);
        if (minAboveMax) {
          expect(first.statusCode).toBe(400);
          return;
        }
        expect(first.statusCode, first.body).toBe(200);
        const want = expected(f);
        const { totalElements, totalPages, size } = first.json();
        expect({ totalElements, totalPages, size }).toEqual({ totalElements: want.length, totalPages: Math.ceil(want.length / f.size), size: f.size });
        const got: number[] = [];
        for (let page = 0; page < totalPages; page++) {
          const res = page === 0 ? first : await search(page);
          const ids: number[] = res.json().data.map((p: { id: number }) => p.id);
          expect(ids.length).toBeLessThanOrEqual(f.size);
          got.push(...ids);
        }
        if (totalPages > 1) severalPages++;
        expect(new Set(got).size).toBe(got.length);
        expect(got).toEqual(want);
        const beyond = await search(totalPages);
        expect(beyond.json().data).toEqual([]);
      }),
      { numRuns: 60 },
    );
    // The property is about something: many runs had results spread over pages.
    expect(severalPages).toBeGreaterThan(15);
  });
});
