// The first-contact rule through every door a hunter writes by before the poster has replied: a
// message, a Contact Agent inquiry and a visit request's note. Disguised numbers and addresses are
// refused with the field named; once the poster has written, the same text goes through.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries } from '#server/db/schema-conversations.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { act, reply, startConversation } from '../conversations/talk.ts';

const REFUSED = 'Phone numbers and links to other sites can be sent once the poster has replied.';
const DISGUISED = [
  '98765  43210',
  '(987) 654-3210',
  '98,765,43,210',
  '９８７６５４３２１０',
  '९८७६५४३२१०',
  '98765\u200b43210',
  '987654321O',
  'brokerdeals.dev/flat',
  'evil[.]com',
  'evil。com',
];

let t: TestApp;
let owner: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'visit-request=100,conversation=100,inquiry=100' });
  owner = await t.createUser({ firstName: 'Olga' });
  hunter = await t.createUser({ firstName: 'Hari' });
}, 60_000);
afterAll(() => t.close());

/** A listing with a window every day from 10:00 to 18:00, and a date three days ahead in Hyderabad. */
async function listingWithWindows() {
  const listing = await insertProperty(t, owner.id);
  const slots = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: '10:00', ends: '18:00' }));
  expect((await act(t, owner, `/api/properties/${listing.id}/visit-slots`, { slots }, 'PUT')).statusCode).toBe(200);
  const date = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return { listing, date };
}

describe('before the poster replies', () => {
  it.each(DISGUISED)('a first message %j is refused, naming text', async (text) => {
    const listing = await insertProperty(t, owner.id);
    const res = await startConversation(t, hunter, listing.id, `Hello, ${text}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ text: REFUSED });
  });

  it.each(DISGUISED)('an inquiry %j is refused, naming message, and records nothing', async (text) => {
    const listing = await insertProperty(t, owner.id);
    const res = await act(t, hunter, `/api/properties/${listing.id}/inquiries`, { message: `Interested, ${text}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ message: REFUSED });
    expect(await t.database.db.select().from(inquiries).where(eq(inquiries.propertyId, listing.id))).toEqual([]);
  });

  it.each(DISGUISED)('a visit request with the note %j is refused, naming note', async (text) => {
    const { listing, date } = await listingWithWindows();
    const res = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date, time: '11:00', note: `Coming with family, ${text}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ note: REFUSED });
  });

  it('a note on cancelling a visit request is held to the same rule', async () => {
    const { listing, date } = await listingWithWindows();
    const asked = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date, time: '11:00' });
    expect(asked.statusCode).toBe(201);
    const url = `/api/visits/${asked.json().data.visitId}/actions`;
    const refused = await act(t, hunter, url, { action: 'cancel', note: 'Call me on ９８７６５ ४३२१० instead' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ note: REFUSED });
    expect((await act(t, hunter, url, { action: 'cancel', note: 'Plans changed, sorry' })).statusCode).toBe(200);
  });

  it('an ordinary note, inquiry and message with prices, dates and floors go through', async () => {
    const { listing, date } = await listingWithWindows();
    const text = 'Is ₹45,000 final for the 2 BHK on the 3rd floor? Free from 12/05/2026.';
    expect((await act(t, hunter, `/api/properties/${listing.id}/visits`, { date, time: '11:00', note: text })).statusCode).toBe(201);
    expect((await act(t, hunter, `/api/properties/${listing.id}/inquiries`, { message: text })).statusCode).toBe(201);
    expect((await startConversation(t, hunter, listing.id, text)).statusCode).toBe(201);
  });
});

describe('after the poster replies', () => {
  it('the same texts go through as a message, an inquiry and a visit note', async () => {
    const { listing, date } = await listingWithWindows();
    const started = await startConversation(t, hunter, listing.id, 'Hello, is it available?');
    const conversationId = started.json().data.conversationId as number;
    expect((await reply(t, owner, conversationId, 'Yes, it is.')).statusCode).toBe(201);
    expect((await reply(t, hunter, conversationId, 'Call me on 98765  43210')).statusCode).toBe(201);
    expect((await act(t, hunter, `/api/properties/${listing.id}/inquiries`, { message: 'or (987) 654-3210' })).statusCode).toBe(201);
    const visit = await act(t, hunter, `/api/properties/${listing.id}/visits`, { date, time: '11:00', note: 'Directions: evil[.]com' });
    expect(visit.statusCode).toBe(201);
  });
});
