// Admins act on the person a conversation report is about: suspend them (signed out at once, their
// listings taken down) or close the report with no action; either way the report leaves the queue and
// the decision stays in the listing's history there. Admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { act, read, reportedConversations, startConversation } from '../conversations/talk.ts';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser({ firstName: 'Olga' });
  admin = await t.createUser({ role: 'ADMIN', firstName: 'Ada' });
}, 60_000);
afterAll(() => t.close());

/** A hunter writes to the owner about the listing and the owner reports them: the report's id. */
async function reportedBy(listingId: number, hunter: TestUser, reason: string): Promise<number> {
  const id = (await startConversation(t, hunter, listingId, 'Hello, is it available?')).json().data.conversationId;
  expect((await act(t, owner, `/api/conversations/${id}/report`, { reason })).statusCode).toBe(201);
  const reports = await reportedConversations(t, admin, listingId);
  return (reports.find((r) => r.reason === reason) as unknown as { id: number }).id;
}

const decide = (person: TestUser, reportId: number, payload: object) =>
  act(t, person, `/api/admin/moderation/conversation-reports/${reportId}/decisions`, payload);

async function personHistory(listingId: number) {
  const queue = (await read(t, admin, '/api/admin/moderation?size=100')).json().data;
  return queue.items.find((i: { listing: { id: number } }) => i.listing.id === listingId)?.personHistory;
}

describe('a reported person', () => {
  it('is suspended by an admin: signed out, listings taken down, the report closed and the decision kept', async () => {
    const listing = await insertProperty(t, owner.id);
    const [scammer, other] = await Promise.all([t.createUser({ firstName: 'Sam' }), t.createUser({ firstName: 'Hari' })]);
    const scammersListing = await insertProperty(t, scammer.id);
    const reportId = await reportedBy(listing.id, scammer, 'Asked for a token advance');
    await reportedBy(listing.id, other, 'Sent a rude message');
    expect((await read(t, null, `/api/properties/${scammersListing.id}`)).statusCode).toBe(200);

    const noReason = await decide(admin, reportId, { action: 'suspend' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason', 'Please give a reason for the suspension');

    expect((await decide(admin, reportId, { action: 'suspend', reason: 'Asked for money before a visit' })).statusCode).toBe(200);
    expect((await read(t, scammer, '/api/conversations')).statusCode).toBe(401);
    expect((await read(t, null, `/api/properties/${scammersListing.id}`)).statusCode).toBe(404);
    expect((await reportedConversations(t, admin, listing.id)).map((r) => r.reportedName)).toEqual(['Hari user']);
    expect(await personHistory(listing.id)).toEqual([
      expect.objectContaining({ action: 'suspend', reportedName: 'Sam user', reason: 'Asked for money before a visit', adminName: 'Ada admin' }),
    ]);

    const again = await decide(admin, reportId, { action: 'dismiss' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This report was already decided');
  });

  it('keeps their account when the admin closes the report with no action', async () => {
    const listing = await insertProperty(t, owner.id);
    const hunter = await t.createUser({ firstName: 'Hari' });
    const reportId = await reportedBy(listing.id, hunter, 'Wrote too often');
    expect((await decide(admin, reportId, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await read(t, hunter, '/api/conversations')).statusCode).toBe(200);
    expect(await reportedConversations(t, admin, listing.id)).toEqual([]);
  });

  it('can be decided on by admins only, never an admin suspended, and an unknown report is a 404', async () => {
    const listing = await insertProperty(t, owner.id);
    const hunter = await t.createUser({ firstName: 'Hari' });
    const agent = await t.createUser({ role: 'AGENT' });
    const reportId = await reportedBy(listing.id, hunter, 'Asked for my Aadhaar');
    for (const person of [owner, hunter, agent]) expect((await decide(person, reportId, { action: 'dismiss' })).statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/conversation-reports/${reportId}/decisions`,
      payload: { action: 'dismiss' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await read(t, hunter, '/api/conversations')).statusCode).toBe(200);
    expect(await reportedConversations(t, admin, listing.id)).toHaveLength(1);

    const otherAdmin = await t.createUser({ role: 'ADMIN', firstName: 'Ravi' });
    const adminReport = await reportedBy(listing.id, otherAdmin, 'An admin wrote oddly');
    const refused = await decide(admin, adminReport, { action: 'suspend', reason: 'Testing' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('An admin cannot be suspended from the moderation queue');

    expect((await decide(admin, 999_999, { action: 'dismiss' })).statusCode).toBe(404);
    expect((await decide(admin, reportId, { action: 'ban' })).json().errors).toHaveProperty('action', 'Please choose an action');
  });
});
