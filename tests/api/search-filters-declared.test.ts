// The two filters added by declaration alone (src/shared/search/filters/filters.ts): gated community
// and water supply. Each is a listing fact given when posting and editing and shown with the listing,
// a search filter, a saved search's filter that alerts, and part of the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyCreateRequest } from '#shared/contracts/property.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { outboxOf } from './alerts/mail.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, uploadPicture, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let outbox: Outbox;
let poster: TestUser;
let imageUrl: string;
const ids: Record<string, number> = {};

async function post(overrides: Partial<TPropertyCreateRequest>) {
  return t.app.inject({ method: 'POST', url: '/api/properties', headers: bearer(poster.token), payload: listingBody(ref, [imageUrl], overrides) });
}

async function posted(key: string, overrides: Partial<TPropertyCreateRequest>) {
  const res = await post(overrides);
  expect(res.statusCode, res.body).toBe(201);
  ids[key] = res.json().id;
  await outbox.worker.drain();
}

/** The keys of this file's listings a search finds, sorted. */
async function found(filters: object): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { ...filters, size: 100 } });
  expect(res.statusCode, res.body).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return res
    .json()
    .data.map((listing: { id: number }) => byId[listing.id])
    .filter(Boolean)
    .sort();
}

async function listing(key: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/properties/${ids[key]}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser({ firstName: 'Ravi' });
  imageUrl = (await uploadPicture(t, poster.token)).url;
  await posted('gatedMunicipal', { gatedCommunity: true, waterSupply: 'municipal' });
  await posted('openBorewell', { gatedCommunity: false, waterSupply: 'borewell' });
  await posted('gatedBoth', { listingType: 'rent', price: 45_000, gatedCommunity: true, waterSupply: 'both' });
  await posted('unstated', {});
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

describe('gated community and water supply as listing facts', () => {
  it('are given when posting and shown with the listing, null where the poster did not say', async () => {
    expect(await listing('gatedMunicipal')).toMatchObject({ gatedCommunity: true, waterSupply: 'municipal' });
    expect(await listing('openBorewell')).toMatchObject({ gatedCommunity: false, waterSupply: 'borewell' });
    expect(await listing('unstated')).toMatchObject({ gatedCommunity: null, waterSupply: null });
  });

  it('change on an edit that sends them and stay when an edit leaves them out', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${ids.openBorewell}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [imageUrl], { waterSupply: 'both' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data ?? res.json()).toMatchObject({ gatedCommunity: false, waterSupply: 'both' });
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${ids.openBorewell}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [imageUrl], { waterSupply: 'borewell' }),
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuse a value that is not one of theirs, naming the field, and store nothing', async () => {
    const before = await found({});
    for (const [field, value] of [
      ['waterSupply', 'tanker'],
      ['gatedCommunity', 'maybe'],
    ] as const) {
      const res = await post({ [field]: value } as Partial<TPropertyCreateRequest>);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await found({})).toEqual(before);
  });
});

describe('gated community and water supply as search filters', () => {
  it('a gated community search finds only homes in one; false is no filter', async () => {
    expect(await found({ gatedCommunity: true })).toEqual(['gatedBoth', 'gatedMunicipal']);
    expect(await found({ gatedCommunity: false })).toEqual(['gatedBoth', 'gatedMunicipal', 'openBorewell', 'unstated']);
  });

  it('a water supply search finds homes with it, and homes with both', async () => {
    expect(await found({ waterSupply: 'municipal' })).toEqual(['gatedBoth', 'gatedMunicipal']);
    expect(await found({ waterSupply: 'borewell' })).toEqual(['gatedBoth', 'openBorewell']);
    expect(await found({ waterSupply: 'both' })).toEqual(['gatedBoth']);
    expect(await found({ waterSupply: 'borewell', gatedCommunity: true, listingType: 'rent' })).toEqual(['gatedBoth']);
  });

  it('refuses a bad value, naming the field', async () => {
    for (const payload of [{ waterSupply: 'tanker' }, { gatedCommunity: 'yes' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(payload));
    }
  });

  it('alert a saved search when a matching home is posted, and not otherwise', async () => {
    const searcher = await t.createUser({ firstName: 'Meena' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(searcher.token),
      payload: { name: 'Gated with borewell', frequency: 'instantly', filters: { gatedCommunity: true, waterSupply: 'borewell' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await posted('gatedMunicipalToo', { title: 'Gated, municipal water', gatedCommunity: true, waterSupply: 'municipal' });
    await posted('gatedBorewell', { title: 'Gated, borewell water', gatedCommunity: true, waterSupply: 'borewell' });
    const alerts = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(searcher.token) })).json().data.items;
    expect(alerts.map((alert: { body: string }) => alert.body.split(' · ')[0])).toEqual(['Gated, borewell water']);
  });

  it('are in the OpenAPI document of the search request', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = JSON.stringify(spec.paths['/api/properties/search'].post.requestBody);
    expect(body).toContain('"gatedCommunity"');
    expect(body).toContain('"waterSupply"');
    expect(body).toContain('"borewell"');
  });
});
