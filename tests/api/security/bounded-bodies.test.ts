//routes that take small bodies refuse larger ones with 413 before reading
// further (sign-in, search, deals, agreements); a multipart request without a boundary is a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { bearer, buildTestApp, type TestApp } from '../helper.ts';
import { agreementForm, freshThings, makePeople, snapshot, type People, type Things } from './world.ts';

let t: TestApp;
let people: People;
let things: Things;
beforeAll(async () => {
  t = await buildTestApp();
  people = await makePeople(t);
  things = await freshThings(t, people, { deal: 'SHORTLIST' });
}, 120_000);
afterAll(() => t.close());

/** A valid-looking body padded with a note to `bytes`. */
const padded = (body: object, bytes: number) => {
  const text = JSON.stringify({ ...body, notes: '' });
  return text.replace('"notes":""', `"notes":"${'x'.repeat(bytes - text.length)}"`);
};

describe('small body limits', () => {
  const routes = () =>
    [
      {
        url: '/api/auth/login',
        method: 'POST',
        limit: SMALL_BODY.signIn,
        body: { username: people.owner.username, password: people.owner.password },
      },
      {
        url: '/api/auth/register',
        method: 'POST',
        limit: SMALL_BODY.signIn,
        body: { firstName: 'A', lastName: 'B', username: 'big', email: 'big@example.test', password: 'Harbour-Lights-42' },
      },
      { url: '/api/properties/search', method: 'POST', limit: SMALL_BODY.search, body: { q: 'flat' } },
      {
        url: '/api/deals/create',
        method: 'POST',
        limit: SMALL_BODY.deal,
        body: { propertyId: things.listing.id, buyerId: people.stranger.id, agreedPrice: 100 },
      },
      { url: `/api/deals/${things.deal!.id}/stage`, method: 'PUT', limit: SMALL_BODY.deal, body: { stage: 'NEGOTIATION', date: '2025-03-01' } },
      { url: '/api/agreements', method: 'POST', limit: SMALL_BODY.agreement, body: agreementForm() },
    ] as const;

  it('one byte over the route limit is a 413 that changes nothing', async () => {
    for (const route of routes()) {
      const before = await snapshot(t);
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...bearer(people.dealAgent.token), 'content-type': 'application/json' },
        payload: padded(route.body, route.limit + 1),
      });
      expect(res.statusCode, route.url).toBe(413);
      expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
      expect(await snapshot(t)).toBe(before);
    }
  });

  it('a body at the limit is read (and judged on its content)', async () => {
    for (const route of routes()) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...bearer(people.dealAgent.token), 'content-type': 'application/json' },
        payload: padded(route.body, route.limit),
      });
      expect(res.statusCode, `${route.url}: ${res.body.slice(0, 200)}`).not.toBe(413);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('multipart without a boundary', () => {
  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8'])(
    '%s is a 400 on both upload routes, storing nothing',
    async (contentType) => {
      const before = await snapshot(t);
      for (const [url, person] of [
        ['/api/upload/image', people.owner],
        [`/api/deals/${things.deal!.id}/upload-document`, people.buyer],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(person.token), 'content-type': contentType },
          payload: 'file=abc',
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'The upload is not valid multipart form data (no boundary)' });
      }
      expect(await snapshot(t)).toBe(before);
    },
  );
});
