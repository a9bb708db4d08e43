// A number shared in a conversation is the sharer's to take back, and is not shown to someone the
// sharer has blocked (nor again after the block is lifted, unless it is still shared). An open thread's
// poll for new messages carries it, so a share shows up as messages do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, read, startConversation } from '../conversations/talk.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';

let t: TestApp;
let owner: TestUser;
let hunter: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'conversation-setting=100' });
  owner = await t.createUser({ firstName: 'Olga' });
  hunter = await t.createUser({ firstName: 'Hari' });
}, 60_000);
afterAll(() => t.close());

async function conversation() {
  const listing = await insertProperty(t, owner.id);
  const res = await startConversation(t, hunter, listing.id, 'Is it available?');
  expect(res.statusCode).toBe(201);
  return res.json().data.conversationId as number;
}

const view = async (who: TestUser, id: number) => (await read(t, who, `/api/conversations/${id}`)).json().data;

describe('a shared number', () => {
  it('can be withdrawn: the other person no longer sees it anywhere in the conversation', async () => {
    const id = await conversation();
    expect((await act(t, hunter, `/api/conversations/${id}/share-phone`)).statusCode).toBe(200);
    expect((await view(owner, id)).other.phone).toBe(hunter.mobileNumber);

    const withdrawn = await act(t, hunter, `/api/conversations/${id}/share-phone`, undefined, 'DELETE');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe('Your number is no longer shown in this conversation');
    const seen = await read(t, owner, `/api/conversations/${id}`);
    expect(seen.json().data.other.phone).toBeNull();
    expect(seen.body).not.toContain(hunter.mobileNumber);
    expect((await view(hunter, id)).hasSharedMyPhone).toBe(false);
    // Withdrawing twice is no error, and sharing again shows it again.
    expect((await act(t, hunter, `/api/conversations/${id}/share-phone`, undefined, 'DELETE')).statusCode).toBe(200);
    expect((await act(t, hunter, `/api/conversations/${id}/share-phone`)).statusCode).toBe(200);
    expect((await view(owner, id)).other.phone).toBe(hunter.mobileNumber);
  });

  it('is hidden from someone the sharer has blocked, and shown again once unblocked', async () => {
    const id = await conversation();
    expect((await act(t, owner, `/api/conversations/${id}/share-phone`)).statusCode).toBe(200);
    expect((await view(hunter, id)).other.phone).toBe(owner.mobileNumber);

    expect((await act(t, owner, `/api/conversations/${id}/block`)).statusCode).toBe(200);
    const blocked = await read(t, hunter, `/api/conversations/${id}`);
    expect(blocked.json().data.other.phone).toBeNull();
    expect(blocked.body).not.toContain(owner.mobileNumber);
    // The blocker still sees a number the blocked person shared with them: it was theirs to give.
    expect((await act(t, hunter, `/api/conversations/${id}/share-phone`)).statusCode).toBe(200);
    expect((await view(owner, id)).other.phone).toBe(hunter.mobileNumber);

    expect((await act(t, owner, `/api/conversations/${id}/block`, undefined, 'DELETE')).statusCode).toBe(200);
    expect((await view(hunter, id)).other.phone).toBe(owner.mobileNumber);
  });

  it("reaches the other person's open thread with its poll for new messages, and leaves it when withdrawn or blocked", async () => {
    const id = await conversation();
    const poll = async (who: TestUser) => (await read(t, who, `/api/conversations/${id}/messages?after=0`)).json().data.otherPhone;
    expect(await poll(owner)).toBeNull();
    expect((await act(t, hunter, `/api/conversations/${id}/share-phone`)).statusCode).toBe(200);
    expect(await poll(owner)).toBe(hunter.mobileNumber);
    expect(await poll(hunter)).toBeNull();
    expect((await act(t, hunter, `/api/conversations/${id}/block`)).statusCode).toBe(200);
    expect(await poll(owner)).toBeNull();
    expect((await act(t, hunter, `/api/conversations/${id}/block`, undefined, 'DELETE')).statusCode).toBe(200);
    expect(await poll(owner)).toBe(hunter.mobileNumber);
    expect((await act(t, hunter, `/api/conversations/${id}/share-phone`, undefined, 'DELETE')).statusCode).toBe(200);
    expect(await poll(owner)).toBeNull();
  });

  it('can be withdrawn only by a person in the conversation', async () => {
    const id = await conversation();
    const stranger = await t.createUser();
    expect((await act(t, stranger, `/api/conversations/${id}/share-phone`, undefined, 'DELETE')).statusCode).toBe(404);
  });
});
