// An inbox is kept as sent, per person, while no conversation, message, listing or name changes
// (db/caches.ts). Every change must show on the next read to both people, on this instance and on
// another one.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '#server/db/schema.ts';
import type { TConversationSummary } from '#shared/contracts/conversation.ts';
import { createDeal, insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { act, reply, startConversation } from './talk.ts';

let t: TestApp;
let other: FastifyInstance;
let owner: TestUser;
let hunter: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.anotherInstance();
  [owner, hunter] = await Promise.all([t.createUser({ firstName: 'Olga' }), t.createUser({ firstName: 'Hari' })]);
}, 60_000);
afterAll(() => t.close());

async function inboxOf(app: FastifyInstance, person: TestUser): Promise<TConversationSummary[]> {
  const res = await app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(person.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data.items;
}

/** Both people's inboxes, each asked twice of both instances: the second answers are the kept ones. */
async function warm() {
  for (const app of [t.app, other, t.app, other]) for (const person of [owner, hunter]) await inboxOf(app, person);
}

/** `check` on what `person` sees of conversation `id`, on both instances. */
async function bothSee(person: TestUser, id: number, check: (summary: TConversationSummary | undefined) => void) {
  for (const app of [t.app, other]) check((await inboxOf(app, person)).find((c) => c.id === id));
}

describe('a kept inbox', () => {
  it('shows a new conversation, replies, read receipts and renamed listings and people at once, to both people, on both instances', async () => {
    const listing = await insertProperty(t, owner.id);
    await warm();
    const started = await startConversation(t, hunter, listing.id, 'Is the flat still available?');
    expect(started.statusCode).toBe(201);
    const id: number = started.json().data.conversationId;
    await bothSee(owner, id, (c) =>
      expect(c).toMatchObject({ unreadCount: 1, lastMessage: { body: 'Is the flat still available?', isMine: false } }),
    );
    await bothSee(hunter, id, (c) => expect(c).toMatchObject({ unreadCount: 0, lastMessage: { isMine: true } }));

    await warm();
    expect((await reply(t, owner, id, 'Yes. Saturday at 11?')).statusCode).toBe(201);
    await bothSee(hunter, id, (c) => expect(c).toMatchObject({ unreadCount: 1, lastMessage: { body: 'Yes. Saturday at 11?', isMine: false } }));
    await bothSee(owner, id, (c) => expect(c).toMatchObject({ unreadCount: 1, lastMessage: { isMine: true } }));

    // Opening the conversation reads the owner's message; polling it reads the next one.
    await warm();
    expect((await act(t, hunter, `/api/conversations/${id}`, undefined, 'GET')).statusCode).toBe(200);
    await bothSee(hunter, id, (c) => expect(c?.unreadCount).toBe(0));
    expect((await reply(t, owner, id, 'Or Sunday?')).statusCode).toBe(201);
    await warm();
    expect((await act(t, hunter, `/api/conversations/${id}/messages?after=0`, undefined, 'GET')).statusCode).toBe(200);
    await bothSee(hunter, id, (c) => expect(c?.unreadCount).toBe(0));

    await warm();
    await t.database.db.update(properties).set({ title: 'Renamed in the database' }).where(eq(properties.id, listing.id));
    for (const person of [owner, hunter]) await bothSee(person, id, (c) => expect(c?.listing.title).toBe('Renamed in the database'));

    await warm();
    await t.database.db.update(users).set({ firstName: 'Harish' }).where(eq(users.id, hunter.id));
    await bothSee(owner, id, (c) => expect(c?.otherName).toMatch(/^Harish /));
  });

  it("shows a Contact Agent inquiry in the poster agent's inbox at once, on both instances", async () => {
    const agent = await t.createUser({ role: 'AGENT', firstName: 'Arun' });
    const listing = await insertProperty(t, agent.id);
    for (const app of [t.app, other, t.app, other]) await inboxOf(app, agent);
    expect((await act(t, hunter, `/api/properties/${listing.id}/inquiries`, { message: 'Is the price negotiable?' })).statusCode).toBe(201);
    for (const app of [t.app, other]) {
      const conversation = (await inboxOf(app, agent)).find((c) => c.listing.id === listing.id);
      expect(conversation).toMatchObject({ unreadCount: 1, lastMessage: { body: 'Is the price negotiable?' } });
    }
  });

  it('shows a message written in a conversation already open, from the listing, a Contact Agent inquiry or a deal, on both instances', async () => {
    const agent = await t.createUser({ role: 'AGENT', firstName: 'Anil' });
    const listing = await insertProperty(t, agent.id);
    const opened = await startConversation(t, hunter, listing.id, 'Is the flat still available?');
    const id: number = opened.json().data.conversationId;
    const agentSees = async (body: string) => {
      for (const app of [t.app, other]) expect((await inboxOf(app, agent)).find((c) => c.id === id)?.lastMessage?.body).toBe(body);
    };
    const warmAgent = async () => {
      for (const app of [t.app, other, t.app, other]) await inboxOf(app, agent);
    };

    await warmAgent();
    expect((await startConversation(t, hunter, listing.id, 'Written again from the listing')).statusCode).toBe(201);
    await agentSees('Written again from the listing');

    await warmAgent();
    expect((await act(t, hunter, `/api/properties/${listing.id}/inquiries`, { message: 'Asked through Contact Agent' })).statusCode).toBe(201);
    await agentSees('Asked through Contact Agent');

    const deal = await createDeal(t, agent, { propertyId: listing.id, buyerId: hunter.id });
    expect((await act(t, hunter, `/api/deals/${deal.id}/messages`, { text: 'Written from the deal' })).statusCode).toBe(201);
    await agentSees('Written from the deal');
    await warmAgent();
    expect((await act(t, hunter, `/api/deals/${deal.id}/messages`, { text: 'Written again from the deal' })).statusCode).toBe(201);
    await agentSees('Written again from the deal');
  });
});
