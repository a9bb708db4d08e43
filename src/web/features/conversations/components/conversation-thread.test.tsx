// @vitest-environment happy-dom
// One conversation as a house-hunter reads it in the Inbox: the messages, sending one, and the
// server's rule that numbers and outside links wait until the poster has replied.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type TConversation, type TMessage } from '#shared/contracts/conversation.ts';
import { aUser } from '#web/test/fixtures.ts';
import { ok, refused, renderApp, type Routes } from '#web/test/render.tsx';

const hunter = aUser(5, 'Ravi');
const message = (id: number, isMine: boolean, body: string, readAt: string | null = null): TMessage => ({
  id,
  isMine,
  body,
  createdAt: `2026-11-27T10:0${id}:00.000Z`,
  readAt,
});
const conversation = (overrides: Partial<TConversation> = {}): TConversation => ({
  id: 9,
  role: 'hunter',
  listing: {
    id: 7,
    title: 'Sunny 2 BHK in Gachibowli',
    price: 25000,
    listingType: 'rent',
    areaName: 'Gachibowli',
    imageUrl: null,
    isAvailable: true,
  },
  other: { id: 90, name: 'Lakshmi Devi', phone: null },
  hasSharedMyPhone: false,
  hasBlocked: false,
  canWrite: true,
  hasPosterReplied: true,
  messages: [message(1, true, 'Is it still available?', '2026-11-27T10:05:00.000Z'), message(2, false, 'Yes, it is.')],
  ...overrides,
});

/** The thread, the inbox beside it and the poll for newer messages, as the server answers them. */
const server = (thread: TConversation, more: Routes = {}): Routes => ({
  'GET /api/conversations': ok({ items: [], nextCursor: null, unreadCount: 0 }),
  'GET /api/conversations/9': ok(thread),
  'GET /api/conversations/9/messages': ok({ messages: [], otherReadUpTo: 1, otherPhone: null }),
  ...more,
});
const messages = async () => within(await screen.findByRole('log', { name: 'Messages' })).getAllByRole('listitem');
const lines = async () => (await messages()).map((item) => item.textContent);

describe('a conversation', { timeout: 30_000 }, () => {
  it('shows who wrote each message, and that mine was seen', async () => {
    renderApp('/inbox/9', { as: hunter, routes: server(conversation()) });
    expect(await screen.findByRole('heading', { name: 'Lakshmi Devi' })).toBeTruthy();
    const [mine, theirs] = await messages();
    expect(mine?.textContent).toMatch(/^You: Is it still available\?.* · Seen$/);
    expect(theirs?.textContent).toMatch(/^Lakshmi Devi: Yes, it is\./);
  });

  it('sends a message, which then shows in the thread, and empties the box', async () => {
    const { user, api } = renderApp('/inbox/9', {
      as: hunter,
      routes: server(conversation(), { 'POST /api/conversations/9/messages': ok(message(3, true, 'Can I visit on Saturday?')) }),
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Can I visit on Saturday?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Can I visit on Saturday?', { selector: 'p' });
    expect((await lines()).at(-1)).toMatch(/^You: Can I visit on Saturday\?/);
    expect(box).toHaveProperty('value', '');
    expect(api.sent('POST /api/conversations/9/messages')).toEqual([{ text: 'Can I visit on Saturday?' }]);
  });

  it("says why a number cannot go before the poster's reply, and keeps the message to change", async () => {
    const { user } = renderApp('/inbox/9', {
      as: hunter,
      routes: server(conversation({ hasPosterReplied: false, messages: [message(1, true, 'Is it still available?')] }), {
        'POST /api/conversations/9/messages': refused(400, CONVERSATION_MESSAGES.contactBeforeReply, {
          text: CONVERSATION_MESSAGES.contactBeforeReply,
        }),
      }),
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Call me on 9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(CONVERSATION_MESSAGES.contactBeforeReply);
    expect(box).toHaveProperty('value', 'Call me on 9876543210');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(await lines()).toHaveLength(1);
  });

  it('offers no reply box once the hunter has blocked the poster', async () => {
    renderApp('/inbox/9', { as: hunter, routes: server(conversation({ hasBlocked: true, canWrite: false })) });
    expect(await screen.findByText('You blocked this person.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeTruthy();
  });
});
