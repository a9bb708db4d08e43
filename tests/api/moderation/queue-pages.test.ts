// Every open flag stays in reach: the moderation queue pages with a cursor, filters by kind, sorts the
// most severe kind first (reported, flagged, awaiting verification) then the longest waiting, and counts
// each kind. A hundred and more ordinary new listings no longer push a copied-photo flag out of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingFlags } from '#server/db/schema.ts';
import type { TModerationQueue, TQueueItem } from '#shared/contracts/moderation.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { queue, queuePage, report } from './moderation-world.ts';

let t: TestApp;
let admin: TestUser;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, poster] = await Promise.all([t.createUser({ role: 'ADMIN' }), t.createUser()]);
});
afterAll(() => t.close());

const newListing = (minutesAgo: number) => insertProperty(t, poster.id, { verificationRequestedAt: new Date(Date.now() - minutesAgo * 60_000) });

async function flagCopiedPhoto(propertyId: number, matchedId: number) {
  const evidence = { summary: 'Pictures of this listing appear in 1 listing of other posters.', matches: [{ propertyId: matchedId }] };
  await t.database.db.insert(listingFlags).values({ propertyId, kind: 'copied_photo', evidence });
}

/** Every page of the queue (of one kind), following its cursor. */
async function walk(query = ''): Promise<TQueueItem[]> {
  const items: TQueueItem[] = [];
  let page: TModerationQueue = await queuePage(t, admin, `?size=25${query}`);
  items.push(...page.items);
  while (page.nextCursor) {
    page = await queuePage(t, admin, `?size=25${query}&cursor=${page.nextCursor}`);
    items.push(...page.items);
  }
  return items;
}

describe('the moderation queue', () => {
  it('keeps a copied-photo flag on its first page under 120 newer listings waiting for verification, and counts each kind', async () => {
    const before = (await queuePage(t, admin)).counts;
    const original = await insertProperty(t, (await t.createUser()).id);
    const copied = await newListing(300);
    await flagCopiedPhoto(copied.id, original.id);
    const reported = await insertProperty(t, poster.id);
    expect((await report(t, await t.createUser(), reported.id)).statusCode).toBe(201);
    for (let i = 0; i < 120; i++) await newListing(200 - i);

    const first = await queuePage(t, admin);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const order = first.items.map((item) => item.listing.id);
    expect(order).toContain(copied.id);
    expect(order.indexOf(reported.id)).toBeLessThan(order.indexOf(copied.id));
    expect(first.counts).toEqual({
      all: before.all + 122,
      reported: before.reported + 1,
      flagged: before.flagged + 1,
      awaiting_verification: before.awaiting_verification + 121,
    });

    const flagged = await queuePage(t, admin, '?kind=flagged');
    expect(flagged.items.every((item) => item.flags.length > 0)).toBe(true);
    expect(flagged.items.map((item) => item.listing.id)).toContain(copied.id);
    expect(flagged.counts).toEqual(first.counts);
    const waiting = await walk('&kind=awaiting_verification');
    expect(waiting.every((item) => item.isWaitingForVerification)).toBe(true);
    expect(waiting).toHaveLength(first.counts.awaiting_verification);
    expect((await walk('&kind=reported')).every((item) => item.reports.length > 0)).toBe(true);

    const all = await walk();
    expect(all).toHaveLength(first.counts.all);
    expect(new Set(all.map((item) => item.listing.id)).size).toBe(all.length);
    // Most severe first: no reported entry after a flagged one, no flagged one after one only waiting.
    const severity = (item: TQueueItem) => (item.reports.length + item.conversationReports.length > 0 ? 3 : item.flags.length > 0 ? 2 : 1);
    const severities = all.map(severity);
    expect(severities).toEqual([...severities].sort((a, b) => b - a));
    // Then the longest waiting: the newest of the 120 comes last.
    expect(all.findIndex((item) => item.listing.id === copied.id)).toBeLessThan(all.length - 120);
  }, 180_000);

  it('neither repeats nor skips an entry when new ones arrive between pages', async () => {
    const existing = (await walk('&kind=awaiting_verification')).map((item) => item.listing.id);
    const seen: number[] = [];
    let page = await queuePage(t, admin, '?size=30&kind=awaiting_verification');
    seen.push(...page.items.map((item) => item.listing.id));
    // Older and newer than what the first page showed: neither moves the pages still to come.
    await newListing(10_000);
    await newListing(0);
    while (page.nextCursor) {
      page = await queuePage(t, admin, `?size=30&kind=awaiting_verification&cursor=${page.nextCursor}`);
      seen.push(...page.items.map((item) => item.listing.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(existing));
  }, 120_000);

  it('refuses an unknown kind, a cursor it did not make and a page size past its bound, naming the field', async () => {
    const cases = { kind: '?kind=spam', cursor: '?cursor=abc', size: '?size=500' };
    for (const [field, query] of Object.entries(cases)) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/moderation${query}`, headers: bearer(admin.token) });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toEqual([field]);
    }
  });

  it('shows the whole queue to the test helpers too', async () => {
    expect((await queue(t, admin)).items.length).toBe((await queuePage(t, admin)).counts.all);
  });
});
