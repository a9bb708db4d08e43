// Get Phone No. and Contact Agent answer only for a listing in search. A listing under review, one its
// poster marked rented out, one hidden for going unconfirmed and one an admin took down keep their
// pages, but asking about them is refused with a clear 4xx and records nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { decide, pauseByReports, publicPage } from './moderation-world.ts';

let t: TestApp;
let admin: TestUser;
let poster: TestUser;
let renter: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
  poster = await t.createUser({ firstName: 'Padma' });
  renter = await t.createUser({ firstName: 'Imran' });
});
afterAll(() => t.close());

const phone = (who: TestUser, id: number) => t.app.inject({ method: 'GET', url: `/api/properties/${id}/contact`, headers: bearer(who.token) });
const ask = (who: TestUser, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/properties/${id}/inquiries`, headers: bearer(who.token), payload: { message: 'Is it free?' } });
const inquiriesOn = async (id: number) =>
  ((await t.database.db.execute(sql`select count(*)::int as n from inquiries where property_id = ${id}`)) as unknown as { rows: { n: number }[] })
    .rows[0]!.n;

async function expectRefused(id: number, status: number, message: string) {
  for (const res of [await phone(renter, id), await ask(renter, id)]) {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
  }
  expect(await inquiriesOn(id)).toBe(0);
}

describe('contacting the poster or an agent', () => {
  it('answers for a listing in search', async () => {
    const listing = await insertProperty(t, poster.id);
    const contact = await phone(renter, listing.id);
    expect(contact.statusCode).toBe(200);
    expect(contact.json().data.name).toBe('Padma user');
    expect((await ask(renter, listing.id)).statusCode).toBe(201);
  });

  it('is refused with 409 while the listing is under review, though its page stays open', async () => {
    const listing = await insertProperty(t, poster.id);
    await pauseByReports(t, admin, listing.id);
    expect((await publicPage(t, listing.id)).json()).toMatchObject({ reviewState: 'under_review' });
    await expectRefused(listing.id, 409, PROPERTY_MESSAGES.contactUnderReview);
  });

  it('is refused with 409 once the home is rented out or hidden for going unconfirmed', async () => {
    const rented = await insertProperty(t, poster.id, { listingType: 'rent' });
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${rented.id}/status`,
      headers: bearer(poster.token),
      payload: { status: 'rented_out' },
    });
    expect(marked.statusCode).toBe(200);
    expect((await publicPage(t, rented.id)).statusCode).toBe(200);
    await expectRefused(rented.id, 409, PROPERTY_MESSAGES.contactNotListed);

    const unconfirmed = await insertProperty(t, poster.id);
    await t.database.db.execute(sql`update properties set status = 'hidden', is_active = false where id = ${unconfirmed.id}`);
    await expectRefused(unconfirmed.id, 409, PROPERTY_MESSAGES.contactNotListed);
  });

  it('is refused once an admin hid the listing: 404 to renters, 409 to its poster and admins', async () => {
    const listing = await insertProperty(t, poster.id);
    expect((await decide(t, admin, listing.id, { action: 'hide', reason: 'Photos copied from another listing' })).statusCode).toBe(200);
    await expectRefused(listing.id, 404, PROPERTY_MESSAGES.removedByModerators);
    expect((await phone(admin, listing.id)).statusCode).toBe(409);
    expect((await ask(admin, listing.id)).statusCode).toBe(409);
  });
});
