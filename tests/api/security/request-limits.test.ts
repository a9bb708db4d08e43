// Every write that others see or that costs work is limited per person (registration per address),
// with the real default limits: past the limit the answer is 429 with Retry-After and a message in
// the sign-in limit's words, and it changes nothing. Shared through Redis across instances:
// request-limits-redis.test.ts.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingReports } from '#server/db/schema.ts';
import { ACCOUNT_EXISTS } from '#server/modules/auth/service.ts';
import { createDeal, insertProperty, multipartBody, pdfBytes } from '../fixtures/deals.ts';
import { bearer, buildTestApp, randomMobile, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, multipart, uploadPicture } from '../listing-fixtures.ts';
import { expectLimited, limitOf, spend } from './limit-answers.ts';
import { agreementForm, snapshot } from './world.ts';

let t: TestApp;
let owner: TestUser;
let listingId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser();
  listingId = (await insertProperty(t, owner.id)).id;
});
afterAll(() => t.close());

const as = (user: TestUser) => bearer(user.token);

describe('limits per person, with the default limits', () => {
  it("registration: 'account already exists' stays, but only so many times per address", async () => {
    const taken = await t.createUser();
    const address = `10.77.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
    const register = (mobileNumber: string, remoteAddress = address) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: {
          firstName: 'Ravi',
          lastName: 'K',
          username: `r${crypto.randomBytes(6).toString('hex')}`,
          email: `${crypto.randomBytes(6).toString('hex')}@example.test`,
          password: 'Harbour-Lights-42',
          mobileNumber,
        },
      });
    await spend(limitOf('register'), async () => {
      const res = await register(taken.mobileNumber);
      expect(res.json().errors).toEqual({ email: ACCOUNT_EXISTS, mobileNumber: ACCOUNT_EXISTS });
      return res;
    });
    const before = await snapshot(t);
    expectLimited(await register(randomMobile()), 'register');
    expectLimited(await register(taken.mobileNumber), 'register');
    expect(await snapshot(t)).toBe(before);
    // Another address is not held back.
    expect((await register(taken.mobileNumber, '10.78.0.1')).statusCode).toBe(409);
  });

  it('Get Phone No.: per signed-in user; someone else still gets the phone', async () => {
    const [viewer, other] = [await t.createUser(), await t.createUser()];
    const reveal = (user: TestUser) => t.app.inject({ method: 'GET', url: `/api/properties/${listingId}/contact`, headers: as(user) });
    await spend(limitOf('contact'), async () => {
      const res = await reveal(viewer);
      expect(res.statusCode).toBe(200);
      return res;
    });
    const refused = await reveal(viewer);
    expectLimited(refused, 'contact');
    expect(refused.body).not.toContain(owner.mobileNumber);
    expect((await reveal(other)).json().data.mobileNumber).toBe(owner.mobileNumber);
  });

  it('reports: per signed-in user, refused past the limit without storing one', async () => {
    const reporter = await t.createUser();
    const listings: number[] = [];
    for (let i = 0; i <= limitOf('report'); i++) listings.push((await insertProperty(t, owner.id)).id);
    const reportListing = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/properties/${id}/reports`, headers: as(reporter), payload: { reason: 'rented_or_sold' } });
    await spend(limitOf('report'), async (i) => {
      const res = await reportListing(listings[i]!);
      expect(res.statusCode).toBe(201);
      return res;
    });
    expectLimited(await reportListing(listings[limitOf('report')]!), 'report');
    const stored = await t.database.db.select({ id: listingReports.id }).from(listingReports).where(eq(listingReports.reporterId, reporter.id));
    expect(stored).toHaveLength(limitOf('report'));
  });

  it('inquiries: per signed-in user, refused past the limit without storing one', async () => {
    const asker = await t.createUser();
    const listings: number[] = [];
    for (let i = 0; i <= limitOf('inquiry'); i++) listings.push((await insertProperty(t, owner.id)).id);
    const ask = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/properties/${id}/inquiries`, headers: as(asker), payload: { message: 'Is it available?' } });
    await spend(limitOf('inquiry'), async (i) => {
      const res = await ask(listings[i]!);
      expect(res.statusCode).toBe(201);
      return res;
    });
    const before = await snapshot(t);
    expectLimited(await ask(listings[limitOf('inquiry')]!), 'inquiry');
    expect(await snapshot(t)).toBe(before);
  });

  it('uploads: pictures and deal documents share one allowance per person, refused before the file is read', async () => {
    const agent = await t.createUser({ role: 'AGENT' });
    const buyer = await t.createUser();
    const deal = await createDeal(t, agent, { propertyId: (await insertProperty(t, owner.id)).id, buyerId: buyer.id });
    // Not pictures, so nothing is stored while the allowance is spent.
    const picture = () => {
      const body = multipart(Buffer.from('not a picture'));
      return t.app.inject({ method: 'POST', url: '/api/upload/image', payload: body.payload, headers: { ...body.headers, ...as(buyer) } });
    };
    const doc = () => {
      const body = multipartBody(pdfBytes());
      return t.app.inject({
        method: 'POST',
        url: `/api/deals/${deal.id}/upload-document`,
        payload: body.payload,
        headers: { ...body.headers, ...as(buyer) },
      });
    };
    await spend(limitOf('upload') - 1, picture);
    expect((await doc()).statusCode).toBe(201);
    const before = await snapshot(t);
    expectLimited(await doc(), 'upload');
    expectLimited(await picture(), 'upload');
    expect(await snapshot(t)).toBe(before);
    // Another person uploads as before.
    const body = multipart(Buffer.from('not a picture'));
    const other = await t.app.inject({ method: 'POST', url: '/api/upload/image', payload: body.payload, headers: { ...body.headers, ...as(owner) } });
    expect(other.statusCode).toBe(415);
  });

  it("the agents' buyer look-up: per agent; a buyer's refused attempts do not count", async () => {
    const [agent, buyer] = [await t.createUser({ role: 'AGENT' }), await t.createUser()];
    const lookUp = (user: TestUser) => t.app.inject({ method: 'GET', url: `/api/users/search?phone=${buyer.mobileNumber}`, headers: as(user) });
    await spend(limitOf('buyer-lookup'), async () => {
      const res = await lookUp(agent);
      expect(res.statusCode).toBe(200);
      return res;
    });
    const refused = await lookUp(agent);
    expectLimited(refused, 'buyer-lookup');
    expect(refused.body).not.toContain(buyer.mobileNumber);
    expect((await lookUp(buyer)).statusCode).toBe(403);
  });

  it('saving agreements: per signed-in user, refused past the limit without storing one', async () => {
    const writer = await t.createUser();
    const save = () => t.app.inject({ method: 'POST', url: '/api/agreements', headers: as(writer), payload: agreementForm() });
    await spend(limitOf('agreement'), async () => {
      const res = await save();
      expect(res.statusCode).toBe(201);
      return res;
    });
    const before = await snapshot(t);
    expectLimited(await save(), 'agreement');
    expect(await snapshot(t)).toBe(before);
  });

  it('posting listings: one account posts its allowance, the next is refused and stores nothing', async () => {
    const poster = await t.createUser();
    const ref = await loadReference(t);
    const picture = (await uploadPicture(t, poster.token)).url;
    const postOne = () => t.app.inject({ method: 'POST', url: '/api/properties', headers: as(poster), payload: listingBody(ref, [picture]) });
    await spend(limitOf('listing-post'), async () => {
      const res = await postOne();
      expect(res.statusCode).toBe(201);
      return res;
    });
    const before = await snapshot(t);
    expectLimited(await postOne(), 'listing-post');
    expect(await snapshot(t)).toBe(before);
  });

  /** Writes counted per person whatever they send; refused bodies (400) count too, and change nothing. */
  const writes = [
    { label: 'editing a listing', name: 'listing-edit', method: 'PUT', url: () => `/api/properties/${listingId}`, who: () => owner },
    { label: 'deleting a listing', name: 'listing-edit', method: 'DELETE', url: () => `/api/properties/${listingId}`, who: () => null },
    { label: 'saving a search', name: 'saved-search', method: 'POST', url: () => '/api/saved-searches', who: () => null },
    { label: 'changing a saved search', name: 'saved-search', method: 'PUT', url: () => '/api/saved-searches/1', who: () => null },
    { label: 'shortlisting', name: 'shortlist', method: 'PUT', url: () => `/api/shortlist/${listingId}`, who: () => null },
    { label: 'moving a deal', name: 'deal-write', method: 'PUT', url: () => '/api/deals/1/stage', who: () => null },
    { label: 'creating a deal', name: 'deal-write', method: 'POST', url: () => '/api/deals/create', who: () => null },
  ] as const;

  it.each(writes.map((w) => [w.label, w] as const))('%s: limited per person, counted however it ends', async (_name, write) => {
    const writer = write.who() ?? (await t.createUser({ role: write.name === 'deal-write' ? 'AGENT' : 'USER' }));
    const send = () => t.app.inject({ method: write.method, url: write.url(), headers: as(writer), payload: { stage: 42, name: [] } });
    await spend(limitOf(write.name), send);
    const before = await snapshot(t);
    expectLimited(await send(), write.name);
    expect(await snapshot(t)).toBe(before);
    // Reading is not a write: the same person still reads.
    if (write.name === 'shortlist' || write.name === 'saved-search') {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/${write.name === 'shortlist' ? 'shortlist' : 'saved-searches'}`, headers: as(writer) }))
          .statusCode,
      ).toBe(200);
    }
  });
});
