// A locality page's prices over the last quarters, counted from real listings only, and what is near it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, users } from '#server/db/schema.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { lastQuarters } from '#shared/localities/quarters.ts';
import { insertProperty } from './fixtures/deals.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Noon in Hyderabad on the 2nd day of a quarter that starts on `start` (YYYY-MM-DD). */
const inQuarter = (start: string) => new Date(`${start.slice(0, 8)}02T12:00:00+05:30`);

describe('locality price history', () => {
  it('gives homes listed and the median asking price per quarter and BHK, and no median for too few homes', async () => {
    const [area] = await t.database.db.select().from(areas).where(eq(areas.name, 'Madhapur'));
    const quarters = lastQuarters(todayInIndia(), 4);
    const [oldest, , previous, current] = quarters.map((q) => inQuarter(q.start));
    const owner = await t.createUser();
    const gone = await t.createUser();
    const home = (createdAt: Date, price: number, more: Parameters<typeof insertProperty>[2] = {}) =>
      insertProperty(t, owner.id, { areaId: area!.id, bedrooms: 2, price, createdAt, ...more });
    await home(current!, 6_000_000);
    await home(current!, 8_000_000);
    await home(current!, 9_000_000, { status: 'sold', isActive: false }); // sold since: still that quarter's asking price
    await home(current!, 1_000_000, { status: 'deleted', isActive: false }); // deleted by its poster
    await home(current!, 1_000_000, { reviewState: 'hidden', isActive: false }); // hidden by an admin
    await home(previous!, 7_000_000);
    await home(previous!, 7_500_000);
    await home(oldest!, 40_000, { listingType: 'rent', bedrooms: 5 });
    await home(oldest!, 30_000, { listingType: 'rent', bedrooms: 4 });
    await home(oldest!, 50_000, { listingType: 'rent', bedrooms: 6 });
    await home(new Date(oldest!.getTime() - 40 * 86_400_000), 2_000_000); // before the first quarter shown
    await insertProperty(t, gone.id, { areaId: area!.id, bedrooms: 2, price: 1_000_000, createdAt: current });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const res = await t.app.inject({ method: 'GET', url: '/api/areas/madhapur/price-history' });
    expect(res.statusCode).toBe(200);
    const empty = { count: 0, medianPrice: null };
    expect(res.json().data).toEqual({
      areaId: area!.id,
      minHomes: 3,
      quarters,
      rows: [
        { listingType: 'sale', bhk: 2, cells: [empty, empty, { count: 2, medianPrice: null }, { count: 3, medianPrice: 8_000_000 }] },
        { listingType: 'rent', bhk: 4, cells: [{ count: 3, medianPrice: 40_000 }, empty, empty, empty] },
      ],
    });
  });

  it('answers a locality with no listings with its quarters and no rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/areas/medchal/price-history' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rows: [] });
    expect(res.json().data.quarters).toHaveLength(4);
  });
});

describe('near a locality', () => {
  it('lists metro stations and localities around it, nearest first, with distances', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/areas/hitec-city/nearby' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.hasCentre).toBe(true);
    // The locality's centre is nearer Raidurg, the Blue line's end, than the station named after it.
    expect(data.stations.slice(0, 2).map((s: { code: string }) => s.code)).toEqual(['RDG', 'HTC']);
    expect(data.stations[1]).toMatchObject({ name: 'HITEC City', lines: ['Blue'] });
    expect(data.stations[1].distanceM).toBeGreaterThan(500);
    expect(data.stations[1].distanceM).toBeLessThan(1000);
    expect(data.stations.length).toBeLessThanOrEqual(5);
    for (const list of [data.stations, data.localities]) {
      const distances = list.map((item: { distanceM: number }) => item.distanceM);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(data.stations.every((s: { distanceM: number }) => s.distanceM <= 3000)).toBe(true);
    const names = data.localities.map((l: { areaName: string }) => l.areaName);
    expect(names).toContain('Madhapur');
    expect(names).not.toContain('HITEC City');
    expect(data.localities.find((l: { areaName: string }) => l.areaName === 'Madhapur')).toMatchObject({ slug: 'madhapur' });
  });

  it('names the nearest station of a locality far from the metro', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/areas/nallagandla/nearby' });
    const { stations } = res.json().data;
    expect(stations).toHaveLength(1);
    expect(stations[0]).toMatchObject({ name: 'Miyapur', lines: ['Red'] });
    expect(stations[0].distanceM).toBeGreaterThan(3000);
  });

  it('says so when the locality has no known centre', async () => {
    await t.database.db.update(areas).set({ latitude: null, longitude: null }).where(eq(areas.name, 'Medchal'));
    const res = await t.app.inject({ method: 'GET', url: '/api/areas/medchal/nearby' });
    expect(res.json().data).toMatchObject({ hasCentre: false, stations: [], localities: [] });
  });

  it('answers an unknown locality as missing and a malformed one as bad input, on both', async () => {
    for (const path of ['nearby', 'price-history']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/areas/atlantis/${path}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, message: 'Locality not found' });
      const bad = await t.app.inject({ method: 'GET', url: `/api/areas/-x/${path}` });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['key']);
    }
  });
});
