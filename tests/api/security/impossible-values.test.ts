// Values that cannot be stored answer 400 naming the field, never 500: days not on the calendar in a
// visit window, a visit request or a proposal, and a lone UTF-16 surrogate anywhere in a JSON body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act } from '../conversations/talk.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { report } from '../moderation/moderation-world.ts';

const NO_SUCH_DAYS = ['2026-02-30', '2026-13-45', '0000-01-01', '2026-00-10', '2027-02-29', '2026-04-31'];
const NO_SUCH_DAY = 'Please give a date that exists (there is no such day)';
const NOT_ALLOWED = 'Contains characters that are not allowed.';

let t: TestApp;
let owner: TestUser;
let hunter: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'listing-edit=100,visit-request=100' });
  owner = await t.createUser();
  hunter = await t.createUser();
  admin = await t.createUser({ role: 'ADMIN' });
}, 60_000);
afterAll(() => t.close());

/** A JSON text sent as is, so that escapes such as \ud800 reach the server unchanged. */
const send = (who: TestUser, method: 'POST' | 'PUT', url: string, json: string) =>
  t.app.inject({ method, url, headers: { ...bearer(who.token), 'content-type': 'application/json' }, payload: json });

describe('days not on the calendar', () => {
  it.each(NO_SUCH_DAYS)('%s in a visit window is a 400 naming slots.0.date, and nothing is saved', async (date) => {
    const listing = await insertProperty(t, owner.id);
    const res = await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots: [{ date, starts: '10:00', ends: '12:00' }] }, 'PUT');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'slots.0.date': NO_SUCH_DAY });
    expect((await act(t, owner, `/api/properties/${listing.id}/visit-slots`, undefined, 'GET')).json().data.slots).toEqual([]);
  });

  it.each(NO_SUCH_DAYS)('%s in a visit request is a 400 naming date', async (date) => {
    const listing = await insertProperty(t, owner.id);
    await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots: [{ weekday: 1, starts: '10:00', ends: '12:00' }] }, 'PUT');
    const res = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date, time: '10:30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ date: NO_SUCH_DAY });
  });
});

describe('a lone surrogate', () => {
  it.each(['hide', 'warn', 'dismiss', 'suspend'])("in an admin's %s reason is a 400 naming reason, and decides nothing", async (action) => {
    const listing = await insertProperty(t, owner.id);
    expect((await report(t, hunter, listing.id)).statusCode).toBe(201);
    const url = `/api/admin/moderation/properties/${listing.id}/decisions`;
    const res = await send(admin, 'POST', url, `{"action":"${action}","reason":"Fake listing \\ud800 here"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ reason: NOT_ALLOWED });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}` })).statusCode).toBe(200);
  });

  it.each([
    ['a message', 'POST', (id: number) => `/api/properties/${id}/conversations`, '{"text":"Hello \\udc00"}', 'text'],
    ['a report', 'POST', (id: number) => `/api/properties/${id}/reports`, '{"reason":"other","details":"\\ud83d"}', 'details'],
    [
      'a visit window',
      'PUT',
      (id: number) => `/api/properties/${id}/visit-slots`,
      '{"slots":[{"weekday":1,"starts":"10:00","ends":"12:00"},{"x\\ud800":1}]}',
      'slots.1.x\ud800',
    ],
  ] as const)('in %s is a 400 naming the field', async (_, method, url, json, field) => {
    const listing = await insertProperty(t, owner.id);
    const res = await send(method === 'PUT' ? owner : hunter, method, url(listing.id), json);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: NOT_ALLOWED });
  });

  it('paired surrogates (an emoji) are ordinary text', async () => {
    const listing = await insertProperty(t, owner.id);
    const res = await send(hunter, 'POST', `/api/properties/${listing.id}/conversations`, '{"text":"Lovely flat \\ud83d\\ude00"}');
    expect(res.statusCode).toBe(201);
  });
});
