// What reaches a person once contact has ended. After a hunter blocks a poster, the poster can no
// longer propose another time (with a note or without) nor accept; either may still decline or cancel,
// without a note. A listing out of search (rented out, hidden, closed) takes no new conversation and no
// new visit request, and its visits are not arranged further, while an existing conversation may still
// be answered and an existing visit cancelled. A home rented out or hidden cancels its visits still to
// come, and both people are told why.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { decide } from '../moderation/moderation-world.ts';
import { act, read, reply, startConversation } from './talk.ts';

let t: TestApp;
// A block is between two people, whatever the listing: each test has its own two.
let poster: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
}, 60_000);
beforeEach(async () => {
  poster = await t.createUser({ firstName: 'Padma' });
  hunter = await t.createUser({ firstName: 'Hari' });
});
afterAll(() => t.close());

/** A date some days ahead, as YYYY-MM-DD in Hyderabad, and its weekday. */
function daysAhead(days: number) {
  const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

async function listingWithWindow() {
  const listing = await insertProperty(t, poster.id, { listingType: 'rent' });
  const saved = await act(
    t,
    poster,
    `/api/properties/${listing.id}/visit-slots`,
    { slots: [{ weekday: daysAhead(3).weekday, starts: '10:00', ends: '18:00' }] },
    'PUT',
  );
  expect(saved.statusCode).toBe(200);
  return listing;
}

const askToVisit = (propertyId: number, time = '10:30') => act(t, hunter, `/api/properties/${propertyId}/visits`, { date: daysAhead(3).date, time });

async function requested() {
  const listing = await listingWithWindow();
  const res = await askToVisit(listing.id);
  expect(res.statusCode).toBe(201);
  return { listing, visitId: res.json().data.visitId as number, conversationId: res.json().data.conversationId as number };
}

const visitOf = async (person: TestUser, id: number) => {
  const { upcoming, past } = (await read(t, person, '/api/visits')).json().data;
  return [...upcoming, ...past].find((v: { id: number }) => v.id === id);
};

const visitsOn = async (propertyId: number) =>
  (
    (await t.database.db.execute(sql`select count(*)::int as n from visits where property_id = ${propertyId}`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('after a hunter blocks the poster', () => {
  it('the poster cannot propose another time, with a note or without, nor does the note reach the hunter', async () => {
    const { visitId, conversationId } = await requested();
    expect((await act(t, hunter, `/api/conversations/${conversationId}/block`)).statusCode).toBe(200);
    const propose = { action: 'propose', date: daysAhead(3).date, time: '15:00' };
    for (const body of [{ ...propose, note: 'Call me on 98765 43210 instead' }, propose]) {
      const res = await act(t, poster, `/api/visits/${visitId}/actions`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CONVERSATION_MESSAGES.blocked);
    }
    const seen = await visitOf(hunter, visitId);
    expect(seen.status).toBe('requested');
    expect(JSON.stringify(seen.history)).not.toContain('98765');
    expect((await act(t, poster, `/api/visits/${visitId}/actions`, { action: 'accept' })).statusCode).toBe(403);
  });

  it('either side may still close the visit, though not with a note', async () => {
    const { visitId, conversationId } = await requested();
    expect((await act(t, hunter, `/api/conversations/${conversationId}/block`)).statusCode).toBe(200);
    expect((await act(t, poster, `/api/visits/${visitId}/actions`, { action: 'decline', note: 'Sorry' })).statusCode).toBe(403);
    expect((await act(t, poster, `/api/visits/${visitId}/actions`, { action: 'decline' })).statusCode).toBe(200);
    expect((await visitOf(hunter, visitId)).status).toBe('declined');
  });
});

describe('a listing out of search', () => {
  const takeOut = async (id: number, status: 'hidden' | 'closed') =>
    t.database.db.execute(sql`update properties set status = ${status}, is_active = false where id = ${id}`);

  it('takes no new conversation or visit request once rented out, and records nothing', async () => {
    const listing = await listingWithWindow();
    const marked = await act(t, poster, `/api/properties/${listing.id}/status`, { status: 'rented_out' }, 'PUT');
    expect(marked.statusCode).toBe(200);
    const started = await startConversation(t, hunter, listing.id, 'Is it still free?');
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(PROPERTY_MESSAGES.contactNotListed);
    const asked = await askToVisit(listing.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(PROPERTY_MESSAGES.contactNotListed);
    expect(await visitsOn(listing.id)).toBe(0);
  });

  it('keeps an existing conversation answerable and an existing visit cancellable, but arranges nothing new', async () => {
    for (const status of ['hidden', 'closed'] as const) {
      const { listing, visitId, conversationId } = await requested();
      await takeOut(listing.id, status);
      expect((await askToVisit(listing.id, '12:00')).statusCode).toBe(409);
      const accepted = await act(t, poster, `/api/visits/${visitId}/actions`, { action: 'accept' });
      expect(accepted.statusCode).toBe(409);
      expect(accepted.json().message).toBe(PROPERTY_MESSAGES.contactNotListed);
      const proposed = await act(t, poster, `/api/visits/${visitId}/actions`, { action: 'propose', date: daysAhead(3).date, time: '15:00' });
      expect(proposed.statusCode).toBe(409);
      expect((await reply(t, poster, conversationId, 'Sorry, it has gone.')).statusCode).toBe(201);
      expect((await startConversation(t, hunter, listing.id, 'Thanks for letting me know')).statusCode).toBe(201);
      expect((await act(t, hunter, `/api/visits/${visitId}/actions`, { action: 'cancel', note: 'No worries' })).statusCode).toBe(200);
      expect((await visitOf(hunter, visitId)).status).toBe('cancelled');
    }
  });
});

describe('a home leaving the market', () => {
  const bells = async (person: TestUser) =>
    ((await read(t, person, '/api/notifications')).json().data.items as { title: string; body: string }[]).filter(
      (n) => n.title === 'Visit cancelled',
    );

  async function confirmed() {
    const made = await requested();
    expect((await act(t, poster, `/api/visits/${made.visitId}/actions`, { action: 'accept' })).statusCode).toBe(200);
    return made;
  }

  it('cancels its confirmed visits when rented out, and tells both people', async () => {
    const { listing, visitId } = await confirmed();
    expect((await act(t, poster, `/api/properties/${listing.id}/status`, { status: 'rented_out' }, 'PUT')).statusCode).toBe(200);
    const seen = await visitOf(hunter, visitId);
    expect(seen).toMatchObject({ status: 'cancelled', actions: [] });
    expect(seen.history.at(-1)).toMatchObject({ status: 'cancelled', byName: null, note: 'The home is no longer listed.' });
    for (const person of [hunter, poster]) expect((await bells(person))[0]!.body).toContain('The home is no longer listed.');
  });

  it("cancels them when Gruha's moderators hide the listing, saying so", async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const { listing, visitId } = await confirmed();
    expect((await decide(t, admin, listing.id, { action: 'hide', reason: 'Photos copied from another listing' })).statusCode).toBe(200);
    expect((await visitOf(hunter, visitId)).status).toBe('cancelled');
    for (const person of [hunter, poster]) expect((await bells(person))[0]!.body).toContain("removed by Gruha's moderators");
  });
});
