// No spam: per-person limits on new conversations, messages and visit requests (429 with Retry-After),
// blocking (no more messages or visit requests either way, until unblocked), reporting a conversation
// to the admins, and nobody but its two people reading or acting on a conversation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { expectLimitedAt } from './limited.ts';
import { act, read, reply, reportedConversations, startConversation } from './talk.ts';

let t: TestApp;
let owner: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'conversation=3,message=6,visit-request=2' });
  owner = await t.createUser({ firstName: 'Olga' });
  hunter = await t.createUser({ firstName: 'Hari' });
}, 60_000);
afterAll(() => t.close());

describe('limits per person', () => {
  it('refuses a fourth new conversation within the hour, and stores nothing for it', async () => {
    const spammer = await t.createUser({ firstName: 'Spam' });
    for (let i = 0; i < 3; i++)
      expect((await startConversation(t, spammer, (await insertProperty(t, owner.id)).id, `Hello ${i}`)).statusCode).toBe(201);
    const listing = await insertProperty(t, owner.id);
    expectLimitedAt(await startConversation(t, spammer, listing.id, 'Hello again'), 'conversation', 3);
    expect((await read(t, spammer, '/api/conversations')).json().data.items).toHaveLength(3);
    // Someone else is not held back by it.
    expect((await startConversation(t, hunter, listing.id, 'Hello')).statusCode).toBe(201);
  });

  it('refuses messages past the hourly allowance', async () => {
    const chatty = await t.createUser({ firstName: 'Chat' });
    const started = await startConversation(t, chatty, (await insertProperty(t, owner.id)).id, 'One');
    const id = started.json().data.conversationId;
    for (let i = 0; i < 5; i++) expect((await reply(t, chatty, id, `More ${i}`)).statusCode).toBe(201);
    expectLimitedAt(await reply(t, chatty, id, 'Too many'), 'message', 6);
  });

  it('refuses visit requests past the allowance, counted even when refused for other reasons', async () => {
    const eager = await t.createUser({ firstName: 'Eager' });
    const listing = await insertProperty(t, owner.id);
    for (let i = 0; i < 2; i++)
      expect((await act(t, eager, `/api/properties/${listing.id}/visits`, { date: '2030-01-05', time: '10:00' })).statusCode).toBe(400);
    expectLimitedAt(await act(t, eager, `/api/properties/${listing.id}/visits`, { date: '2030-01-05', time: '10:00' }), 'visit-request', 2);
  });
});

describe('blocking', () => {
  it('stops messages and visit requests both ways until unblocked', async () => {
    const listing = await insertProperty(t, owner.id);
    await act(
      t,
      owner,
      `/api/properties/${listing.id}/visit-slots`,
      {
        slots: [
          { weekday: 0, starts: '00:00', ends: '23:30' },
          { weekday: 1, starts: '00:00', ends: '23:30' },
          { weekday: 2, starts: '00:00', ends: '23:30' },
          { weekday: 3, starts: '00:00', ends: '23:30' },
          { weekday: 4, starts: '00:00', ends: '23:30' },
          { weekday: 5, starts: '00:00', ends: '23:30' },
          { weekday: 6, starts: '00:00', ends: '23:30' },
        ],
      },
      'PUT',
    );
    const blocked = await t.createUser({ firstName: 'Bro' });
    const id = (await startConversation(t, blocked, listing.id, 'Hello')).json().data.conversationId;
    expect((await act(t, owner, `/api/conversations/${id}/block`)).statusCode).toBe(200);

    const refused = await reply(t, blocked, id, 'Why no answer?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You cannot message this person');
    expect((await startConversation(t, blocked, listing.id, 'Hello?')).statusCode).toBe(403);
    expect((await reply(t, owner, id, 'Bye')).statusCode).toBe(403);
    const visit = await act(t, blocked, `/api/properties/${listing.id}/visits`, { date: '2030-01-05', time: '10:00' });
    expect(visit.statusCode).toBe(403);
    expect((await read(t, owner, `/api/conversations/${id}`)).json().data).toMatchObject({ hasBlocked: true, canWrite: false });
    expect((await read(t, blocked, `/api/conversations/${id}`)).json().data).toMatchObject({ hasBlocked: false, canWrite: false });

    // Only the one who blocked can lift it.
    await act(t, blocked, `/api/conversations/${id}/block`, undefined, 'DELETE');
    expect((await reply(t, blocked, id, 'Still?')).statusCode).toBe(403);
    expect((await act(t, owner, `/api/conversations/${id}/block`, undefined, 'DELETE')).statusCode).toBe(200);
    expect((await reply(t, blocked, id, 'Thanks')).statusCode).toBe(201);
  });
});

describe('reporting', () => {
  it("puts the report in the listing's moderation queue with the messages as evidence, for admins only, until a decision", async () => {
    const admin = await t.createUser({ role: 'ADMIN', firstName: 'Adi' });
    const listing = await insertProperty(t, owner.id);
    const id = (await startConversation(t, hunter, listing.id, 'Pay ₹500 visit fee first')).json().data.conversationId;
    const short = await act(t, owner, `/api/conversations/${id}/report`, { reason: 'bad' });
    expect(short.json().errors).toHaveProperty('reason', 'Please say what went wrong (at least 5 characters)');
    expect((await act(t, owner, `/api/conversations/${id}/report`, { reason: 'Asks for a visit fee' })).statusCode).toBe(201);
    expect(await reportedConversations(t, admin, listing.id)).toEqual([
      expect.objectContaining({
        conversationId: id,
        visitId: null,
        reporterName: 'Olga user',
        reportedName: 'Hari user',
        reason: 'Asks for a visit fee',
        messages: [expect.objectContaining({ senderName: 'Hari user', body: 'Pay ₹500 visit fee first' })],
      }),
    ]);
    expect((await read(t, owner, '/api/admin/moderation')).statusCode).toBe(403);
    const decided = await act(t, admin, `/api/admin/moderation/properties/${listing.id}/decisions`, { action: 'dismiss' });
    expect(decided.statusCode).toBe(200);
    expect(await reportedConversations(t, admin, listing.id)).toEqual([]);
  });
});

describe('who may read a conversation', () => {
  it('answers 404 to everyone but its two people, admins included, on every conversation route', async () => {
    const admin = await t.createUser({ role: 'ADMIN', firstName: 'Ada' });
    const stranger = await t.createUser({ firstName: 'Stan' });
    const id = (await startConversation(t, hunter, (await insertProperty(t, owner.id)).id, 'Private words')).json().data.conversationId;
    const attempts = [
      ['GET', `/api/conversations/${id}`],
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { text: 'Hi' }],
      ['POST', `/api/conversations/${id}/share-phone`],
      ['POST', `/api/conversations/${id}/block`],
      ['DELETE', `/api/conversations/${id}/block`],
      ['POST', `/api/conversations/${id}/report`, { reason: 'Looks odd to me' }],
    ] as const;
    for (const person of [admin, stranger]) {
      for (const [method, url, payload] of attempts) {
        const answer = await act(t, person, url, payload, method);
        expect({ method, url, status: answer.statusCode, leaks: answer.body.includes('Private words') }).toEqual({
          method,
          url,
          status: 404,
          leaks: false,
        });
      }
      expect((await read(t, person, '/api/conversations')).json().data.items.some((c: { id: number }) => c.id === id)).toBe(false);
    }
    expect((await read(t, null, `/api/conversations/${id}`)).statusCode).toBe(401);
  });
});
