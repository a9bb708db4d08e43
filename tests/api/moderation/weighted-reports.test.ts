// Reports weigh by who made them: fresh accounts put a listing in the admin queue but not out of
// search; established, confirmed reporters with upheld reports behind them, from different networks,
// pass the threshold; one network counts once; an admin's decision takes a listing down whatever the
// weight; the poster is told; the queue shows each reporter's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_THRESHOLD } from '#shared/trust/report-weights.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, outboxOf, recipients } from '../alerts/mail.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { addressOnAnotherNetwork, ageAccount, bell, decide, publicPage, queueItem, report, reportFrom, searchIds } from './moderation-world.ts';

let t: TestApp;
let outbox: Outbox;
let admin: TestUser;
let poster: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  outbox = outboxOf(t);
  admin = await t.createUser({ role: 'ADMIN', firstName: 'Asha' });
  poster = await t.createUser({ firstName: 'Prakash' });
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

const people = (n: number) => Promise.all(Array.from({ length: n }, () => t.createUser({ firstName: 'Rekha' })));

/** Reporters two months on Gruha, email confirmed, each with one earlier report an admin upheld (took that listing down). */
async function trustedReporters(n: number): Promise<TestUser[]> {
  const reporters = await people(n);
  const earlier = await insertProperty(t, poster.id);
  for (const reporter of reporters) {
    await ageAccount(t, reporter, { days: 60, confirmed: true });
    expect((await report(t, reporter, earlier.id)).statusCode).toBe(201);
  }
  expect((await decide(t, admin, earlier.id, { action: 'hide', reason: 'Rented out long ago' })).statusCode).toBe(200);
  return reporters;
}

describe('weighted reports', () => {
  it('from three fresh accounts on three networks leave the listing in search, and put it in the admin queue', async () => {
    const listing = await insertProperty(t, poster.id);
    for (const fresh of await people(3)) {
      const res = await reportFrom(t, fresh, listing.id, addressOnAnotherNetwork());
      expect(res.statusCode).toBe(201);
      expect(res.json().data.isUnderReview).toBe(false);
    }
    expect(await searchIds(t)).toContain(listing.id);
    expect((await publicPage(t, listing.id)).json()).toMatchObject({ reviewState: null, isActive: true });
    const item = await queueItem(t, admin, listing.id);
    expect(item?.reports).toHaveLength(3);
    expect(item?.reportsWeight).toEqual({ total: 0, threshold: REPORTS_THRESHOLD });
  });

  it('from established, confirmed reporters with upheld reports, on different networks, take it out of search; the poster is told', async () => {
    const listing = await insertProperty(t, poster.id);
    const reporters = await trustedReporters(3);
    const before = await deliver(t, outbox);
    const answers = [];
    for (const reporter of reporters) answers.push((await reportFrom(t, reporter, listing.id, addressOnAnotherNetwork())).json().data.isUnderReview);
    expect(answers).toEqual([false, false, true]);

    expect(await searchIds(t)).not.toContain(listing.id);
    expect((await publicPage(t, listing.id)).json()).toMatchObject({ reviewState: 'under_review', isActive: false });
    expect((await bell(t, poster))[0]).toMatchObject({ kind: 'moderation', title: `"${listing.title}" is under review` });
    const emails = await deliver(t, outbox, before);
    const told = emails.filter((e) => e.mail.subject === `Your listing is under review: 3 BHK Apartment in Gachibowli (#${listing.id})`);
    expect(recipients(told)).toEqual([`${poster.username}@example.test`]);
  });

  it('from one network count once, however trusted the reporters', async () => {
    const listing = await insertProperty(t, poster.id);
    const reporters = await trustedReporters(4);
    const oneNetwork = addressOnAnotherNetwork();
    const sameNetwork = oneNetwork.replace(/\.\d+$/, '.250');
    for (const [i, reporter] of reporters.entries()) {
      const res = await reportFrom(t, reporter, listing.id, i % 2 ? oneNetwork : sameNetwork);
      expect(res.json().data.isUnderReview).toBe(false);
    }
    expect(await searchIds(t)).toContain(listing.id);
    const item = await queueItem(t, admin, listing.id);
    expect(item?.reportsWeight.total).toBe(1);
    expect(item?.reports.every((r) => r.reporter.sharesNetwork)).toBe(true);
  });

  it('ignore a forwarded address from a client no proxy vouches for', async () => {
    const listing = await insertProperty(t, poster.id);
    const reporters = await trustedReporters(3);
    const address = addressOnAnotherNetwork();
    for (const [i, reporter] of reporters.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/properties/${listing.id}/reports`,
        headers: { authorization: `Bearer ${reporter.token}`, 'x-forwarded-for': `203.0.${i + 1}.9` },
        payload: { reason: 'wrong_details' },
        remoteAddress: address,
      });
      expect(res.json().data.isUnderReview).toBe(false);
    }
    expect((await queueItem(t, admin, listing.id))?.reportsWeight.total).toBe(1);
  });

  it("give way to an admin's decision: one report, and hiding takes the listing down", async () => {
    const listing = await insertProperty(t, poster.id);
    const [fresh] = await people(1);
    await reportFrom(t, fresh!, listing.id, addressOnAnotherNetwork());
    expect((await decide(t, admin, listing.id, { action: 'hide', reason: 'A visit fee scam' })).statusCode).toBe(200);
    expect(await searchIds(t)).not.toContain(listing.id);
    expect((await publicPage(t, listing.id)).statusCode).toBe(404);
    expect((await bell(t, poster))[0]).toMatchObject({ title: `An admin took down "${listing.title}"`, body: 'Why: A visit fee scam' });
  });

  it("show the admin each reporter's history: account age, confirmed email, reports upheld and dismissed", async () => {
    const listing = await insertProperty(t, poster.id);
    const [trusted] = await trustedReporters(1);
    const [doubted, fresh] = await people(2);
    await ageAccount(t, doubted!, { days: 10, confirmed: false });
    const kept = await insertProperty(t, poster.id);
    await report(t, doubted!, kept.id);
    expect((await decide(t, admin, kept.id, { action: 'dismiss' })).statusCode).toBe(200);

    for (const reporter of [trusted!, doubted!, fresh!]) await reportFrom(t, reporter, listing.id, addressOnAnotherNetwork());
    const item = await queueItem(t, admin, listing.id);
    expect((item?.reports ?? []).map((r) => r.reporter)).toEqual(
      expect.arrayContaining([
        { memberSince: expect.any(String), isEmailConfirmed: true, upheld: 1, dismissed: 0, weight: 1, sharesNetwork: false },
        { memberSince: expect.any(String), isEmailConfirmed: false, upheld: 0, dismissed: 1, weight: 0, sharesNetwork: false },
        { memberSince: expect.any(String), isEmailConfirmed: false, upheld: 0, dismissed: 0, weight: 0, sharesNetwork: false },
      ]),
    );
    const trustedEntry = item?.reports.find((r) => r.reporter.upheld === 1);
    expect(Date.now() - Date.parse(trustedEntry!.reporter.memberSince)).toBeGreaterThan(59 * 86_400_000);
    expect(item?.reportsWeight.total).toBe(1);
    expect(item?.isPosterEmailConfirmed).toBe(false);
    await ageAccount(t, poster, { days: 400, confirmed: true });
    expect((await queueItem(t, admin, listing.id))?.isPosterEmailConfirmed).toBe(true);
  });
});
