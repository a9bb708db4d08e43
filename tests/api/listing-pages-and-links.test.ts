// The spec's own client, its last steps: GET /api/properties pages through every listing (and, sent
// neither page nor size, answers every public listing, as the spec's client expects); pictures on a host the operator lists
// in PICTURE_HOSTS are kept as links, never fetched, and allowed by the Content-Security-Policy;
// deals carry their property's areaSqft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import { createDeal, dealCast, get, insertProperty } from './fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

const HOST = 'https://pictures.example';
let t: TestApp;
let ref: Reference;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ PICTURE_HOSTS: `${HOST}, https://cdn.pictures.example` });
  ref = await loadReference(t);
  poster = await t.createUser();
});
afterAll(() => t.close());

const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `/api/properties${query}` })).json();

describe('GET /api/properties in pages', () => {
  it('reads every listing once, newest first, with the page facts; without page or size it answers as before', async () => {
    for (let i = 0; i < 5; i++) await postListing(t, ref, poster.token, { title: `Paged flat ${i}` });
    const first = await list('?page=0&size=2');
    const total = first.totalElements as number;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(first).toMatchObject({ success: true, page: 0, size: 2, totalPages: Math.ceil(total / 2) });
    const seen: number[] = [];
    for (let page = 0; page < first.totalPages; page++) seen.push(...(await list(`?page=${page}&size=2`)).data.map((p: TProperty) => p.id));
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 5)).toEqual([...seen.slice(0, 5)].sort((a, b) => b - a));
    expect((await list(`?page=${first.totalPages}&size=2`)).data).toEqual([]);

    const plain = await list();
    expect(Object.keys(plain).sort()).toEqual(['data', 'success']);
    expect(plain.data.map((p: TProperty) => p.id)).toEqual(seen);
    // Size alone starts at page 0; page alone pages by 100.
    expect((await list('?size=3')).data.map((p: TProperty) => p.id)).toEqual(seen.slice(0, 3));
    expect(await list('?page=0')).toMatchObject({ page: 0, size: 100 });
  });

  it('answers every public listing without paging, past the 100 a page holds, to visitors and agents alike', async () => {
    for (let i = 0; i < 105; i++) await insertProperty(t, poster.id, { title: `Catalogue flat ${i}` });
    const agent = await t.createUser({ role: 'AGENT' });
    const { totalElements } = await list('?page=0&size=1');
    expect(totalElements).toBeGreaterThan(105);
    const everyone = (await list()).data as TProperty[];
    expect(everyone).toHaveLength(totalElements);
    expect(new Set(everyone.map((p) => p.id)).size).toBe(totalElements);
    const asAgent = (await t.app.inject({ method: 'GET', url: '/api/properties', headers: bearer(agent.token) })).json().data as TProperty[];
    expect(asAgent.map((p) => p.id)).toEqual(everyone.map((p) => p.id));
    expect(asAgent[0]?.user.mobileNumber).toBeTruthy();
  });

  it('refuses a bad page or size, naming the field', async () => {
    for (const [query, field] of [
      ['?page=-1', 'page'],
      ['?page=x', 'page'],
      ['?size=0', 'size'],
      ['?size=101', 'size'],
      ['?page=1.5&size=10', 'page'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/properties${query}` });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });
});

describe('pictures linked from a listed picture host', () => {
  it('are kept as links in the order sent, beside stored pictures; other hosts are refused', async () => {
    const stored = (await uploadPicture(t, poster.token)).url;
    const linked = `${HOST}/demo/image/upload/v1/front.jpg`;
    const post = (imageUrls: string[]) =>
      t.app.inject({ method: 'POST', url: '/api/properties', headers: bearer(poster.token), payload: listingBody(ref, imageUrls) });

    const res = await post([linked, stored]);
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    expect(listing.imageUrl).toBe(linked);
    expect(listing.images.map((i: { url: string }) => i.url)).toEqual([linked, stored]);
    const card = (await list()).data.find((p: TProperty) => p.id === listing.id);
    expect(card.imageUrl).toBe(linked);

    for (const foreign of [
      'https://elsewhere.example/a.jpg',
      'http://pictures.example/a.jpg',
      'https://user:pw@pictures.example/a.jpg',
      'javascript:alert(1)',
    ]) {
      const refused = await post([foreign]);
      expect({ foreign, status: refused.statusCode }).toEqual({ foreign, status: 400 });
      expect(refused.json().errors).toEqual({ imageUrls: 'Pictures from other websites are not accepted: please upload them' });
    }

    // Dropping the link on an edit deletes no file of ours, and the stored picture stays.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [stored]),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().images.map((i: { url: string }) => i.url)).toEqual([stored]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/properties/${listing.id}`, headers: bearer(poster.token) })).statusCode).toBe(200);
  });

  it('are allowed as image sources by the Content-Security-Policy', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string;
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual(expect.arrayContaining(["'self'", HOST, 'https://cdn.pictures.example']));
  });

  it('are refused when the operator lists no host', async () => {
    const plain = await buildTestApp();
    try {
      const user = await plain.createUser();
      const plainRef = await loadReference(plain);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: bearer(user.token),
        payload: listingBody(plainRef, [`${HOST}/a.jpg`]),
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await plain.close();
    }
  });
});

describe('deals', () => {
  it("carry their property's areaSqft", async () => {
    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    expect(deal.property.areaSqft).toBeNull();
    const listing = await postListing(t, ref, cast.seller.token, { areaSqft: 1450 });
    const sized = await createDeal(t, cast.agent, { propertyId: listing.id, buyerId: cast.buyer.id });
    expect(sized.property.areaSqft).toBe(1450);
    expect((await get(t, cast.buyer, `/api/deals/${sized.id}`)).json().data.property.areaSqft).toBe(1450);
  });
});
