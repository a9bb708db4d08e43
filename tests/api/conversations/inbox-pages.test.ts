// The inbox a page at a time: a hundred throwaway conversations no longer bury a real one. Pages follow
// an opaque cursor that stays put while new conversations arrive, and the unread count covers every page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import type { TInbox } from '#shared/contracts/conversation.ts';
import { conversations, messages } from '#server/db/schema-conversations.ts';

let t: TestApp;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  poster = await t.createUser({ firstName: 'Padma' });
});
afterAll(() => t.close());

async function inboxPage(person: TestUser, query = ''): Promise<TInbox> {
  const res = await t.app.inject({ method: 'GET', url: `/api/conversations${query}`, headers: bearer(person.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** A conversation from a new hunter with one unread message to the poster, its latest activity `minutesAgo`. */
async function conversationFrom(propertyId: number, minutesAgo: number, body: string): Promise<number> {
  const hunter = await t.createUser();
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await t.database.db
    .insert(conversations)
    .values({ propertyId, hunterId: hunter.id, posterId: poster.id, lastMessageAt: at })
    .returning({ id: conversations.id });
  await t.database.db.insert(messages).values({ conversationId: row!.id, senderId: hunter.id, body, createdAt: at });
  return row!.id;
}

describe('the inbox', () => {
  it('reaches the 101st conversation page by page, and its unread count matches what the pages hold', async () => {
    const listing = await insertProperty(t, poster.id, { listingType: 'rent', price: 30_000 });
    const real = await conversationFrom(listing.id, 500, 'We are a family of four; can we see it on Sunday?');
    const throwaway: number[] = [];
    for (let i = 0; i < 100; i++) throwaway.push(await conversationFrom(listing.id, 400 - i, 'hi'));

    const first = await inboxPage(poster);
    expect(first.items).toHaveLength(30);
    expect(first.unreadCount).toBe(101);
    expect(first.items[0]!.id).toBe(throwaway.at(-1));
    const seen = [...first.items];
    let cursor = first.nextCursor;
    // A conversation that arrives while paging goes on top, and moves nothing on the pages after.
    const arrived = await conversationFrom(listing.id, 0, 'hello');
    while (cursor) {
      const page = await inboxPage(poster, `?cursor=${cursor}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    const ids = seen.map((c) => c.id);
    expect(ids).toHaveLength(101);
    expect(new Set(ids).size).toBe(101);
    expect(ids.at(-1)).toBe(real);
    expect(ids).not.toContain(arrived);
    expect(seen.at(-1)).toMatchObject({ unreadCount: 1, lastMessage: { body: 'We are a family of four; can we see it on Sunday?' } });

    const everything = await inboxPage(poster, '?size=100');
    expect(everything.items[0]!.id).toBe(arrived);
    expect(everything.unreadCount).toBe(102);
    const unread = await t.app.inject({ method: 'GET', url: '/api/conversations/unread-count', headers: bearer(poster.token) });
    expect(unread.json().data.unreadCount).toBe(102);
  }, 120_000);

  it('refuses a cursor it did not make, naming the field, and a page size past its bound', async () => {
    for (const query of ['?cursor=not-a-cursor', `?cursor=${Buffer.from('["x"]').toString('base64url')}`, '?size=0', '?size=101']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/conversations${query}`, headers: bearer(poster.token) });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toEqual([query.startsWith('?cursor') ? 'cursor' : 'size']);
    }
  });
});
