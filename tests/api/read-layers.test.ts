// A read keeps at most two layers of answers: the answer as sent, and below it the rows, totals and
// localities it is made from (docs/caching.md). Every cache counts the lookups it answers
// (metrics/process-metrics.ts); here each read's lookups are collected and held to its path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheName } from '#server/db/caches.ts';
import { cacheLookups } from '#server/metrics/process-metrics.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loadReference, postListing, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let listingId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  const poster = await t.createUser();
  listingId = (await postListing(t, ref, poster.token, { areaId: ref.area('Kokapet').areaId, title: 'Layered flat' })).id;
});
afterAll(() => t.close());

type Lookups = { hit: number; miss: number };

/** The caches a request looked in, each with how often it found its answer and how often not. */
async function lookupsOf(send: () => Promise<{ statusCode: number }>): Promise<Map<CacheName, Lookups>> {
  const before = new Map([...cacheLookups].map(([name, counts]) => [name, { ...counts }]));
  expect((await send()).statusCode).toBe(200);
  const looked = new Map<CacheName, Lookups>();
  for (const [name, { hit, miss }] of cacheLookups) {
    const was = before.get(name) ?? { hit: 0, miss: 0 };
    if (hit > was.hit || miss > was.miss) looked.set(name, { hit: hit - was.hit, miss: miss - was.miss });
  }
  return looked;
}

/** What a search page and a listing are made from, below their answers as sent. */
const MADE_FROM: CacheName[] = ['rows', 'totals', 'localities', 'searchTerms'];

const search = (payload: string) => () =>
  t.app.inject({ method: 'POST', url: '/api/properties/search', headers: { 'content-type': 'application/json' }, payload });

describe('a search through the API', () => {
  it('answers a body sent again from its page as sent, looking nowhere else', async () => {
    const body = JSON.stringify({ areas: ['Kokapet'], listingType: 'sale', q: 'layered flat' });
    await search(body)();

    expect(await lookupsOf(search(body))).toEqual(new Map([['searchPages', { hit: 1, miss: 0 }]]));
  });

  it('makes a new page from rows, totals and localities only', async () => {
    const looked = await lookupsOf(search(JSON.stringify({ areas: ['Kokapet', 'Gachibowli'], bedrooms: [2, 3], q: 'flat' })));

    // Looked for once (the count /metrics shows), then made.
    expect(looked.get('searchPages')).toEqual({ hit: 0, miss: 1 });
    expect([...looked.keys()].filter((name) => name !== 'searchPages' && !MADE_FROM.includes(name))).toEqual([]);
  });

  it('refuses an invalid body each time, a refusal never being kept', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await search('{"maxPrice":"cheap"}')();
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ maxPrice: 'Max price must be a number' });
    }
  });
});

describe('a listing through the API', () => {
  it('is kept as sent, above its read', async () => {
    const read = () => t.app.inject({ method: 'GET', url: `/api/properties/${listingId}` });
    expect([...(await lookupsOf(read)).keys()]).toEqual(['listings']);
    expect(await lookupsOf(read)).toEqual(new Map([['listings', { hit: 1, miss: 0 }]]));
  });
});
