import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/areas', () => {
  it("lists Hyderabad's localities sorted by name, with id, name and pincode", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/areas?city=Hyderabad' });
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data.length).toBeGreaterThan(25);
    const names = data.map((a: { areaName: string }) => a.areaName);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(data.find((a: { areaName: string }) => a.areaName === 'Gachibowli')).toEqual({
      areaId: expect.any(Number),
      id: expect.any(Number),
      areaName: 'Gachibowli',
      pincode: '500032',
      city: 'Hyderabad',
      isPopular: true,
      latitude: 17.4401,
      longitude: 78.3489,
    });
  });

  it('gives every locality an approximate centre inside Hyderabad', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/areas?city=Hyderabad' })).json();
    expect(data).toHaveLength(73);
    for (const area of data) {
      expect(area.latitude, area.areaName).toBeGreaterThan(17.2);
      expect(area.latitude, area.areaName).toBeLessThan(17.7);
      expect(area.longitude, area.areaName).toBeGreaterThan(78.2);
      expect(area.longitude, area.areaName).toBeLessThan(78.7);
    }
  });

  it('marks the seven popular areas of the home page', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/areas?city=Hyderabad' })).json();
    const popular = data.filter((a: { isPopular: boolean }) => a.isPopular).map((a: { areaName: string }) => a.areaName);
    expect(popular.sort()).toEqual(['Gachibowli', 'HITEC City', 'Madhapur', 'Kondapur', 'Kukatpally', 'Miyapur', 'Jubilee Hills'].sort());
  });

  it('matches the city in any case, and answers an empty list for a city it does not serve', async () => {
    const lower = (await t.app.inject({ method: 'GET', url: '/api/areas?city=hyderabad' })).json().data;
    expect(lower.length).toBeGreaterThan(25);
    const none = await t.app.inject({ method: 'GET', url: '/api/areas?city=Atlantis' });
    expect(none.json()).toEqual({ success: true, data: [] });
  });
});

describe('GET /api/property-types', () => {
  it('lists the eight types of the spec, Apartment first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/property-types' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((p: { typeName: string }) => p.typeName)).toEqual([
      'Apartment',
      'Villa',
      'House',
      'Plot',
      'Commercial',
      'Penthouse',
      'Studio',
      'Duplex',
    ]);
    expect(data[0]).toEqual({ propertyTypeId: expect.any(Number), id: data[0].propertyTypeId, typeName: 'Apartment' });
  });
});
