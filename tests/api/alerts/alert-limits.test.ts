// Instant alerts are limited per day: how many one listing sets off and how many one watcher
// receives (ALERT_LIMITS, changed here through RATE_LIMITS as a deployment would). Matches past a
// limit are not lost: they reach the watcher's daily digest. What a poster types never becomes a
// subject line in someone else's inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDailyDigests } from '#server/modules/saved-searches/digest.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import type { TPropertyCreateRequest } from '#shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, uploadPicture, type Reference } from '../listing-fixtures.ts';
import { deliver, deliveredEmails, outboxOf, recipients } from './mail.ts';

let t: TestApp;
let ref: Reference;
let outbox: Outbox;
let poster: TestUser;
let imageUrl: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'alerts-per-watcher=2,alerts-per-listing=3' });
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser({ firstName: 'Prakash' });
  imageUrl = (await uploadPicture(t, poster.token)).url;
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

const emailOf = (user: TestUser) => `${user.username}@example.test`;

async function saveSearch(who: TestUser, filters: object, name: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(who.token),
    payload: { name, frequency: 'instantly', filters },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function post(overrides: Partial<TPropertyCreateRequest>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: bearer(poster.token),
    payload: listingBody(ref, [imageUrl], overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  await outbox.worker.drain();
  return res.json() as { id: number; title: string };
}

async function bellOf(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) });
  return (res.json().data as { items: { kind: string; title: string; body: string }[] }).items;
}

/** Runs the daily digest for everyone; answers each person's digest email by their address. */
async function runDigest() {
  const before = await deliveredEmails(t);
  await sendDailyDigests({ db: t.database.db, kept: t.app.listings });
  const emails = await deliver(t, outbox, before);
  return (who: TestUser) => emails.filter((d) => recipients([d])[0] === emailOf(who));
}

describe('alert limits per day', () => {
  it('a watcher gets at most their daily number of instant alerts; the rest arrive in the daily digest', async () => {
    const watcher = await t.createUser({ firstName: 'Wasim' });
    const area = ref.area('Kokapet').areaId;
    await saveSearch(watcher, { area }, 'Kokapet');
    const before = await deliveredEmails(t);
    for (const n of [1, 2, 3, 4]) await post({ areaId: area, title: `Kokapet home ${n}` });

    const instant = (await bellOf(watcher)).filter((item) => item.kind === 'search_alert');
    expect(instant.map((item) => item.body.split(' · ')[0]).sort()).toEqual(['Kokapet home 1', 'Kokapet home 2']);
    expect((await deliver(t, outbox, before)).filter((d) => recipients([d])[0] === emailOf(watcher))).toHaveLength(2);

    const [digest] = (await runDigest())(watcher);
    expect(digest!.mail.text).toContain('Kokapet home 3');
    expect(digest!.mail.text).toContain('Kokapet home 4');
    expect(digest!.mail.text).not.toContain('Kokapet home 1');
  });

  it('one listing alerts at most its daily number of watchers at once; the others see it in their digest', async () => {
    const watchers = await Promise.all(['Anu', 'Babu', 'Chaya', 'Dinesh', 'Esha'].map((firstName) => t.createUser({ firstName })));
    const area = ref.area('Narsingi').areaId;
    for (const watcher of watchers) await saveSearch(watcher, { area }, 'Narsingi');
    await post({ areaId: area, title: 'Narsingi villa' });

    const alerted: TestUser[] = [];
    for (const watcher of watchers) if ((await bellOf(watcher)).some((item) => item.kind === 'search_alert')) alerted.push(watcher);
    expect(alerted).toHaveLength(3);
    const digestOf = await runDigest();
    for (const watcher of watchers) {
      expect(digestOf(watcher).map((d) => d.mail.text?.includes('Narsingi villa'))).toEqual(alerted.includes(watcher) ? [] : [true]);
    }
  });

  it("no subject line carries the poster's words: the alert's subject is Gruha's, the title stays in the listing's line", async () => {
    const watcher = await t.createUser({ firstName: 'Farah' });
    const area = ref.area('Tellapur').areaId;
    await saveSearch(watcher, { area }, 'Tellapur');
    const before = await deliveredEmails(t);
    const listing = await post({ areaId: area, title: 'URGENT: verify your account at evil.example' });
    const [email] = (await deliver(t, outbox, before)).filter((d) => recipients([d])[0] === emailOf(watcher));
    expect(email!.mail.subject).toBe(`New home for your saved search: 3 BHK Apartment in Tellapur (#${listing.id})`);
    expect(email!.mail.text).toContain('URGENT: verify your account at evil.example\n  3 BHK · ₹1.25 Cr · Tellapur · 1,650 sq ft');
  });
});
