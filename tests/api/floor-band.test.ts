// The floor band, a listing fact added by its declaration alone (src/shared/listing-facts): posted,
// shown, edited, refused, searched by, and in the OpenAPI document, on either database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  owner = await t.createUser();
});
afterAll(() => t.close());

/** A listing as GET answers it, with or without the { success, data } envelope. */
async function read(id: number) {
  const body = (await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json();
  return 'success' in body ? body.data : body;
}
async function foundIds(filters: object): Promise<number[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { ...filters, size: 100 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((listing: { id: number }) => listing.id);
}

describe('a flat’s floor band', () => {
  it('is posted, read back, changed by an edit and kept when an edit leaves it out', async () => {
    const posted = await postListing(t, ref, owner.token, { floorBand: 'high' });
    expect(posted.floorBand).toBe('high');
    expect((await read(posted.id)).floorBand).toBe('high');

    const picture = await uploadPicture(t, owner.token);
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/properties/${posted.id}`,
        headers: bearer(owner.token),
        payload: { ...listingBody(ref, [picture.url]), ...payload },
      });
    expect((await edit({ floorBand: 'ground' })).statusCode).toBe(200);
    expect((await read(posted.id)).floorBand).toBe('ground');
    expect((await edit({ title: 'Ground floor flat near the lake' })).statusCode).toBe(200);
    expect((await read(posted.id)).floorBand).toBe('ground');
  });

  it('is null where the poster did not say, and refused with its message when none of the bands', async () => {
    const unstated = await postListing(t, ref, owner.token);
    expect(unstated.floorBand).toBeNull();
    const picture = await uploadPicture(t, owner.token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: bearer(owner.token),
      payload: { ...listingBody(ref, [picture.url]), floorBand: 'penthouse' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ floorBand: 'Floor band must be ground, low, middle or high' });
  });

  it('filters a search: only homes in that band', async () => {
    const low = await postListing(t, ref, owner.token, { floorBand: 'low' });
    const middle = await postListing(t, ref, owner.token, { floorBand: 'middle' });
    const unstated = await postListing(t, ref, owner.token);
    const lows = await foundIds({ floorBand: 'low' });
    expect(lows).toContain(low.id);
    expect(lows).not.toContain(middle.id);
    expect(lows).not.toContain(unstated.id);
    expect(await foundIds({ floorBand: 'middle' })).toEqual([middle.id]);

    const refused = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { floorBand: 'top' } });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['floorBand']);
  });

  it('is in the OpenAPI document of the listing and of the search request', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(JSON.stringify(spec.paths['/api/properties/search'].post.requestBody)).toContain('"floorBand"');
    expect(JSON.stringify(spec.paths['/api/properties'].post)).toContain('"floorBand"');
  });
});
