// Conversations through the API: writing to a poster, the inbox and its unread count, read receipts,
// replies, polling for newer messages, numbers shown only once shared, the first-message rule, the
// bell and the batched email with its link, and Contact Agent inquiries opening a conversation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { deliver, deliveredEmails, outboxOf } from '../alerts/mail.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { act, read, reply, startConversation } from './talk.ts';

let t: TestApp;
let outbox: Outbox;
let owner: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  outbox = outboxOf(t);
  owner = await t.createUser({ firstName: 'Olga' });
  hunter = await t.createUser({ firstName: 'Hari' });
}, 60_000);
afterAll(async () => {
  await outbox.close();
  await t.close();
});

async function newThread(text = 'Is the flat still available?') {
  const listing = await insertProperty(t, owner.id);
  const res = await startConversation(t, hunter, listing.id, text);
  expect(res.statusCode).toBe(201);
  return { listing, id: res.json().data.conversationId as number };
}

describe('writing to a poster', () => {
  it('opens one conversation per listing and person, shown in both inboxes with the listing card', async () => {
    const { listing, id } = await newThread();
    const again = await startConversation(t, hunter, listing.id, 'And is parking included?');
    expect(again.json().data.conversationId).toBe(id);

    const hunterInbox = (await read(t, hunter, '/api/conversations')).json().data.items;
    expect(hunterInbox.find((c: { id: number }) => c.id === id)).toMatchObject({
      role: 'hunter',
      otherName: 'Olga user',
      listing: { id: listing.id, title: listing.title, areaName: 'Gachibowli', isAvailable: true },
      lastMessage: { body: 'And is parking included?', isMine: true },
      unreadCount: 0,
    });
    const ownerInbox = (await read(t, owner, '/api/conversations')).json().data.items;
    expect(ownerInbox.find((c: { id: number }) => c.id === id)).toMatchObject({ role: 'poster', otherName: 'Hari user', unreadCount: 2 });
  });

  it('refuses writing about your own listing, an empty message and one too long', async () => {
    const listing = await insertProperty(t, owner.id);
    expect((await startConversation(t, owner, listing.id, 'hello')).json()).toMatchObject({ message: 'This is your own listing' });
    const empty = await startConversation(t, hunter, listing.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('text', 'Please write a message');
    const long = await startConversation(t, hunter, listing.id, 'x'.repeat(2001));
    expect(long.json().errors).toHaveProperty('text', 'A message can be at most 2000 characters');
    expect(
      (await read(t, hunter, '/api/conversations')).json().data.items.some((c: { listing: { id: number } }) => c.listing.id === listing.id),
    ).toBe(false);
  });
});

describe('reading and replying', () => {
  it('counts unread messages, marks them read when opened (the receipt) and polls for newer ones', async () => {
    const { id } = await newThread('Can I see it on Saturday?');
    const before = (await read(t, owner, '/api/conversations/unread-count')).json().data.unreadCount;
    expect(before).toBeGreaterThanOrEqual(1);

    const seenByHunter = (await read(t, hunter, `/api/conversations/${id}`)).json().data;
    expect(seenByHunter.messages[0]).toMatchObject({ isMine: true, readAt: null });

    const opened = (await read(t, owner, `/api/conversations/${id}`)).json().data;
    expect(opened).toMatchObject({ role: 'poster', other: { name: 'Hari user', phone: null }, hasPosterReplied: false, canWrite: true });
    expect((await read(t, owner, '/api/conversations/unread-count')).json().data.unreadCount).toBe(before - 1);
    const lastSeen = opened.messages[opened.messages.length - 1].id;

    const sent = await reply(t, owner, id, 'Yes, 11 am works.');
    expect(sent.statusCode).toBe(201);
    const polled = (await read(t, hunter, `/api/conversations/${id}/messages?after=${lastSeen}`)).json().data;
    expect(polled.messages).toEqual([expect.objectContaining({ body: 'Yes, 11 am works.', isMine: false })]);
    expect(polled.otherReadUpTo).toBe(lastSeen);
    expect((await read(t, owner, `/api/conversations/${id}/messages?after=${lastSeen}`)).json().data.messages[0].readAt).not.toBeNull();
  });

  it('keeps text as text: markup comes back exactly as written', async () => {
    const { id } = await newThread('<b>bold</b> & <script>alert(1)</script>');
    const body = (await read(t, owner, `/api/conversations/${id}`)).json().data.messages[0].body;
    expect(body).toBe('<b>bold</b> & <script>alert(1)</script>');
  });
});

describe('numbers and links before the poster replies', () => {
  it('refuses a phone number or an outside link from the hunter until the poster has answered', async () => {
    const listing = await insertProperty(t, owner.id);
    const phone = await startConversation(t, hunter, listing.id, 'Call me on 98765 43210');
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors.text).toBe('Phone numbers and links to other sites can be sent once the poster has replied.');
    const { id } = await newThread('Hello, is it available?');
    expect((await reply(t, hunter, id, 'See www.otherflats.in')).statusCode).toBe(400);
    expect((await reply(t, owner, id, 'Yes it is. Call 9123456789')).statusCode).toBe(201);
    expect((await reply(t, hunter, id, 'Great, mine is 9876543210')).statusCode).toBe(201);
  });
});

describe('Share my number', () => {
  it('shows a number only to the other person, only after they shared it', async () => {
    const { id } = await newThread();
    expect((await read(t, owner, `/api/conversations/${id}`)).json().data.other.phone).toBeNull();
    expect((await act(t, hunter, `/api/conversations/${id}/share-phone`)).statusCode).toBe(200);
    const ownerView = (await read(t, owner, `/api/conversations/${id}`)).json().data;
    expect(ownerView.other.phone).toBe(hunter.mobileNumber);
    const hunterView = (await read(t, hunter, `/api/conversations/${id}`)).json().data;
    expect(hunterView).toMatchObject({ hasSharedMyPhone: true, other: { phone: null } });
    expect(JSON.stringify(hunterView)).not.toContain(owner.mobileNumber);
  });

  it('lets a poster have Get Phone No. point to the conversation instead of showing the number', async () => {
    const listing = await insertProperty(t, owner.id);
    const shown = (await read(t, hunter, `/api/properties/${listing.id}/contact`)).json().data;
    expect(shown).toMatchObject({ mobileNumber: owner.mobileNumber, contactVia: 'phone' });
    expect((await act(t, hunter, `/api/properties/${listing.id}/phone-visibility`, { phoneVisibility: 'conversation' }, 'PUT')).statusCode).toBe(403);
    const saved = await act(t, owner, `/api/properties/${listing.id}/phone-visibility`, { phoneVisibility: 'conversation' }, 'PUT');
    expect(saved.json().data.poster.phoneVisibility).toBe('conversation');
    const hidden = await read(t, hunter, `/api/properties/${listing.id}/contact`);
    expect(hidden.json().data).toEqual({ name: 'Olga user', mobileNumber: null, email: null, contactVia: 'conversation' });
    expect(hidden.body).not.toContain(owner.mobileNumber);
  });
});

describe('notices', () => {
  it('rings the bell once per conversation and emails at most once per 15 minutes, with a link to the conversation', async () => {
    const before = await deliveredEmails(t);
    const { listing, id } = await newThread('First <question>');
    await reply(t, hunter, id, 'Second question');
    await reply(t, hunter, id, 'Third question');

    const bell = (await read(t, owner, '/api/notifications')).json().data.items.filter((n: { link: string }) => n.link === `/inbox/${id}`);
    expect(bell).toEqual([expect.objectContaining({ kind: 'message', title: 'New message from Hari user', body: 'Third question', isRead: false })]);

    const emails = (await deliver(t, outbox, before)).filter((d) => d.mail.subject?.includes(`(#${listing.id})`));
    expect(emails).toHaveLength(1);
    const { mail } = emails[0]!;
    expect(mail.subject).toBe(`You have 3 new messages about 3 BHK Apartment in Gachibowli (#${listing.id})`);
    expect(mail.text).toContain(`/inbox/${id}`);
    expect(mail.text).toContain('First <question>');
    expect(String(mail.html)).toContain('First &lt;question&gt;');
    expect(String(mail.html)).not.toContain('<question>');

    // Another message now waits for the next 15-minute turn instead of mailing at once.
    await reply(t, hunter, id, 'Fourth question');
    expect(await deliver(t, outbox, await deliveredEmails(t))).toEqual([]);
    const result = (await t.database.db.execute(
      sql`select run_at > now() + interval '14 minutes' as "isLater" from outbox where kind = 'message-email' and done_at is null and (payload->>'conversationId')::int = ${id}`,
    )) as unknown as { rows: { isLater: boolean }[] };
    expect(result.rows).toEqual([{ isLater: true }]);
  });

  it('sends no email for messages already read in the app', async () => {
    const before = await deliveredEmails(t);
    const { listing, id } = await newThread('Quick question');
    await read(t, owner, `/api/conversations/${id}`);
    const emails = (await deliver(t, outbox, before)).filter((d) => d.mail.subject?.includes(`(#${listing.id})`));
    expect(emails).toEqual([]);
  });
});

describe('Contact Agent inquiries', () => {
  it("become the conversation's first message, linked from the poster agent's leads only", async () => {
    const agent = await t.createUser({ role: 'AGENT', firstName: 'Arun' });
    const otherAgent = await t.createUser({ role: 'AGENT', firstName: 'Oma' });
    const listing = await insertProperty(t, agent.id);
    const asked = await act(t, hunter, `/api/properties/${listing.id}/inquiries`, { message: 'Is the price negotiable?' });
    expect(asked.statusCode).toBe(201);
    const inbox = (await read(t, agent, '/api/conversations')).json().data.items;
    const conversation = inbox.find((c: { listing: { id: number } }) => c.listing.id === listing.id);
    expect(conversation.lastMessage).toMatchObject({ body: 'Is the price negotiable?', isMine: false });
    const lead = (await read(t, agent, '/api/inquiries')).json().data.find((l: { propertyId: number }) => l.propertyId === listing.id);
    expect(lead.conversationId).toBe(conversation.id);
    const othersLead = (await read(t, otherAgent, '/api/inquiries')).json().data.find((l: { propertyId: number }) => l.propertyId === listing.id);
    expect(othersLead.conversationId).toBeNull();
    // The lead is the agent's one notice; the message waits unread in the inbox.
    expect((await read(t, agent, '/api/notifications')).json().data.items.map((n: { kind: string }) => n.kind)).toEqual(['lead']);
    expect((await read(t, agent, '/api/conversations/unread-count')).json().data.unreadCount).toBe(1);
  });
});
