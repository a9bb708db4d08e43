//a locality's page figures, counted from the database's public listings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, users } from '#server/db/schema.ts';
import { insertProperty } from './fixtures/deals.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('locality insights', () => {
  it('counts public listings and gives medians per BHK for sale and rent', async () => {
    const [area] = await t.database.db.select().from(areas).where(eq(areas.name, 'Gachibowli'));
    const owner = await t.createUser();
    const gone = await t.createUser();
    const sale = (price: number, areaSqft: number | null, bedrooms: number) =>
      insertProperty(t, owner.id, { price, areaSqft, bedrooms, areaId: area!.id });
    await sale(6_000_000, 1000, 2); // 6,000 per sq ft
    await sale(8_000_000, 1000, 2); // 8,000
    await sale(9_000_000, 1000, 2); // 9,000 → median 8,000
    await sale(20_000_000, null, 5); // 4+ BHK without an area
    await insertProperty(t, owner.id, { listingType: 'rent', price: 30_000, areaSqft: 1200, bedrooms: 2, areaId: area!.id });
    await insertProperty(t, owner.id, { price: 1_000_000, areaSqft: 100, bedrooms: 2, areaId: area!.id, isActive: false }); // hidden
    await insertProperty(t, gone.id, { price: 1_000_000, areaSqft: 100, bedrooms: 2, areaId: area!.id });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id)); // poster left

    const res = await t.app.inject({ method: 'GET', url: `/api/areas/${area!.id}/insights` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      areaId: area!.id,
      areaName: 'Gachibowli',
      slug: 'gachibowli',
      pincode: area!.pincode,
      city: 'Hyderabad',
      forSale: 4,
      forRent: 1,
      byBhk: [
        { listingType: 'rent', bhk: 2, count: 1, medianPricePerSqft: 25, medianPrice: 30_000 },
        { listingType: 'sale', bhk: 2, count: 3, medianPricePerSqft: 8000, medianPrice: 8_000_000 },
        { listingType: 'sale', bhk: 4, count: 1, medianPricePerSqft: null, medianPrice: 20_000_000 },
      ],
    });
  });

  it('finds a locality by its address, HITEC City at hitec-city, and by id', async () => {
    const [area] = await t.database.db.select().from(areas).where(eq(areas.name, 'HITEC City'));
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/areas/hitec-city/insights' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data).toMatchObject({ areaId: area!.id, areaName: 'HITEC City', slug: 'hitec-city' });
    expect((await t.app.inject({ method: 'GET', url: '/api/areas/HITEC-City/insights' })).json().data.areaId).toBe(area!.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/areas/${area!.id}/insights` })).json().data.slug).toBe('hitec-city');
  });

  it('answers a locality without listings with zero counts and no figures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/areas/medchal/insights' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ areaName: 'Medchal', slug: 'medchal', forSale: 0, forRent: 0, byBhk: [] });
  });

  it('answers an unknown locality as missing and a malformed one as bad input', async () => {
    for (const key of ['999999', 'atlantis', 'gachi-bowli']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/areas/${key}/insights` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Locality not found' });
    }
    for (const key of ['gachi%20bowli', '-gachibowli', 'x'.repeat(61), "gachibowli'--"]) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/areas/${key}/insights` });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['key']);
    }
  });
});
