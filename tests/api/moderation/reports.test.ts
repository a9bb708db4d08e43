// Reporting a listing: once per person, enough trusted people pause it (out of search, its page says
// it is under review; how reports weigh: weighted-reports.test.ts), the reporters hear the outcome in
// the bell and by email, and an admin's decision is kept in the listing's history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf, recipients } from '../alerts/mail.ts';
import {
  addressOnAnotherNetwork,
  ageAccount,
  pauseByReports,
  trustedReporters,
  bell,
  decide,
  publicPage,
  queue,
  queueItem,
  report,
  reportFrom,
  searchIds,
} from './moderation-world.ts';
import { listingBody, loadReference, postListing } from '../listing-fixtures.ts';
import { VERIFICATION_CHECKLIST } from '#shared/verification-checklist.ts';

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

const reporters = async (n: number) => Promise.all(Array.from({ length: n }, () => t.createUser({ firstName: 'Rekha' })));

describe('reporting a listing', () => {
  it('is once per person and listing, and needs a reason (with words for "other")', async () => {
    const listing = await insertProperty(t, poster.id);
    const [renter] = await reporters(1);
    expect((await report(t, renter!, listing.id, {})).json().errors).toEqual({ reason: 'Please choose a reason' });
    expect((await report(t, renter!, listing.id, { reason: 'other' })).json().errors).toEqual({ details: 'Please tell us what is wrong' });
    const first = await report(t, renter!, listing.id, { reason: 'money_before_visit', details: 'Asked for ₹5,000 to book a visit' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.isUnderReview).toBe(false);
    const again = await report(t, renter!, listing.id, { reason: 'wrong_details' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this listing. We will tell you what we decided.');
    const item = await queueItem(t, admin, listing.id);
    expect(item?.reports).toEqual([expect.objectContaining({ reason: 'money_before_visit', details: 'Asked for ₹5,000 to book a visit' })]);
  });

  it('is for signed-in people, not of their own listing, and of listings that exist', async () => {
    const listing = await insertProperty(t, poster.id);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/reports`,
      payload: { reason: 'other', details: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await report(t, poster, listing.id)).statusCode).toBe(403);
    const [renter] = await reporters(1);
    expect((await report(t, renter!, 999_999)).statusCode).toBe(404);
    expect(await queueItem(t, admin, listing.id)).toBeUndefined();
  });

  it('pauses the listing when the weighed reports reach the threshold: out of search, its page says it is under review, the poster is told', async () => {
    const listing = await insertProperty(t, poster.id);
    const people = await trustedReporters(t, admin, 3);
    expect((await reportFrom(t, people[0]!, listing.id, addressOnAnotherNetwork())).json().data.isUnderReview).toBe(false);
    const second = await reportFrom(t, people[1]!, listing.id, addressOnAnotherNetwork(), { reason: 'broker_as_owner' });
    expect(second.json().data.isUnderReview).toBe(false);
    expect(await searchIds(t)).toContain(listing.id);
    const third = await reportFrom(t, people[2]!, listing.id, addressOnAnotherNetwork(), { reason: 'wrong_details' });
    expect(third.json().data.isUnderReview).toBe(true);

    expect(await searchIds(t)).not.toContain(listing.id);
    const page = await publicPage(t, listing.id);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ reviewState: 'under_review', isActive: false });
    expect((await bell(t, poster))[0]).toMatchObject({ kind: 'moderation', title: `"${listing.title}" is under review` });
    const item = await queueItem(t, admin, listing.id);
    expect(item?.reports).toHaveLength(3);
    expect(item?.listing.reviewState).toBe('under_review');
  });

  it('lists reported listings before ones only waiting for verification, and the longest waiting first', async () => {
    const waiting = await insertProperty(t, poster.id, { verificationRequestedAt: new Date() });
    const first = await insertProperty(t, poster.id);
    const second = await insertProperty(t, poster.id);
    const people = await reporters(2);
    await report(t, people[0]!, first.id);
    await report(t, people[0]!, second.id);
    await report(t, people[1]!, second.id);
    const order = (await queue(t, admin)).items.map((item) => item.listing.id);
    expect(order.indexOf(first.id)).toBeLessThan(order.indexOf(second.id));
    expect(order.indexOf(second.id)).toBeLessThan(order.indexOf(waiting.id));
  });
});

describe("an admin's decision", () => {
  it('hide: the listing goes, the poster is told why, every reporter hears the outcome by bell and email', async () => {
    const listing = await insertProperty(t, poster.id);
    const people = await reporters(3);
    for (const person of people) await report(t, person, listing.id);
    const before = await deliveredEmails(t);

    const refused = await decide(t, admin, listing.id, { action: 'hide' });
    expect(refused.json().errors).toEqual({ reason: 'Please give a reason: the poster is told' });
    expect((await decide(t, admin, listing.id, { action: 'hide', reason: 'Already rented out, the poster confirmed' })).statusCode).toBe(200);

    expect((await publicPage(t, listing.id)).statusCode).toBe(404);
    expect((await bell(t, poster))[0]).toMatchObject({
      title: `An admin took down "${listing.title}"`,
      body: 'Why: Already rented out, the poster confirmed',
    });
    for (const person of people) {
      expect((await bell(t, person))[0]).toMatchObject({
        kind: 'moderation',
        title: `Your report on "${listing.title}"`,
        body: 'We checked it and took the listing down. Thank you for telling us.',
      });
    }
    const emails = await deliver(t, outbox, before);
    const subjects = emails.map((e) => e.mail.subject);
    // The bell names the listing by its title; an email's subject only by Gruha's facts.
    expect(subjects.filter((s) => s === `Your report on 3 BHK Apartment in Gachibowli (#${listing.id})`)).toHaveLength(3);
    expect(subjects).toContain(`An admin took down your listing: 3 BHK Apartment in Gachibowli (#${listing.id})`);
    expect(recipients(emails)).toEqual(expect.arrayContaining(people.map((p) => `${p.username}@example.test`)));
    expect(await queueItem(t, admin, listing.id)).toBeUndefined();

    const history = await t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/moderation-history`, headers: bearer(poster.token) });
    expect(history.json().data).toEqual([
      expect.objectContaining({ action: 'hide', reason: 'Already rented out, the poster confirmed', adminName: 'Asha admin' }),
    ]);
  });

  it('dismiss: a paused listing is listed again and the reporters hear that it stays', async () => {
    const listing = await insertProperty(t, poster.id);
    const people = await pauseByReports(t, admin, listing.id);
    expect(await searchIds(t)).not.toContain(listing.id);
    expect((await decide(t, admin, listing.id, { action: 'dismiss' })).statusCode).toBe(200);
    expect(await searchIds(t)).toContain(listing.id);
    expect((await publicPage(t, listing.id)).json().reviewState).toBeNull();
    expect((await bell(t, people[0]!))[0]!.body).toBe(
      'We checked it and found nothing that breaks our rules, so it stays listed. Thank you for telling us.',
    );
    // A new report after the decision starts a new count, even a trusted one.
    const [late] = await trustedReporters(t, admin, 1);
    expect((await reportFrom(t, late!, listing.id, addressOnAnotherNetwork())).json().data.isUnderReview).toBe(false);
  });

  it('verify marks the listing Verified; suspend signs the poster out and takes down their listings', async () => {
    const other = await t.createUser({ firstName: 'Suresh' });
    const first = await insertProperty(t, other.id);
    const second = await insertProperty(t, other.id);
    const [renter] = await reporters(1);
    await report(t, renter!, first.id);
    expect((await decide(t, admin, first.id, { action: 'verify' })).statusCode).toBe(200);
    expect((await publicPage(t, first.id)).json().isVerified).toBe(true);
    expect((await bell(t, renter!))[0]!.body).toContain('now marked Verified');

    expect((await decide(t, admin, second.id, { action: 'suspend', reason: 'Asks renters for visit fees' })).statusCode).toBe(200);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(other.token) });
    expect(signedOut.statusCode).toBe(401);
    expect((await publicPage(t, first.id)).statusCode).toBe(404);
    expect((await publicPage(t, second.id)).statusCode).toBe(404);
  });

  it('warn tells the poster and keeps the listing up', async () => {
    const listing = await insertProperty(t, poster.id);
    expect((await decide(t, admin, listing.id, { action: 'warn', reason: 'Please show the real rent' })).statusCode).toBe(200);
    expect((await bell(t, poster))[0]).toMatchObject({
      title: `A warning about "${listing.title}"`,
      body: 'Please put this right: Please show the real rent',
    });
    expect(await searchIds(t)).toContain(listing.id);
  });
});

describe('verification in the queue', () => {
  it('lists a listing whose price changed as waiting, with the checklist; verifying takes it off and marks it Verified', async () => {
    const ref = await loadReference(t);
    const listing = await postListing(t, ref, poster.token);
    expect((await decide(t, admin, listing.id, { action: 'verify' })).statusCode).toBe(200);
    expect(await queueItem(t, admin, listing.id)).toBeUndefined();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [listing.images[0]!.url], { price: 11_000_000 }),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().isVerified).toBe(false);

    const { items, checklist } = await queue(t, admin);
    expect(items.find((item) => item.listing.id === listing.id)).toMatchObject({ isWaitingForVerification: true, reports: [] });
    expect(checklist).toEqual([...VERIFICATION_CHECKLIST]);
    expect((await decide(t, admin, listing.id, { action: 'verify' })).statusCode).toBe(200);
    expect(await queueItem(t, admin, listing.id)).toBeUndefined();
    expect((await publicPage(t, listing.id)).json()).toMatchObject({ isVerified: true, verificationRequestedAt: null });
  });
});

describe('what a listing page says about its poster', () => {
  it('how long they have been on Gruha, whether their email is confirmed and how many of their listings were verified', async () => {
    const newcomer = await t.createUser();
    const listing = await insertProperty(t, newcomer.id);
    await insertProperty(t, newcomer.id, { isVerified: true });
    const trust = () => t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}/poster-trust` });
    expect((await trust()).statusCode).toBe(200);
    expect((await trust()).json().data).toEqual({
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      verifiedListings: 1,
      isEmailConfirmed: false,
    });
    await ageAccount(t, newcomer, { days: 0, confirmed: true });
    expect((await trust()).json().data.isEmailConfirmed).toBe(true);
  });
});
