// A deal's buyer or tenant and its agent write to each other from the deal: their conversation about
// the deal's listing, in both inboxes, apart from the buyer's conversation with the listing's poster;
// nobody else may write there, and its messages stay between the two. Once the deal passes to another
// agent, the former agent's conversation with its buyer ends: neither of them reads or writes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeal, dealCast, insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { read, reply, startConversation } from './talk.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
}, 60_000);
afterAll(() => t.close());

const writeFromDeal = (person: TestUser | null, dealId: number, text: string) =>
  t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/messages`, headers: person ? bearer(person.token) : {}, payload: { text } });

const inboxOf = async (person: TestUser) =>
  (await read(t, person, '/api/conversations')).json().data.items as { id: number; role: string; otherName: string; listing: { id: number } }[];

describe("a deal's buyer and its agent", () => {
  it('talk in a conversation about the deal’s listing that the agent finds in their Inbox, apart from the one with the poster', async () => {
    const home = await insertProperty(t, cast.seller.id);
    const deal = await createDeal(t, cast.agent, { propertyId: home.id, buyerId: cast.buyer.id });
    const withPoster = (await startConversation(t, cast.buyer, home.id, 'Is the flat still available?')).json().data.conversationId;

    const first = await writeFromDeal(cast.buyer, deal.id, 'When is the registration?');
    expect(first.statusCode).toBe(201);
    const id = first.json().data.conversationId as number;
    expect(id).not.toBe(withPoster);
    expect((await inboxOf(cast.agent)).find((c) => c.id === id)).toMatchObject({ role: 'poster', otherName: 'Bala user', listing: { id: home.id } });
    const bell = (await read(t, cast.agent, '/api/notifications')).json().data;
    expect(JSON.stringify(bell)).toContain('When is the registration?');

    expect((await reply(t, cast.agent, id, 'Next Tuesday at 11.')).statusCode).toBe(201);
    expect((await writeFromDeal(cast.buyer, deal.id, 'Thank you!')).json().data.conversationId).toBe(id);
    const seen = (await read(t, cast.buyer, `/api/conversations/${id}`)).json().data;
    expect(seen).toMatchObject({ role: 'hunter', other: { name: 'Anita agent', phone: null } });
    expect(seen.messages.map((m: { body: string }) => m.body)).toEqual(['When is the registration?', 'Next Tuesday at 11.', 'Thank you!']);

    const buyerInbox = await inboxOf(cast.buyer);
    expect(
      buyerInbox
        .filter((c) => c.listing.id === home.id)
        .map((c) => c.otherName)
        .sort(),
    ).toEqual(['Anita agent', 'Sita user']);
    expect((await read(t, cast.seller, `/api/conversations/${id}`)).statusCode).toBe(404);
  });

  it('share one conversation when the agent is also the listing’s poster', async () => {
    const home = await insertProperty(t, cast.agent.id);
    const deal = await createDeal(t, cast.agent, { propertyId: home.id, buyerId: cast.buyer.id });
    const withPoster = (await startConversation(t, cast.buyer, home.id, 'Is it still available?')).json().data.conversationId;
    expect((await writeFromDeal(cast.buyer, deal.id, 'Shall we sign on Friday?')).json().data.conversationId).toBe(withPoster);
  });

  it('lets the agent write first from the deal', async () => {
    const home = await insertProperty(t, cast.seller.id);
    const deal = await createDeal(t, cast.agent, { propertyId: home.id, buyerId: cast.buyer.id });
    const res = await writeFromDeal(cast.agent, deal.id, 'Please bring your PAN card.');
    expect(res.statusCode).toBe(201);
    expect((await inboxOf(cast.buyer)).find((c) => c.id === res.json().data.conversationId)).toMatchObject({
      role: 'hunter',
      otherName: 'Anita agent',
    });
  });

  it('refuse everyone else: the seller and admins who see the deal (403), others as if there were no deal (404)', async () => {
    const home = await insertProperty(t, cast.seller.id);
    const deal = await createDeal(t, cast.agent, { propertyId: home.id, buyerId: cast.buyer.id });
    for (const person of [cast.seller, cast.admin]) {
      const res = await writeFromDeal(person, deal.id, 'Hello');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the deal's buyer or tenant and its agent can write to each other here");
    }
    for (const person of [cast.outsider, cast.otherAgent]) {
      const res = await writeFromDeal(person, deal.id, 'Hello');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Deal not found');
    }
    expect((await writeFromDeal(cast.buyer, 999_999, 'Hello')).statusCode).toBe(404);
    expect((await writeFromDeal(null, deal.id, 'Hello')).statusCode).toBe(401);
    const empty = await writeFromDeal(cast.buyer, deal.id, ' ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('text', 'Please write a message');
    expect((await inboxOf(cast.agent)).filter((c) => c.listing.id === home.id)).toEqual([]);

    const id = (await writeFromDeal(cast.buyer, deal.id, 'Hello')).json().data.conversationId;
    for (const person of [cast.seller, cast.admin, cast.otherAgent]) expect((await read(t, person, `/api/conversations/${id}`)).statusCode).toBe(404);
  });

  it('end for the former agent once the deal is reassigned: gone from the Inbox, unread count and reads, nothing written', async () => {
    const home = await insertProperty(t, cast.seller.id);
    const deal = await createDeal(t, cast.agent, { propertyId: home.id, buyerId: cast.buyer.id });
    const id = (await writeFromDeal(cast.buyer, deal.id, 'Is the paperwork ready?')).json().data.conversationId as number;
    const unread = async (person: TestUser) => (await read(t, person, '/api/conversations/unread-count')).json().data.unreadCount as number;
    const unreadBefore = await unread(cast.agent);
    expect(unreadBefore).toBeGreaterThan(0);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/reassign`,
      headers: bearer(cast.admin.token),
      payload: { agentId: cast.otherAgent.id },
    });
    expect(moved.statusCode).toBe(200);

    expect((await read(t, cast.agent, `/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await read(t, cast.agent, `/api/conversations/${id}/messages?after=0`)).statusCode).toBe(404);
    expect((await reply(t, cast.agent, id, 'Still here')).statusCode).toBe(404);
    expect((await inboxOf(cast.agent)).find((c) => c.id === id)).toBeUndefined();
    expect(await unread(cast.agent)).toBe(unreadBefore - 1);
    expect((await writeFromDeal(cast.agent, deal.id, 'Hello?')).statusCode).toBe(404);
    expect((await reply(t, cast.buyer, id, 'Are you there?')).statusCode).toBe(404);

    const withNew = await writeFromDeal(cast.buyer, deal.id, 'Hello, new agent');
    expect(withNew.statusCode).toBe(201);
    expect(withNew.json().data.conversationId).not.toBe(id);
    expect((await inboxOf(cast.otherAgent)).find((c) => c.id === withNew.json().data.conversationId)).toBeDefined();
  });
});
