// Where a listing is: posting and editing place it (the locality's centre unless a position is given),
// positions outside the Hyderabad metropolitan area are refused naming the field, and answers carry the
// position and the nearest metro station.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_OUTSIDE_MESSAGE } from '#shared/geo/hyderabad-area.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, uploadPicture, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  poster = await t.createUser();
});
afterAll(() => t.close());

// HITEC City station (HTC) is at 17.44901, 78.38314.
const nextToHitecStation = { latitude: 17.4495, longitude: 78.3835 };

describe('a listing’s position', () => {
  it('is its locality’s centre when the poster gives none, with the nearest station', async () => {
    const listing = await postListing(t, ref, poster.token, { areaId: ref.area('Ameerpet').areaId });
    const area = ref.area('Ameerpet');
    expect(listing.latitude).toBeCloseTo(area.latitude!, 6);
    expect(listing.longitude).toBeCloseTo(area.longitude!, 6);
    expect(listing.nearestStation).toMatchObject({ code: 'AME', name: 'Ameerpet', lines: ['Red', 'Blue'] });
    const read = (await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).json();
    expect(read).toMatchObject({ latitude: listing.latitude, longitude: listing.longitude, nearestStation: listing.nearestStation });
  });

  it('is where the poster put the pin, and the nearest station is measured from there', async () => {
    const listing = await postListing(t, ref, poster.token, { areaId: ref.area('HITEC City').areaId, ...nextToHitecStation });
    expect(listing).toMatchObject(nextToHitecStation);
    expect(listing.nearestStation?.code).toBe('HTC');
    expect(listing.nearestStation?.metres).toBeGreaterThan(20);
    expect(listing.nearestStation?.metres).toBeLessThan(100);
  });

  it('refuses a position outside the Hyderabad metropolitan area, naming the fields, and saves nothing', async () => {
    const picture = await uploadPicture(t, poster.token);
    const before = (await t.app.inject({ method: 'GET', url: `/api/properties/user/${poster.id}`, headers: bearer(poster.token) })).json().data
      .length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: bearer(poster.token),
      payload: listingBody(ref, [picture.url], { latitude: 12.9716, longitude: 77.5946 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ latitude: POSITION_OUTSIDE_MESSAGE, longitude: POSITION_OUTSIDE_MESSAGE });
    const after = (await t.app.inject({ method: 'GET', url: `/api/properties/user/${poster.id}`, headers: bearer(poster.token) })).json().data.length;
    expect(after).toBe(before);
  });

  it('refuses half a position and coordinates that are not numbers', async () => {
    const picture = await uploadPicture(t, poster.token);
    const half = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: bearer(poster.token),
      payload: listingBody(ref, [picture.url], { latitude: 17.44 }),
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.longitude).toBe('Give both latitude and longitude, or neither');
    const words = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: bearer(poster.token),
      payload: { ...listingBody(ref, [picture.url]), latitude: 'north', longitude: 78.4 },
    });
    expect(words.statusCode).toBe(400);
    expect(words.json().errors.latitude).toBe('Latitude must be a number of degrees');
  });

  it('moves on an edit: a dragged pin, kept when left out, the new locality’s centre when the locality changes', async () => {
    const listing = await postListing(t, ref, poster.token, { areaId: ref.area('Gachibowli').areaId });
    const edit = (overrides: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/properties/${listing.id}`,
        headers: bearer(poster.token),
        payload: { ...listingBody(ref, [listing.imageUrl!]), areaId: ref.area('Gachibowli').areaId, ...overrides },
      });
    const dragged = await edit({ latitude: 17.4421, longitude: 78.3511 });
    expect(dragged.statusCode).toBe(200);
    expect(dragged.json()).toMatchObject({ latitude: 17.4421, longitude: 78.3511 });
    const leftOut = await edit({});
    expect(leftOut.json()).toMatchObject({ latitude: 17.4421, longitude: 78.3511 });
    const moved = await edit({ areaId: ref.area('Uppal').areaId });
    expect(moved.json()).toMatchObject({ latitude: ref.area('Uppal').latitude, longitude: ref.area('Uppal').longitude });
    expect(moved.json().nearestStation.code).toBe('UPL');
    const outside = await edit({ latitude: 18.5, longitude: 78.4 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.latitude).toBe(POSITION_OUTSIDE_MESSAGE);
  });
});
