// A listing posted, or edited so that it newly matches, alerts the
// owners of the saved searches it matches (never its own poster): a notification and an email for
// 'instantly', one daily digest for 'daily', nothing for 'never'.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDailyDigests } from '#server/modules/saved-searches/digest.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, uploadPicture, type Reference } from '../listing-fixtures.ts';
import type { TPropertyCreateRequest } from '#shared/contracts/property.ts';
import { deliver, deliveredEmails, headerOf, outboxOf, recipients } from './mail.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';

let t: TestApp;
let ref: Reference;
let outbox: Outbox;
let poster: TestUser;
let imageUrl: string;

const emailOf = (user: TestUser) => `${user.username}@example.test`;

async function saveSearch(who: TestUser, filters: object, frequency = 'instantly', name = 'Family flat') {
  const res = await t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(who.token), payload: { name, frequency, filters } });
  if (res.statusCode !== 201) throw new Error(`saving failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
}

/** Posts a listing; the outbox worker then runs (it matches the listing) unless `run` is false. */
async function post(overrides: Partial<TPropertyCreateRequest> = {}, who = poster, { run = true } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: bearer(who.token),
    payload: listingBody(ref, [imageUrl], overrides),
  });
  if (res.statusCode !== 201) throw new Error(`posting failed: ${res.statusCode} ${res.body}`);
  if (run) await outbox.worker.drain();
  const body = res.json();
  return (body.data ?? body) as { id: number; title: string };
}

async function edit(id: number, overrides: Partial<TPropertyCreateRequest>) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/properties/${id}`,
    headers: bearer(poster.token),
    payload: listingBody(ref, [imageUrl], overrides),
  });
  if (res.statusCode !== 200) throw new Error(`editing failed: ${res.statusCode} ${res.body}`);
  await outbox.worker.drain();
}

async function alertsOf(who: TestUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) });
  return res.json().data as { items: { kind: string; title: string; body: string; link: string; isRead: boolean }[]; unreadCount: number };
}

beforeAll(async () => {
  // One poster posts every listing here, more than a person's hourly allowance.
  t = await buildTestApp({ RATE_LIMITS: 'listing-post=1000' });
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser({ firstName: 'Priya' });
  imageUrl = (await uploadPicture(t, poster.token)).url;
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

describe('alerts for new listings', () => {
  it('alerts the owner of a matching search at once, in the bell and by email with text and HTML parts', async () => {
    const searcher = await t.createUser({ firstName: 'Sita' });
    const search = await saveSearch(searcher, { listingType: 'sale', area: ref.area('Gachibowli').areaId, minBedrooms: 2, maxPrice: 15_000_000 });
    const before = await deliveredEmails(t);

    const listing = await post({ title: 'Sunny 3 BHK in Gachibowli', price: 12_500_000 });

    const bell = await alertsOf(searcher);
    expect(bell.unreadCount).toBe(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'search_alert',
      title: 'New match for "Family flat"',
      link: `/property/${listing.id}`,
      isRead: false,
    });
    expect(bell.items[0]!.body).toContain('₹1.25 Cr');

    const emails = await deliver(t, outbox, before);
    expect(recipients(emails)).toEqual([emailOf(searcher)]);
    const { mail } = emails[0]!;
    expect(mail.subject).toBe(`New home for your saved search: 3 BHK Apartment in Gachibowli (#${listing.id})`);
    expect(mail.text).toContain('Sunny 3 BHK in Gachibowli');
    expect(mail.text).toContain('3 BHK · ₹1.25 Cr · Gachibowli · 1,650 sq ft');
    expect(mail.text).toContain(`http://localhost:3000/property/${listing.id}`);
    expect(mail.text).toContain(`http://localhost:3000/saved-searches/${search.id}`);
    expect(mail.html).toContain('Sunny 3 BHK in Gachibowli');
    expect(mail.html).toContain('₹1.25 Cr');
    // RFC 8058 one-click unsubscribe.
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[^>]+>$/);
    // Delivered once: draining again sends nothing more.
    expect(await deliver(t, outbox, await deliveredEmails(t))).toEqual([]);
  });

  it("never alerts the listing's own poster, and leaves searches that do not match alone", async () => {
    const searcher = await t.createUser({ firstName: 'Ravi' });
    await saveSearch(poster, { listingType: 'rent', area: 'Kondapur' });
    await saveSearch(searcher, { listingType: 'rent', area: 'Kondapur', minBedrooms: 3 });
    const area = ref.area('Kondapur').areaId;

    await post({ listingType: 'rent', areaId: area, price: 30_000, bedrooms: 2 }); // too few bedrooms
    await post({ listingType: 'sale', areaId: area, bedrooms: 3 }); // for sale
    await post({ listingType: 'rent', areaId: ref.area('Gachibowli').areaId, price: 30_000, bedrooms: 3 }); // elsewhere
    expect((await alertsOf(searcher)).items).toEqual([]);

    await post({ listingType: 'rent', areaId: area, price: 30_000, bedrooms: 3, title: 'Kondapur 3 BHK to let' });
    expect((await alertsOf(searcher)).items.map((i) => i.title)).toEqual(['New match for "Family flat"']);
    expect((await alertsOf(poster)).items).toEqual([]);
  });

  it('matches by the search rules themselves: a locality by part of its name, and words in the text', async () => {
    const searcher = await t.createUser({ firstName: 'Kiran' });
    await saveSearch(searcher, { area: 'madhap', q: 'swimming pool' }, 'instantly', 'Pool in Madhapur');
    const madhapur = ref.area('Madhapur').areaId;

    await post({ areaId: madhapur, description: 'Quiet flat near the metro.' });
    expect((await alertsOf(searcher)).items).toEqual([]);
    await post({ areaId: madhapur, description: 'Gated community with a swimming pool.' });
    expect((await alertsOf(searcher)).items.map((i) => i.title)).toEqual(['New match for "Pool in Madhapur"']);
  });

  it('reads several localities as typed, BHK chips (4 means 4 or more), facts and keywords as the search does', async () => {
    const searcher = await t.createUser({ firstName: 'Zoya' });
    await saveSearch(
      searcher,
      { areas: ['Hitech City', 'Kothaguda'], bedrooms: [1, 4], listingType: 'rent', furnishing: ['fully'] },
      'instantly',
      'Big furnished rentals',
    );
    await saveSearch(searcher, { q: '2 bhk flat in Manikonda under 60 lakh' }, 'instantly', 'Manikonda keywords');
    const hitec = ref.area('HITEC City').areaId;
    const rent = { listingType: 'rent' as const, price: 60_000, deposit: 200_000, furnishing: 'fully' as const };

    await post({ ...rent, areaId: hitec, bedrooms: 3 }); // 3 BHK: not chosen
    await post({ ...rent, areaId: hitec, bedrooms: 5, furnishing: 'semi' }); // not fully furnished
    await post({ ...rent, areaId: ref.area('Gachibowli').areaId, bedrooms: 5 }); // elsewhere
    await post({ ...rent, areaId: hitec, bedrooms: 5, title: 'HITEC City 5 BHK' });
    await post({ areaId: ref.area('Manikonda').areaId, bedrooms: 2, price: 7_000_000 }); // over 60 lakh
    await post({ areaId: ref.area('Manikonda').areaId, bedrooms: 2, price: 5_500_000, title: 'Manikonda 2 BHK' });
    const items = (await alertsOf(searcher)).items;
    expect(items.map((i) => `${i.title} ${i.body.split(' · ')[0]}`).sort()).toEqual([
      'New match for "Big furnished rentals" HITEC City 5 BHK',
      'New match for "Manikonda keywords" Manikonda 2 BHK',
    ]);
  });

  it('checks what keys do not hold once for searches that share it, and alerts only the searches the listing matches', async () => {
    const [asha, bala, chitra, dev] = await Promise.all(['Asha', 'Bala', 'Chitra', 'Dev'].map((firstName) => t.createUser({ firstName })));
    const kondapur = ref.area('Kondapur').areaId;
    const furnished = { listingType: 'rent', furnishing: ['fully'], preferredTenants: 'family' };
    await saveSearch(asha!, { ...furnished, area: kondapur, maxPrice: 40_000 }, 'instantly', 'Asha furnished');
    await saveSearch(bala!, { ...furnished, area: kondapur, maxPrice: 20_000 }, 'instantly', 'Bala furnished'); // budget too low
    await saveSearch(chitra!, { preferredTenants: 'family', furnishing: ['fully'], listingType: 'rent' }, 'instantly', 'Chitra furnished'); // same, other order
    await saveSearch(dev!, { listingType: 'rent', area: kondapur, furnishing: ['semi'] }, 'instantly', 'Dev semi');
    const rent = { listingType: 'rent' as const, areaId: kondapur, price: 30_000, deposit: 100_000 };

    await post({ ...rent, furnishing: 'semi', preferredTenants: 'anyone', title: 'Kondapur semi' });
    await post({ ...rent, furnishing: 'fully', preferredTenants: 'bachelors', title: 'Kondapur bachelors' });
    await post({ ...rent, furnishing: 'fully', preferredTenants: 'family', title: 'Kondapur family' });
    const seen = async (who: TestUser) => (await alertsOf(who)).items.map((i) => i.body.split(' · ')[0]);
    expect(await seen(asha!)).toEqual(['Kondapur family']);
    expect(await seen(bala!)).toEqual([]);
    expect(await seen(chitra!)).toEqual(['Kondapur family']);
    expect(await seen(dev!)).toEqual(['Kondapur semi']);
  });

  it('alerts on an edit that newly matches, once: not on edits that keep, stop or restore the match', async () => {
    const searcher = await t.createUser({ firstName: 'Meera' });
    const area = ref.area('Kukatpally').areaId;
    await saveSearch(searcher, { area, maxPrice: 8_000_000 }, 'instantly', 'Kukatpally under 80 Lac');

    const listing = await post({ areaId: area, price: 9_500_000 });
    expect((await alertsOf(searcher)).items).toEqual([]);

    await edit(listing.id, { areaId: area, price: 7_900_000 }); // now matches
    expect((await alertsOf(searcher)).items).toHaveLength(1);
    await edit(listing.id, { areaId: area, price: 7_800_000, title: 'Price cut again' }); // still matches
    await edit(listing.id, { areaId: area, price: 9_000_000 }); // stops matching
    await edit(listing.id, { areaId: area, price: 7_500_000 }); // matches again: already alerted
    expect((await alertsOf(searcher)).items).toHaveLength(1);
  });

  it('a search that matched the listing before an edit is not alerted by the edit', async () => {
    const area = ref.area('Miyapur').areaId;
    const listing = await post({ areaId: area, price: 6_000_000 });
    const latecomer = await t.createUser({ firstName: 'Lata' });
    await saveSearch(latecomer, { area }, 'instantly', 'Anything in Miyapur');
    await edit(listing.id, { areaId: area, price: 5_900_000 });
    expect((await alertsOf(latecomer)).items).toEqual([]);
  });

  it('matches words in the text from the saved index, with localities by id and a budget', async () => {
    const searcher = await t.createUser({ firstName: 'Anil' });
    const area = ref.area('Kokapet').areaId;
    await saveSearch(searcher, { listingType: 'sale', areas: [area], maxPrice: 20_000_000, q: 'lake view' }, 'instantly', 'Lake view in Kokapet');

    await post({ areaId: area, description: 'Corner flat facing the park.' });
    await post({ areaId: area, description: 'Lake view from every room.', price: 25_000_000 }); // over budget
    expect((await alertsOf(searcher)).items).toEqual([]);
    await post({ areaId: area, description: 'Wide lake view from the balcony.', title: 'Kokapet lake view flat' });
    expect((await alertsOf(searcher)).items.map((i) => i.body.split(' · ')[0])).toEqual(['Kokapet lake view flat']);
  });

  it('alerts from the worker after the post, exactly once even if the matching job runs again', async () => {
    const searcher = await t.createUser({ firstName: 'Gita' });
    const area = ref.area('Tellapur').areaId;
    await saveSearch(searcher, { listingType: 'sale', areas: [area] }, 'instantly', 'Tellapur homes');
    const before = await deliveredEmails(t);

    // Posting answers before any matching: the alert is the worker's job, written with the listing.
    const listing = await post({ areaId: area, title: 'Tellapur villa' }, poster, { run: false });
    expect((await alertsOf(searcher)).items).toEqual([]);
    await outbox.worker.drain();
    expect((await alertsOf(searcher)).items.map((i) => i.link)).toEqual([`/property/${listing.id}`]);

    // A worker that died after matching but before marking the job done runs it again: nothing new.
    await t.database.db.execute(sql`update outbox set done_at = null where kind = 'match-listing' and (payload->>'propertyId')::int = ${listing.id}`);
    expect(await outbox.worker.drain()).toBeGreaterThan(0);
    expect((await alertsOf(searcher)).items).toHaveLength(1);
    expect(recipients(await deliver(t, outbox, before))).toEqual([emailOf(searcher)]);
  });

  it('alerts nobody for a listing taken down before the worker matched it', async () => {
    const searcher = await t.createUser({ firstName: 'Hema' });
    const area = ref.area('Shamshabad').areaId;
    await saveSearch(searcher, { areas: [area] }, 'instantly', 'Shamshabad');
    const listing = await post({ areaId: area }, poster, { run: false });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/properties/${listing.id}`, headers: bearer(poster.token) });
    expect(res.statusCode).toBeLessThan(300);
    await outbox.worker.drain();
    expect((await alertsOf(searcher)).items).toEqual([]);
  });

  it('alerts nobody whose account was deactivated or deleted, and a reactivated person again', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const paused = await t.createUser({ firstName: 'Usha' });
    const leaver = await t.createUser({ firstName: 'Vikram' });
    const area = ref.area('Kompally').areaId;
    // One search the key says all of, one with a filter that is checked by running it.
    for (const who of [paused, leaver]) {
      await saveSearch(who, { areas: [area] }, 'instantly', 'Kompally homes');
      await saveSearch(who, { areas: [area], listingType: 'rent', furnishing: ['fully'] }, 'instantly', 'Furnished in Kompally');
    }
    const asAdmin = (method: 'PUT' | 'DELETE', id: number, payload?: object) =>
      t.app.inject({ method, url: `/api/users/${id}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    expect((await asAdmin('PUT', paused.id, { isActive: false })).statusCode).toBe(200);
    expect((await asAdmin('DELETE', leaver.id)).statusCode).toBeLessThan(300);
    const before = await deliveredEmails(t);

    const rent = { listingType: 'rent' as const, areaId: area, price: 30_000, deposit: 100_000, furnishing: 'fully' as const };
    await post({ ...rent, title: 'Kompally while away' });
    expect(recipients(await deliver(t, outbox, before))).toEqual([]);

    expect((await asAdmin('PUT', paused.id, { isActive: true })).statusCode).toBe(200);
    await post({ ...rent, title: 'Kompally on return' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: paused.username, password: paused.password } });
    const bell = await alertsOf({ ...paused, token: login.json().data.token as string });
    expect(bell.items.map((i) => `${i.title} ${i.body.split(' · ')[0]}`).sort()).toEqual([
      'New match for "Furnished in Kompally" Kompally on return',
      'New match for "Kompally homes" Kompally on return',
    ]);
    expect(recipients(await deliver(t, outbox, before))).toEqual([emailOf(paused), emailOf(paused)]);
  });

  it("'never' saves the search without alerts", async () => {
    const searcher = await t.createUser({ firstName: 'Nila' });
    await saveSearch(searcher, { area: ref.area('Uppal').areaId }, 'never');
    await post({ areaId: ref.area('Uppal').areaId });
    expect((await alertsOf(searcher)).items).toEqual([]);
  });
});

describe('daily digest', () => {
  it("gathers a day's matches into one notification and one email, leaving out listings that stopped matching", async () => {
    const searcher = await t.createUser({ firstName: 'Divya' });
    const area = ref.area('Nizampet').areaId;
    await saveSearch(searcher, { area, listingType: 'sale' }, 'daily', 'Nizampet homes');
    await saveSearch(searcher, { area, listingType: 'sale', minBedrooms: 3 }, 'daily', 'Big Nizampet homes');
    await post({ areaId: area, title: 'Nizampet 2 BHK', bedrooms: 2, price: 6_500_000 });
    await post({ areaId: area, title: 'Nizampet 3 BHK', bedrooms: 3, price: 8_500_000 });
    const gone = await post({ areaId: area, title: 'Nizampet soon rented', bedrooms: 2 });
    await edit(gone.id, { areaId: area, listingType: 'rent', price: 20_000, title: 'Nizampet soon rented' });
    // Nothing until the digest runs.
    expect((await alertsOf(searcher)).items).toEqual([]);
    const before = await deliveredEmails(t);

    await sendDailyDigests({ db: t.database.db, kept: t.app.listings });
    const bell = await alertsOf(searcher);
    expect(bell.items).toHaveLength(1);
    expect(bell.items[0]).toMatchObject({
      kind: 'search_digest',
      title: 'Your daily digest: 3 new homes match your saved searches',
      link: '/account',
    });

    const emails = (await deliver(t, outbox, before)).filter((d) => recipients([d])[0] === emailOf(searcher));
    expect(emails).toHaveLength(1);
    const { mail } = emails[0]!;
    expect(mail.subject).toBe('Your Gruha daily digest: 3 new homes match your saved searches');
    expect(mail.text).toContain('Nizampet 2 BHK');
    expect((mail.text!.match(/Nizampet 3 BHK/g) ?? []).length).toBe(2); // once for each search
    expect(mail.text).not.toContain('soon rented');
    expect(mail.html).toContain('₹85.00 Lac');

    // The next run has nothing new.
    await sendDailyDigests({ db: t.database.db, kept: t.app.listings });
    expect((await alertsOf(searcher)).items).toHaveLength(1);
  });
});
