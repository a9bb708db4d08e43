//saved searches keep the search payload with a name and how often they alert;
// the account lists them to rename, change or delete; each person sees only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let sita: TestUser;
let ravi: TestUser;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  sita = await t.createUser({ firstName: 'Sita' });
  ravi = await t.createUser({ firstName: 'Ravi' });
});
afterAll(() => t.close());

describe('saved searches', () => {
  it('saves the search payload with a name and frequency, lists, changes and deletes it', async () => {
    const filters = {
      listingType: 'RENT',
      area: 'Gachibowli',
      minBedrooms: 2,
      maxPrice: 40000,
      q: 'gated',
      sortBy: 'price',
      sortOrder: 'asc',
      page: 3,
      size: 20,
    };
    const created = await call('POST', '/api/saved-searches', sita, { name: '  2 BHK to rent ', frequency: 'daily', filters });
    expect(created.statusCode).toBe(201);
    const saved = created.json().data;
    expect(saved).toMatchObject({ name: '2 BHK to rent', frequency: 'daily' });
    // Kept as the search reads it; the page one was on is not part of a saved search.
    expect(saved.filters).toEqual({
      listingType: 'rent',
      area: 'Gachibowli',
      minBedrooms: 2,
      maxPrice: 40000,
      q: 'gated',
      sortBy: 'price',
      sortOrder: 'asc',
    });
    // Rerunning it is posting those filters to the search.
    expect((await call('POST', '/api/properties/search', null, saved.filters)).statusCode).toBe(200);

    expect((await call('GET', '/api/saved-searches', sita)).json().data.map((s: { id: number }) => s.id)).toEqual([saved.id]);
    expect((await call('GET', '/api/saved-searches', ravi)).json().data).toEqual([]);

    const renamed = await call('PUT', `/api/saved-searches/${saved.id}`, sita, { name: 'Rentals near work', frequency: 'instantly' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: saved.id, name: 'Rentals near work', frequency: 'instantly', filters: saved.filters });
    const refiltered = await call('PUT', `/api/saved-searches/${saved.id}`, sita, { filters: { listingType: 'sale' } });
    expect(refiltered.json().data).toMatchObject({ name: 'Rentals near work', filters: { listingType: 'sale' } });
    expect(refiltered.json().data.filters.area).toBeUndefined();

    expect((await call('DELETE', `/api/saved-searches/${saved.id}`, sita)).statusCode).toBe(200);
    expect((await call('GET', '/api/saved-searches', sita)).json().data).toEqual([]);
  });

  it("answers another person's saved search as missing, and changes nothing", async () => {
    const saved = (await call('POST', '/api/saved-searches', sita, { name: 'Mine', filters: {} })).json().data;
    expect(saved.frequency).toBe('instantly');
    expect((await call('PUT', `/api/saved-searches/${saved.id}`, ravi, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-searches/${saved.id}`, ravi)).statusCode).toBe(404);
    expect((await call('GET', '/api/saved-searches', sita)).json().data[0].name).toBe('Mine');
    expect((await call('GET', '/api/saved-searches', null)).statusCode).toBe(401);
  });

  it('refuses bad input with the field named, saving nothing', async () => {
    const cases: [object, string][] = [
      [{ name: '', filters: {} }, 'name'],
      [{ name: 'x'.repeat(81), filters: {} }, 'name'],
      [{ name: 'Weekly', frequency: 'weekly', filters: {} }, 'frequency'],
      [{ name: 'Prices', filters: { minPrice: 9, maxPrice: 1 } }, 'filters.minPrice'],
      [{ name: 'Type', filters: { listingType: 'lease' } }, 'filters.listingType'],
      [{ name: 'No filters' }, 'filters'],
    ];
    const before = (await call('GET', '/api/saved-searches', ravi)).json().data.length;
    for (const [payload, field] of cases) {
      const res = await call('POST', '/api/saved-searches', ravi, payload);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const empty = await call('PUT', '/api/saved-searches/1', ravi, {});
    expect(empty.statusCode).toBe(400);
    expect((await call('GET', '/api/saved-searches', ravi)).json().data.length).toBe(before);
  });
});
