// A listing's states as its poster moves them: rented out or sold in one tap (the home leaves search
// and the sitemap, its page says so, and the people who follow it hear), still available again,
// closed for good; and the Verified badge lost when a checked fact changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf, recipients } from '../alerts/mail.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { loadReference, postListing, uploadPicture, listingBody, type Reference } from '../listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let outbox: Outbox;
let poster: TestUser;
let admin: TestUser;

const setStatus = (id: number, status: string, who: TestUser | null) =>
  t.app.inject({ method: 'PUT', url: `/api/properties/${id}/status`, headers: who ? bearer(who.token) : {}, payload: { status } });

const searchIds = async (payload: object) =>
  ((await t.app.inject({ method: 'POST', url: '/api/properties/search', payload })).json().data as TProperty[]).map((p) => p.id);

const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' })).body;

const bell = async (who: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(who.token) })).json().data.items as {
    kind: string;
    title: string;
    link: string;
  }[];

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser({ firstName: 'Lakshmi' });
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

describe('marking a home rented out', () => {
  it('takes it out of search and the sitemap, keeps its page saying so, and tells its followers', async () => {
    const home = await postListing(t, ref, poster.token, {
      listingType: 'rent',
      price: 32_000,
      areaId: ref.area('Kondapur').areaId,
      title: 'Kondapur 2 BHK near the park',
    });
    const shortlister = await t.createUser({ firstName: 'Ravi' });
    const searcher = await t.createUser({ firstName: 'Sana' });
    const stranger = await t.createUser();
    await t.app.inject({ method: 'PUT', url: `/api/shortlist/${home.id}`, headers: bearer(shortlister.token) });
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(searcher.token),
      payload: { name: 'Kondapur rent', filters: { area: 'Kondapur', listingType: 'rent' } },
    });
    const matched = await postListing(t, ref, poster.token, {
      listingType: 'rent',
      price: 30_000,
      areaId: ref.area('Kondapur').areaId,
      title: 'Kondapur flat by the lake',
    });
    // The saved search's alert matches both homes: the searcher follows both from then on.
    await outbox.worker.drain();
    expect(await searchIds({ area: 'Kondapur', listingType: 'rent' })).toEqual(expect.arrayContaining([home.id, matched.id]));

    expect((await setStatus(home.id, 'rented_out', null)).statusCode).toBe(401);
    expect((await setStatus(home.id, 'rented_out', stranger)).statusCode).toBe(403);
    const sold = await setStatus(home.id, 'sold', poster);
    expect(sold.statusCode).toBe(400);
    expect(sold.json().errors).toEqual({ status: 'Only a home for sale can be marked sold' });

    const before = await deliveredEmails(t);
    const rented = await setStatus(home.id, 'rented_out', poster);
    expect(rented.statusCode).toBe(200);
    expect(rented.json()).toMatchObject({ id: home.id, status: 'rented_out', isActive: false });
    const matchedRented = await setStatus(matched.id, 'rented_out', poster);
    expect(matchedRented.statusCode).toBe(200);

    expect(await searchIds({ area: 'Kondapur', listingType: 'rent' })).not.toContain(home.id);
    expect(await sitemap()).not.toContain(`/property/${home.id}<`);
    const page = await t.app.inject({ method: 'GET', url: `/api/properties/${home.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'rented_out', isActive: false });

    const emails = await deliver(t, outbox, before);
    const emailOf = (user: TestUser) => `${user.username}@example.test`;
    expect(recipients(emails).sort()).toEqual([emailOf(shortlister), emailOf(searcher), emailOf(searcher)].sort());
    expect(await bell(shortlister)).toEqual([
      expect.objectContaining({ kind: 'listing', title: 'Kondapur 2 BHK near the park has been rented out', link: `/property/${home.id}` }),
    ]);
    const searcherTitles = (await bell(searcher)).filter((n) => n.kind === 'listing').map((n) => n.title);
    expect(searcherTitles.sort()).toEqual(['Kondapur 2 BHK near the park has been rented out', 'Kondapur flat by the lake has been rented out']);
    expect(await bell(stranger)).toEqual([]);
  });

  it('puts it back on the market when its poster says it is still available, and tells nobody', async () => {
    const home = await postListing(t, ref, poster.token, { listingType: 'rent', price: 28_000, areaId: ref.area('Madhapur').areaId });
    const follower = await t.createUser();
    await t.app.inject({ method: 'PUT', url: `/api/shortlist/${home.id}`, headers: bearer(follower.token) });
    expect((await setStatus(home.id, 'rented_out', poster)).statusCode).toBe(200);
    const back = await setStatus(home.id, 'available', poster);
    expect(back.json()).toMatchObject({ status: 'available', isActive: true });
    await outbox.worker.drain();
    expect(await bell(follower)).toEqual([]);
    expect(await searchIds({ area: 'Madhapur', listingType: 'rent' })).toContain(home.id);
  });
});

describe('a poster toggling rented out and available', () => {
  it('tells each follower once a day, however often the home goes back and forth', async () => {
    const home = await postListing(t, ref, poster.token, { listingType: 'rent', price: 29_000, areaId: ref.area('Madhapur').areaId });
    const follower = await t.createUser();
    await t.app.inject({ method: 'PUT', url: `/api/shortlist/${home.id}`, headers: bearer(follower.token) });
    const told = async () => (await bell(follower)).filter((n) => n.kind === 'listing').length;
    for (let round = 0; round < 4; round++) {
      expect((await setStatus(home.id, 'rented_out', poster)).statusCode).toBe(200);
      await outbox.worker.drain();
      expect((await setStatus(home.id, 'available', poster)).statusCode).toBe(200);
    }
    expect((await setStatus(home.id, 'rented_out', poster)).statusCode).toBe(200);
    await outbox.worker.drain();
    expect(await told()).toBe(1);

    t.clock.advance(24 * 3_600_000);
    expect((await setStatus(home.id, 'available', poster)).statusCode).toBe(200);
    expect((await setStatus(home.id, 'rented_out', poster)).statusCode).toBe(200);
    await outbox.worker.drain();
    expect(await told()).toBe(2);
  });
});

describe('selling and closing', () => {
  it('marks a home for sale sold, and a closed listing stays closed', async () => {
    const home = await postListing(t, ref, poster.token, { listingType: 'sale', areaId: ref.area('Kokapet').areaId });
    expect((await setStatus(home.id, 'rented_out', poster)).json().errors).toEqual({ status: 'Only a home for rent can be marked rented out' });
    expect((await setStatus(home.id, 'sold', poster)).json()).toMatchObject({ status: 'sold', isActive: false });
    // An admin may act for the poster.
    expect((await setStatus(home.id, 'closed', admin)).json()).toMatchObject({ status: 'closed', isActive: false });
    const reopen = await setStatus(home.id, 'available', poster);
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().errors).toEqual({ status: 'This listing is closed. Post the home again to list it.' });
    expect(await searchIds({ area: 'Kokapet' })).not.toContain(home.id);
  });

  it('refuses a status a poster cannot set, naming the field', async () => {
    const home = await postListing(t, ref, poster.token);
    const res = await setStatus(home.id, 'hidden', poster);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['status']);
    expect((await setStatus(999_999, 'closed', poster)).statusCode).toBe(404);
  });
});

describe('the Verified badge', () => {
  it('waits in the queue when posted, and is lost when the poster changes the price, pictures, address or type, not the title', async () => {
    const home = await postListing(t, ref, poster.token);
    expect(home.isVerified).toBe(false);
    expect(home.verificationRequestedAt).not.toBeNull();
    expect(home.isAdminFeatured).toBe(false);
    const picture = home.imageUrl!;
    const edit = (who: TestUser, overrides: object) =>
      t.app.inject({ method: 'PUT', url: `/api/properties/${home.id}`, headers: bearer(who.token), payload: listingBody(ref, [picture], overrides) });

    // Featured is an admin's choice: a poster's wish is ignored.
    expect((await edit(poster, { isAdminFeatured: true } as object)).json().isAdminFeatured).toBe(false);
    expect((await edit(admin, { isAdminFeatured: true } as object)).json()).toMatchObject({ isAdminFeatured: true, isFeatured: true });

    const verified = await edit(admin, { isVerified: true });
    expect(verified.json()).toMatchObject({ isVerified: true, verificationRequestedAt: null });
    const retitled = await edit(poster, { title: 'Sunny 3 BHK near the lake' });
    expect(retitled.json()).toMatchObject({ isVerified: true, verificationRequestedAt: null });

    const repriced = await edit(poster, { title: 'Sunny 3 BHK near the lake', price: 13_000_000 });
    expect(repriced.json()).toMatchObject({ isVerified: false });
    expect(repriced.json().verificationRequestedAt).not.toBeNull();

    expect((await edit(admin, { title: 'Sunny 3 BHK near the lake', price: 13_000_000, isVerified: true })).json().isVerified).toBe(true);
    const other = await uploadPicture(t, poster.token);
    const repictured = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${home.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [other.url, picture], { title: 'Sunny 3 BHK near the lake', price: 13_000_000 }),
    });
    expect(repictured.json()).toMatchObject({ isVerified: false });

    // The address and the type are checked facts too.
    const facts = { title: 'Sunny 3 BHK near the lake', price: 13_000_000 };
    const verifyAgain = () => edit(admin, { ...facts, isVerified: true });
    expect((await verifyAgain()).json().isVerified).toBe(true);
    expect((await edit(poster, { ...facts, address: 'Plot 7, Lake View Road' })).json()).toMatchObject({ isVerified: false });
    expect((await edit(admin, { ...facts, address: 'Plot 7, Lake View Road', isVerified: true })).json().isVerified).toBe(true);
    const retyped = await edit(poster, { ...facts, address: 'Plot 7, Lake View Road', propertyTypeId: ref.type('Villa').propertyTypeId });
    expect(retyped.json()).toMatchObject({ isVerified: false });
    expect(retyped.json().verificationRequestedAt).not.toBeNull();
  });
});
