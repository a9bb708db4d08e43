// Never a dead end: suggestions with counts for a search that finds few
// listings, similar homes, and a listing's price per sqft against its locality's median.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import { FEW_MATCHES } from '#server/modules/properties/find-properties.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { loadReference, type Reference } from './listing-fixtures.ts';
import { CATALOGUE, seedCatalogue, type CatalogueSeed } from './search-facts.fixture.ts';

let t: TestApp;
let ref: Reference;
let ids: Record<string, number>;

const rental = (key: string, area: string, price: number, more: Partial<CatalogueSeed> = {}): CatalogueSeed => ({
  key,
  title: `${area} 2 BHK flat`,
  type: 'Apartment',
  area,
  listingType: 'rent',
  price,
  bedrooms: 2,
  areaSqft: 1000,
  ...more,
});
const EXTRA: CatalogueSeed[] = [
  rental('kondapurFurnished', 'Kondapur', 34_000, { furnishing: 'fully', areaSqft: 1100 }),
  rental('gachiThird', 'Gachibowli', 32_000),
  // Eight alike in Medchal, far from the rest, for the limit on similar homes.
  ...Array.from({ length: 8 }, (_, i) => rental(`medchal${i}`, 'Medchal', 20_000 + i * 100)),
  rental('hiddenGachi', 'Gachibowli', 33_000, { isActive: false }),
];

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  ids = await seedCatalogue(t, ref, [...CATALOGUE, ...EXTRA]);
});
afterAll(() => t.close());

type Suggestion = { kind: string; label: string; count: number; filters: Record<string, unknown> };

async function suggestions(payload: object): Promise<Suggestion[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search/suggestions', payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const total = async (payload: object) =>
  (await t.app.inject({ method: 'POST', url: '/api/properties/search', payload })).json().totalElements as number;

const keyOf = (id: number) => Object.entries(ids).find(([, value]) => value === id)?.[0];

describe('POST /api/properties/search/suggestions', () => {
  // A fully furnished 2 BHK to rent in Gachibowli up to ₹36,000: none.
  const nothing = { listingType: 'rent', areas: ['Gachibowli'], bedrooms: [2], maxPrice: 36_000, furnishing: ['fully'] };

  it('offers nearby localities, a higher budget and each filter dropped, with their counts', async () => {
    expect(await total(nothing)).toBe(0);
    const answer = await suggestions(nothing);
    expect(answer.map(({ kind, label, count }) => ({ kind, label, count }))).toEqual([
      { kind: 'nearby', label: '1 in Kondapur, about 3 km away', count: 1 },
      { kind: 'budget', label: '1 up to ₹45 K', count: 1 },
      { kind: 'drop', label: "3 without 'Fully furnished'", count: 3 },
      { kind: 'drop', label: "1 without 'Gachibowli'", count: 1 },
      { kind: 'drop', label: "1 without 'Max ₹36 K'", count: 1 },
    ]);
  });

  it('gives searches to run that find what the counts say', async () => {
    for (const suggestion of await suggestions(nothing)) {
      expect(await total(suggestion.filters), suggestion.label).toBe(suggestion.count);
    }
    const [nearby] = await suggestions(nothing);
    expect(nearby!.filters).toMatchObject({ areas: ['Gachibowli', 'Kondapur'], listingType: 'rent', bedrooms: [2], furnishing: ['fully'] });
  });

  it('counts more beside results found', async () => {
    const some = { listingType: 'rent', areas: ['Gachibowli'], bedrooms: [2], maxPrice: 36_000 };
    expect(await total(some)).toBe(3);
    const answer = await suggestions(some);
    expect(answer.find((s) => s.kind === 'budget')).toMatchObject({ label: '1 more up to ₹45 K', count: 1 });
    expect(answer.find((s) => s.kind === 'nearby')).toMatchObject({ label: '1 more in Kondapur, about 3 km away', count: 1 });
  });

  it('reads keywords as the search does', async () => {
    const byKeywords = await suggestions({ q: 'fully furnished 2 bhk gachibowli under 36k' });
    const byFilters = await suggestions(nothing);
    expect(byKeywords.map((s) => s.label)).toEqual(byFilters.map((s) => s.label));
    expect(byKeywords[0]!.filters).not.toHaveProperty('q');
  });

  it('offers only ways out that find something, and nothing for a search without filters', async () => {
    const answer = await suggestions({ listingType: 'rent', areas: ['Gachibowli'], petsAllowed: true, facing: ['south'] });
    expect(answer.every((s) => s.count > 0)).toBe(true);
    expect(answer.map((s) => s.label)).toContain("1 without 'South facing'");
    expect(await suggestions({})).toEqual([]);
  });

  it('refuses a payload search would refuse, naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/properties/search/suggestions', payload: { bedrooms: [9] } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)[0]).toMatch(/^bedrooms/);
  });
});

describe('GET /api/properties/{id}/similar', () => {
  const similar = async (key: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${ids[key]}/similar` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { id: number }[]).map((p) => keyOf(p.id));
  };

  it('answers same-type rentals of the locality first, then nearby ones, priced within 25%, not itself', async () => {
    expect(await similar('gachiFamily')).toEqual(['gachiThird', 'gachiLake', 'oldRent', 'kondapurFurnished']);
  });

  it('answers cards with the key facts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.gachiThird}/similar` });
    const card = res.json().data.find((p: { id: number }) => p.id === ids.gachiFamily);
    expect(card).toMatchObject({ deposit: 100_000, furnishing: 'semi', preferredTenants: 'family', availableFrom: '2026-12-01' });
    expect(card).not.toHaveProperty('description');
  });

  it('answers at most six', async () => {
    expect(await similar('medchal0')).toHaveLength(6);
  });

  it('answers an empty list when nothing is alike', async () => {
    expect(await similar('jubileeVilla')).toEqual([]);
  });

  it("is 404 for a listing the caller may not see, and for one that doesn't exist", async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${ids.hiddenGachi}/similar` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/properties/999999/similar' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/properties/abc/similar' })).statusCode).toBe(400);
  });
});

describe('GET /api/properties/{id}/price-insight', () => {
  const insight = async (key: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${ids[key]}/price-insight` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('compares price per sqft with the median of the other listings of its locality, type, BHK and listing type', async () => {
    // The others: ₹38,000 / 1,100, ₹30,000 / 1,000, ₹32,000 / 1,000 sqft: median ₹32; this one ₹35,000 / 1,200 = ₹29.17.
    expect(await insight('gachiFamily')).toEqual({
      pricePerSqft: 29,
      medianPricePerSqft: 32,
      percentDiff: -9,
      areaName: 'Gachibowli',
      bedrooms: 2,
      propertyType: 'Apartment',
      listingType: 'rent',
      sampleSize: 3,
    });
  });

  it('is null under three comparable listings, and for a listing without an area', async () => {
    expect(await insight('kondapurThree')).toBeNull();
    expect(await insight('madhapurVilla')).toBeNull();
  });

  it('follows the listings: a new comparable moves the median', async () => {
    const owner = await t.createUser();
    const before = await insight('gachiLake');
    await t.database.db.insert(properties).values({
      userId: owner.id,
      title: 'Costly 2 BHK',
      description: 'Costly',
      propertyTypeId: ref.type('Apartment').propertyTypeId,
      listingType: 'rent',
      areaId: ref.area('Gachibowli').areaId,
      price: 60_000,
      areaSqft: 1000,
      bedrooms: 2,
    });
    const after = await insight('gachiLake');
    expect(after.sampleSize).toBe(before.sampleSize + 1);
    expect(after.medianPricePerSqft).toBeGreaterThan(before.medianPricePerSqft);
    await t.database.db.delete(properties).where(eq(properties.title, 'Costly 2 BHK'));
  });

  it('is for whoever may see the listing: an admin sees an inactive one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${ids.hiddenGachi}/price-insight` })).statusCode).toBe(404);
    const admin = await t.createUser({ role: 'ADMIN' });
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${ids.hiddenGachi}/price-insight`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ areaName: 'Gachibowli', sampleSize: 4 });
  });
});

describe('suggestions for a search beside a broad one', () => {
  it("give the broad search's own total where it was counted only so far", async () => {
    const poster = await t.createUser();
    // Plots for sale in Shamshabad, none of them under ₹40 lakh: a higher budget finds them all.
    await t.database.db.execute(sql`insert into properties (user_id, title, description, property_type_id, listing_type, area_id, price, bedrooms)
      select ${poster.id}, 'Bulk plot ' || g, 'Plot', ${ref.type('Plot').propertyTypeId}, 'sale', ${ref.area('Shamshabad').areaId}, 4100000 + g, 0
      from generate_series(1, ${FEW_MATCHES + 1}) g`);
    const answer = await suggestions({ listingType: 'sale', propertyType: 'Plot', areas: ['Shamshabad'], maxPrice: 4_000_000 });
    expect(answer.find((s) => s.kind === 'budget')).toMatchObject({ label: '2,000+ up to ₹50.00 Lac', count: FEW_MATCHES + 1 });
  });
});
