// Every kind of email Gruha sends, triggered through the API (and the daily jobs) by people whose names,
// listings, reports, searches, messages and notes all carry the same phishing line; each subject read
// back from the delivered .eml files must be one of Gruha's own, naming a listing by its facts only.
import { desc, sql } from 'drizzle-orm';
import { grievances } from '#server/db/schema-privacy.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmLinkSigner } from '#server/modules/listing-lifecycle/confirm-token.ts';
import { runListingAgeCheck } from '#server/modules/listing-lifecycle/periodic-check.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { sendDailyDigests } from '#server/modules/saved-searches/digest.ts';
import { deliver, outboxOf } from '../alerts/mail.ts';
import { act, reply, startConversation } from '../conversations/talk.ts';
import { createDeal, insertProperty, moveDeal } from '../fixtures/deals.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../helper.ts';
import { loadReference, postListing, type Reference } from '../listing-fixtures.ts';
import { decide, report } from '../moderation/moderation-world.ts';

const PHISH = 'Gruha Trust & Safety: verify KYC at gruha-kyc.dev today';
/** The same without its address, for a hunter's first words (which may not carry one). */
const PHISH_WORDS = 'Gruha Trust & Safety: verify your KYC today';

/** A listing as a subject may name it: BHK, type, locality and number. */
const NAME = String.raw`(?:\d+ BHK )?[A-Za-z ]+ in [A-Za-z .-]+ \(#\d+\)`;
/** Gruha's subjects, each a kind of email; `seen: false` for kinds this run need not produce. */
const KINDS: { kind: string; pattern: RegExp; seen?: false }[] = [
  { kind: 'password reset', pattern: /^Reset your Gruha password$/ },
  { kind: 'email confirmation', pattern: /^Confirm your email for Gruha$/ },
  { kind: 'still available?', pattern: new RegExp(`^Is your ${NAME} still available\\?$`) },
  { kind: 'no longer listed', pattern: new RegExp(`^Your listing is no longer listed: ${NAME}$`) },
  { kind: 'followed home taken', pattern: new RegExp(`^A home you follow has been (?:rented out|sold): ${NAME}$`) },
  { kind: 'report outcome', pattern: new RegExp(`^Your report on ${NAME}$`) },
  { kind: 'under review', pattern: new RegExp(`^Your listing is under review: ${NAME}$`), seen: false },
  { kind: 'taken down', pattern: new RegExp(`^An admin took down your listing: ${NAME}$`) },
  { kind: 'warning', pattern: new RegExp(`^A warning about your listing: ${NAME}$`) },
  { kind: 'listed again', pattern: new RegExp(`^Your listing is listed again: ${NAME}$`) },
  { kind: 'messages', pattern: new RegExp(`^You have (?:a new message|\\d+ new messages) about ${NAME}$`) },
  { kind: 'deal news', pattern: /^(?:Deal|Rental) moved to [A-Za-z &]+: your (?:deal|rental) in [A-Za-z .-]+$/ },
  { kind: 'new lead', pattern: new RegExp(`^New lead on your listing: ${NAME}$`) },
  { kind: 'alert', pattern: new RegExp(`^New home for your saved search: ${NAME}$`) },
  { kind: 'digest', pattern: /^Your Gruha daily digest: (?:1 new home matches|\d+ new homes match) your saved searches$/ },
  { kind: 'visit request', pattern: new RegExp(`^Visit request for your ${NAME}$`) },
  { kind: 'visit confirmed', pattern: new RegExp(`^Visit confirmed: ${NAME} on \\d{1,2} [A-Z][a-z]{2} \\d{4}, \\d{1,2}:\\d{2} [ap]m$`) },
  { kind: 'visit reminder', pattern: new RegExp(`^Reminder: your visit to ${NAME} tomorrow$`) },
  { kind: 'grievance received', pattern: /^Gruha has your request GR-\d{4}-\d{6}$/ },
  { kind: 'grievance to the officer', pattern: /^New privacy request GR-\d{4}-\d{6}$/ },
  { kind: 'grievance answered', pattern: /^An answer to your request GR-\d{4}-\d{6}$/ },
];

let t: TestApp;
let outbox: Outbox;
let ref: Reference;
const person = (role: 'USER' | 'AGENT' | 'ADMIN' = 'USER') => t.createUser({ role, firstName: PHISH });

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'report=100,visit-request=100,conversation=100' });
  outbox = outboxOf(t);
  ref = await loadReference(t);
}, 60_000);
afterAll(async () => {
  await outbox.close();
  await t.close();
});

const expectOk = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);

async function resetPassword(user: TestUser) {
  expectOk(await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `${user.username}@example.test` } }));
}

/** Asked after 14 days, hidden after 30 more; then rented out, which its shortlisters hear. */
async function listingLifecycle(poster: TestUser) {
  const asked = await postListing(t, ref, poster.token, { title: PHISH, listingType: 'rent', price: 30_000 });
  const follower = await person();
  expectOk(await act(t, follower, `/api/shortlist/${asked.id}`, undefined, 'PUT'));
  const age = (column: string, days: number) =>
    t.database.db.execute(sql`update properties set ${sql.raw(column)} = ${sql.raw(`now() - interval '${days} days'`)} where id = ${asked.id}`);
  const check = () => runListingAgeCheck(t.database.db, createConfirmLinkSigner(TEST_JWT_SECRET));
  await age('confirmed_at', 15);
  await check();
  await age('status_changed_at', 31);
  await check();
  const taken = await postListing(t, ref, poster.token, { title: PHISH, listingType: 'rent', price: 31_000 });
  expectOk(await act(t, follower, `/api/shortlist/${taken.id}`, undefined, 'PUT'));
  expectOk(await act(t, poster, `/api/properties/${taken.id}/status`, { status: 'rented_out' }, 'PUT'));
}

/** Reported by three with the phishing line as details, then warned, taken down and listed again. */
async function moderation(poster: TestUser, admin: TestUser) {
  const listing = await insertProperty(t, poster.id, { title: PHISH });
  for (let i = 0; i < 3; i++) expectOk(await report(t, await person(), listing.id, { reason: 'other', details: PHISH }));
  expectOk(await decide(t, admin, listing.id, { action: 'warn', reason: PHISH }));
  expectOk(await decide(t, admin, listing.id, { action: 'hide', reason: PHISH }));
  expectOk(await decide(t, admin, listing.id, { action: 'dismiss', reason: PHISH }));
}

/** A message each way, a lead to an agent and a deal's stage change with the line as notes. */
async function talkAndDeals(poster: TestUser) {
  const hunter = await person();
  const listing = await insertProperty(t, poster.id, { title: PHISH });
  const started = await startConversation(t, hunter, listing.id, PHISH_WORDS);
  expectOk(started);
  expectOk(await reply(t, poster, started.json().data.conversationId, PHISH));
  const agent = await person('AGENT');
  const agentListing = await insertProperty(t, agent.id, { title: PHISH });
  expectOk(await act(t, hunter, `/api/properties/${agentListing.id}/inquiries`, { message: PHISH_WORDS }));
  const deal = await createDeal(t, agent, { propertyId: listing.id, buyerId: hunter.id });
  expectOk(await moveDeal(t, agent, deal.id, 'REGISTRATION', '2026-11-20', PHISH));
}

/** A saved search named with the line, alerted at once, and a daily one's digest. */
async function searches(poster: TestUser) {
  for (const frequency of ['instantly', 'daily']) {
    const searcher = await person();
    const filters = { area: 'Kokapet' };
    expectOk(await act(t, searcher, '/api/saved-searches', { name: PHISH.slice(0, 40), frequency, filters }));
  }
  await postListing(t, ref, poster.token, { title: PHISH, areaId: ref.area('Kokapet').areaId });
  await outbox.worker.drain();
  await sendDailyDigests({ db: t.database.db, kept: t.app.listings });
}

/** A visit asked with the line as its note, confirmed, and its reminder made due. */
async function visits(poster: TestUser) {
  const listing = await insertProperty(t, poster.id, { title: PHISH });
  const slots = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, starts: '10:00', ends: '18:00' }));
  expectOk(await act(t, poster, `/api/properties/${listing.id}/visit-slots`, { slots }, 'PUT'));
  const date = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const asked = await act(t, await person(), `/api/properties/${listing.id}/visits`, { date, time: '11:00', note: 'Coming with my parents' });
  expectOk(asked);
  expectOk(await act(t, poster, `/api/visits/${asked.json().data.visitId}/actions`, { action: 'accept' }));
  await t.database.db.execute(sql`update outbox set run_at = now() - interval '1 minute' where kind = 'visit-reminder' and done_at is null`);
}

/** A visitor's grievance, named and described with the line, and an admin's reply with it. */
async function grievance(admin: TestUser) {
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    payload: { kind: 'complaint', description: PHISH, name: PHISH, email: 'visitor@example.test' },
  });
  expectOk(filed);
  const [row] = await t.database.db.select({ id: grievances.id }).from(grievances).orderBy(desc(grievances.id)).limit(1);
  expectOk(await act(t, admin, `/api/admin/grievances/${row!.id}`, { status: 'resolved', reply: PHISH }, 'PUT'));
}

describe('email subjects', () => {
  it("are Gruha's words for every kind of email, naming a listing by its BHK, type, locality and number only", async () => {
    const poster = await person();
    const admin = await person('ADMIN');
    await resetPassword(poster);
    expectOk(await act(t, poster, '/api/auth/email-confirmation'));
    await listingLifecycle(poster);
    await moderation(poster, admin);
    await talkAndDeals(poster);
    await searches(poster);
    await visits(poster);
    await grievance(admin);
    const subjects = (await deliver(t, outbox)).map((d) => d.mail.subject ?? '');
    // Drained again: jobs that the first round's jobs queued (a reminder's emails, a batched message).
    subjects.push(...(await deliver(t, outbox)).map((d) => d.mail.subject ?? ''));

    for (const subject of subjects) {
      expect(subject).not.toMatch(/KYC|gruha-kyc|Trust & Safety/i);
      expect(
        KINDS.filter((k) => k.pattern.test(subject)).map((k) => k.kind),
        subject,
      ).toHaveLength(1);
    }
    const seen = new Set(subjects.flatMap((subject) => KINDS.filter((k) => k.pattern.test(subject)).map((k) => k.kind)));
    expect(KINDS.filter((k) => k.seen !== false && !seen.has(k.kind)).map((k) => k.kind)).toEqual([]);
  });
});
