// A server-rendered page's first view holds what the API answers a visitor for the same call: the
// server makes each call with the route's own service and validation (src/server/render/first-view-calls.ts),
// not through the API, and what the API refuses leaves the page to the app.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPropertyCard, type TSearchResponse } from '#shared/contracts/property.ts';
import type { FirstViewCall } from '#web/entry-server.tsx';
import { propertyImages } from '#server/db/schema.ts';
import { firstViewCalls, RefusedCall, type AnswerCall } from '#server/render/first-view-calls.ts';
import { get, insertProperty, post } from './fixtures/deals.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let answer: AnswerCall;
let shown: { id: number };
let hidden: { id: number };

beforeAll(async () => {
  // Picture paths go out absolute: the first view must write them as the API does.
  t = await buildTestApp({ PUBLIC_URL: 'https://gruha.example' });
  answer = firstViewCalls(t.app, { db: t.database.db, publicUrl: t.config.publicUrl, grievanceOfficer: t.config.grievanceOfficer });
  const poster = await t.createUser();
  shown = await insertProperty(t, poster.id, { isFeatured: true, isAdminFeatured: true, title: 'First view flat by the lake' });
  hidden = await insertProperty(t, poster.id, { isActive: false });
  const picture = `/uploads/images/${'5e'.repeat(16)}.webp`;
  await t.database.db.update(propertyImages).set({ url: picture }).where(eq(propertyImages.propertyId, shown.id));
});
afterAll(() => t.close());

const body = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const answered = await response;
  expect(answered.statusCode).toBe(200);
  return answered.json() as { data: unknown };
};

describe('a first view call', () => {
  it('answers what the API answers for the same call', async () => {
    const request = { areas: ['Gachibowli'], listingType: 'sale', bedrooms: [3], q: 'lake', size: 5 };
    const api = {
      property: await body(get(t, null, `/api/properties/${shown.id}`)),
      featured: (await body(get(t, null, '/api/properties/featured'))).data,
      stats: (await body(get(t, null, '/api/stats'))).data,
      areas: (await body(get(t, null, '/api/areas?city=Hyderabad'))).data,
      propertyTypes: (await body(get(t, null, '/api/property-types'))).data,
      privacyContact: (await body(get(t, null, '/api/privacy/notice'))).data,
      search: (await body(post(t, null, '/api/properties/search', request))) as TSearchResponse,
    };
    expect(JSON.stringify(api.property)).toContain('https://gruha.example/uploads/');
    expect(await answer({ call: 'property', id: shown.id })).toEqual(api.property);
    expect(await answer({ call: 'featured' })).toEqual(api.featured);
    expect(api.featured).toEqual(expect.arrayContaining([expect.objectContaining({ id: shown.id })]));
    expect(await answer({ call: 'stats' })).toEqual(api.stats);
    expect(await answer({ call: 'areas', city: 'Hyderabad' })).toEqual(api.areas);
    expect(await answer({ call: 'propertyTypes' })).toEqual(api.propertyTypes);
    expect(await answer({ call: 'privacyContact' })).toEqual(api.privacyContact);
    expect(api.search.data.map((property) => property.id)).toContain(shown.id);
    // A search page keeps each listing as a card (src/web/app/first-view.ts).
    expect(await answer({ call: 'search', request })).toEqual({ ...api.search, data: api.search.data.map(toPropertyCard) });
  });

  it('is refused where the API refuses it, and only there', async () => {
    const refusals: [FirstViewCall, string, object | undefined][] = [
      [{ call: 'property', id: hidden.id }, `/api/properties/${hidden.id}`, undefined],
      [{ call: 'property', id: 9_999_999 }, '/api/properties/9999999', undefined],
      [{ call: 'search', request: { size: 0 } }, '/api/properties/search', { size: 0 }],
      // Refused by the service, not the schema: a commute order needs a workplace.
      [{ call: 'search', request: { sortBy: 'commute' } }, '/api/properties/search', { sortBy: 'commute' }],
      [{ call: 'areas', city: 'x'.repeat(61) }, `/api/areas?city=${'x'.repeat(61)}`, undefined],
    ];
    for (const [call, path, request] of refusals) {
      const api = request === undefined ? await get(t, null, path) : await post(t, null, path, request);
      expect([path, api.statusCode]).toEqual([path, expect.toBeOneOf([400, 404])]);
      await expect(answer(call)).rejects.toBeInstanceOf(RefusedCall);
    }
  });
});
