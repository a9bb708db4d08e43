// The daily check: a poster is asked every 14 days whether the home is still available (bell and an
// email whose one-click answers need no sign-in); unconfirmed for 30 days, the listing leaves search
// until they confirm and out of saved-search alerts; rented out for 30 days, it closes. The links: forged, expired and reused ones do nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import { createConfirmLinkSigner } from '#server/modules/listing-lifecycle/confirm-token.ts';
import { runListingAgeCheck } from '#server/modules/listing-lifecycle/periodic-check.ts';
import { sendDailyDigests } from '#server/modules/saved-searches/digest.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf, recipients, type Delivered } from '../alerts/mail.ts';
import { bearer, buildTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, postListing, type Reference } from '../listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let outbox: Outbox;
let poster: TestUser;
const signer = createConfirmLinkSigner(TEST_JWT_SECRET);
const ORIGIN = 'http://localhost:3000';

const check = () => runListingAgeCheck(t.database.db, signer);
const age = (id: number, column: 'confirmed_at' | 'status_changed_at', days: number) =>
  t.database.db.execute(sql`update properties set ${sql.raw(column)} = now() - make_interval(days => ${days}) where id = ${id}`);
const read = async (id: number): Promise<TProperty> =>
  (await t.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers: bearer(poster.token) })).json();
const searchIds = async (payload: object) =>
  ((await t.app.inject({ method: 'POST', url: '/api/properties/search', payload })).json().data as TProperty[]).map((p) => p.id);

/** The two answer links of an email, as paths. */
function answerLinks(email: Delivered): { still: string; taken: string } {
  const links = [...(email.mail.text ?? '').matchAll(/^(Still available|Rented out|Sold): (\S+)$/gm)];
  const byLabel = new Map(links.map(([, label, url]) => [label, url!.replace(ORIGIN, '')]));
  return { still: byLabel.get('Still available')!, taken: (byLabel.get('Rented out') ?? byLabel.get('Sold'))! };
}

const open = (path: string) => t.app.inject({ method: 'GET', url: path });
const press = (path: string) =>
  t.app.inject({ method: 'POST', url: path, payload: 'from=page', headers: { 'content-type': 'application/x-www-form-urlencoded' } });

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser({ firstName: 'Anil' });
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

describe('the question every 14 days', () => {
  it('asks the poster by bell and email once the last confirmation is 14 days old, and a click confirms without signing in', async () => {
    const fresh = await postListing(t, ref, poster.token, { listingType: 'rent', price: 25_000 });
    const due = await postListing(t, ref, poster.token, { listingType: 'rent', price: 26_000, title: 'Gachibowli 2 BHK, 5 min to DLF' });
    await age(due.id, 'confirmed_at', 15);
    const before = await deliveredEmails(t);
    expect(await check()).toEqual({ hidden: 0, closed: 0, asked: 1 });
    // Asked once: the same day's second run asks nobody again.
    expect(await check()).toEqual({ hidden: 0, closed: 0, asked: 0 });

    const [email] = await deliver(t, outbox, before);
    expect(recipients([email!])).toEqual([`${poster.username}@example.test`]);
    expect(email!.mail.subject).toBe(`Is your 3 BHK Apartment in Gachibowli (#${due.id}) still available?`);
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(poster.token) })).json().data.items;
    expect(bell[0]).toMatchObject({ kind: 'listing', title: 'Is Gachibowli 2 BHK, 5 min to DLF still available?', link: `/property/${due.id}` });
    expect((await read(due.id)).status).toBe('unconfirmed');
    expect((await read(fresh.id)).status).toBe('available');
    // Still listed while it waits for the answer.
    expect(await searchIds({ listingType: 'rent' })).toContain(due.id);

    const { still, taken } = answerLinks(email!);
    // Opening the link (a mail scanner does) changes nothing: its page asks for one click.
    const page = await open(still);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Yes, it is still available');
    expect((await read(due.id)).status).toBe('unconfirmed');

    const confirmed = await press(still);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('is confirmed as still available');
    const now = await read(due.id);
    expect(now.status).toBe('available');
    expect(Date.now() - Date.parse(now.confirmedAt)).toBeLessThan(60_000);

    // Reused: the confirmation ended the round both links answered.
    const again = await press(still);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This link has already been used');
    expect((await press(taken)).statusCode).toBe(409);
    expect((await read(due.id)).status).toBe('available');
  });

  it('marks the home rented out from the email', async () => {
    const due = await postListing(t, ref, poster.token, { listingType: 'rent', price: 27_000 });
    await age(due.id, 'confirmed_at', 20);
    const before = await deliveredEmails(t);
    await check();
    const [email] = await deliver(t, outbox, before);
    const { taken } = answerLinks(email!);
    expect((await press(taken)).statusCode).toBe(200);
    expect(await read(due.id)).toMatchObject({ status: 'rented_out', isActive: false });
  });

  it('does nothing for a forged or an expired link', async () => {
    const due = await postListing(t, ref, poster.token, { listingType: 'rent', price: 24_000 });
    await age(due.id, 'confirmed_at', 15);
    const before = await deliveredEmails(t);
    await check();
    const [email] = await deliver(t, outbox, before);
    const { still } = answerLinks(email!);
    const token = decodeURIComponent(still.split('token=')[1]!);
    const [id, answer, round, expiresAt] = token.split('.');

    // Another listing's id, or another answer, under the same signature.
    const forgedId = `/api/listings/answer?token=${encodeURIComponent([Number(id) + 1, answer, round, expiresAt, token.split('.')[4]].join('.'))}`;
    const forgedAnswer = `/api/listings/answer?token=${encodeURIComponent([id, 'rented_out', round, expiresAt, token.split('.')[4]].join('.'))}`;
    // Signed with another key: an unsubscribe link's.
    const otherKey = createConfirmLinkSigner('another-secret-that-is-at-least-32-characters');
    const wrongKey = `/api/listings/answer?token=${otherKey.sign({ propertyId: Number(id), answer: 'available', round: Number(round), expiresAt: Number(expiresAt) })}`;
    for (const path of [forgedId, forgedAnswer, wrongKey, '/api/listings/answer?token=nonsense', '/api/listings/answer']) {
      const res = await press(path);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This link is not valid');
    }

    const expired = signer.sign({ propertyId: Number(id), answer: 'available', round: Number(round), expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const late = await press(`/api/listings/answer?token=${encodeURIComponent(expired)}`);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This link has expired');
    expect((await open(`/api/listings/answer?token=${encodeURIComponent(expired)}`)).statusCode).toBe(410);
    expect((await read(due.id)).status).toBe('unconfirmed');
  });
});

describe('unconfirmed for 30 days', () => {
  it('leaves search until the poster confirms, which lists it again', async () => {
    const home = await postListing(t, ref, poster.token, { listingType: 'rent', price: 29_000, areaId: ref.area('Miyapur').areaId });
    await age(home.id, 'confirmed_at', 15);
    let before = await deliveredEmails(t);
    await check();
    await deliver(t, outbox, before);
    await age(home.id, 'status_changed_at', 31);
    before = await deliveredEmails(t);
    expect((await check()).hidden).toBe(1);
    const [email] = await deliver(t, outbox, before);
    expect(email!.mail.subject).toBe(`Your listing is no longer listed: 3 BHK Apartment in Miyapur (#${home.id})`);
    expect(await read(home.id)).toMatchObject({ status: 'hidden', isActive: false });
    expect(await searchIds({ area: 'Miyapur' })).not.toContain(home.id);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' })).body).not.toContain(`/property/${home.id}<`);

    expect((await press(answerLinks(email!).still)).statusCode).toBe(200);
    expect(await read(home.id)).toMatchObject({ status: 'available', isActive: true });
    expect(await searchIds({ area: 'Miyapur' })).toContain(home.id);
  });

  it('leaves saved-search alerts: the daily digest skips it, and an edit while hidden alerts nobody', async () => {
    const area = ref.area('Attapur');
    const daily = await t.createUser({ firstName: 'Divya' });
    const instant = await t.createUser({ firstName: 'Hari' });
    const save = (who: TestUser, frequency: string, filters: object) =>
      t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(who.token), payload: { name: 'Attapur', frequency, filters } });
    expect((await save(daily, 'daily', { area: 'Attapur', listingType: 'rent' })).statusCode).toBe(201);
    const home = await postListing(t, ref, poster.token, {
      listingType: 'rent',
      price: 21_000,
      areaId: area.areaId,
      title: 'Attapur 2 BHK by the river',
    });
    await outbox.worker.drain();
    expect((await save(instant, 'instantly', { area: 'Attapur', listingType: 'rent', maxPrice: 20_000 })).statusCode).toBe(201);

    await age(home.id, 'confirmed_at', 15);
    await check();
    await age(home.id, 'status_changed_at', 31);
    expect((await check()).hidden).toBe(1);
    await outbox.worker.drain();

    await sendDailyDigests({ db: t.database.db, kept: t.app.listings });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${home.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [home.imageUrl!], { listingType: 'rent', price: 19_500, areaId: area.areaId, title: 'Attapur 2 BHK by the river' }),
    });
    expect(edited.json()).toMatchObject({ price: 19_500, status: 'hidden', isActive: false });
    await outbox.worker.drain();
    for (const who of [daily, instant]) {
      const items = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) })).json().data.items;
      expect(items).toEqual([]);
    }
  });

  it('closes a home rented out 30 days ago', async () => {
    const home = await postListing(t, ref, poster.token, { listingType: 'rent', price: 23_000 });
    await t.app.inject({ method: 'PUT', url: `/api/properties/${home.id}/status`, headers: bearer(poster.token), payload: { status: 'rented_out' } });
    await age(home.id, 'status_changed_at', 31);
    expect((await check()).closed).toBe(1);
    expect((await read(home.id)).status).toBe('closed');
  });
});
