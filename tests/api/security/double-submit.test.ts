// A create submitted twice at once (a double click, a retry racing the
// first try) makes one row, never two, and the second answer is not a 5xx. A listing has no natural
// key (two like flats are two listings), so it is deduplicated by the post's Idempotency-Key.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, properties, rentalAgreements, users } from '#server/db/schema.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, uploadPicture, type Reference } from '../listing-fixtures.ts';
import { agreementForm, freshThings, makePeople, type People } from './world.ts';

let t: TestApp;
let people: People;
beforeAll(async () => {
  t = await buildTestApp();
  people = await makePeople(t);
}, 120_000);
afterAll(() => t.close());

const TIMES = 5;
const post = (caller: TestUser | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: caller ? bearer(caller.token) : {}, payload });
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort((a, b) => a - b);

describe(`the same create sent ${TIMES} times at once`, () => {
  it('a deal: one created, the rest refused as duplicates', async () => {
    const { listing } = await freshThings(t, people, { deal: false });
    const body = { propertyId: listing.id, buyerId: people.buyer.id, agreedPrice: 9_000_000 };
    const answers = await Promise.all(Array.from({ length: TIMES }, () => post(people.dealAgent, '/api/deals/create', body)));
    expect(statuses(answers)).toEqual([201, ...Array(TIMES - 1).fill(409)]);
    const rows = await t.database.db
      .select()
      .from(deals)
      .where(and(eq(deals.propertyId, listing.id), eq(deals.buyerId, people.buyer.id)));
    expect(rows).toHaveLength(1);
  });

  it('a registration: one account, the rest told the username is taken', async () => {
    const username = `twice${Date.now().toString(36)}`;
    const body = { firstName: 'Twi', lastName: 'Ce', username, email: `${username}@example.test`, password: 'Harbour-Lights-42' };
    const answers = await Promise.all(Array.from({ length: TIMES }, () => post(null, '/api/auth/register', body)));
    expect(statuses(answers)).toEqual([201, ...Array(TIMES - 1).fill(409)]);
    expect(await t.database.db.select().from(users).where(eq(users.username, username))).toHaveLength(1);
  });

  it('an inquiry: one open inquiry, every answer names it', async () => {
    const { listing } = await freshThings(t, people, { deal: false });
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => post(people.buyer, `/api/properties/${listing.id}/inquiries`, { message: 'Still available?' })),
    );
    expect(statuses(answers)).toEqual([...Array(TIMES - 1).fill(200), 201]);
    const rows = await t.database.db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.propertyId, listing.id), eq(inquiries.userId, people.buyer.id)));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data.id))).toEqual(new Set([rows[0]!.id]));
  });

  it('an agreement: one saved, every answer the saved one', async () => {
    const form = agreementForm();
    const answers = await Promise.all(Array.from({ length: TIMES }, () => post(people.owner, '/api/agreements', form)));
    expect(statuses(answers)).toEqual([...Array(TIMES - 1).fill(200), 201]);
    expect(await t.database.db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, form.agreementId))).toHaveLength(1);
  });
});

describe('a listing posted with an Idempotency-Key', () => {
  let ref: Reference;
  let picture: string;
  beforeAll(async () => {
    ref = await loadReference(t);
    picture = (await uploadPicture(t, people.owner.token)).url;
  });

  const postWithKey = (key: string | undefined, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...bearer(people.owner.token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  const titled = (title: string) => t.database.db.select().from(properties).where(eq(properties.title, title));

  it(`sent ${TIMES} times at once makes one listing, and every answer is that listing`, async () => {
    const body = listingBody(ref, [picture], { title: `Twice-clicked flat ${Date.now().toString(36)}` });
    const key = `post-${crypto.randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: TIMES }, () => postWithKey(key, body)));
    expect(statuses(answers)).toEqual([...Array(TIMES - 1).fill(200), 201]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(TIMES - 1);
    const rows = await titled(body.title);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([rows[0]!.id]));
  });

  it('is two listings without a key or with two keys: two like flats are not merged', async () => {
    const body = listingBody(ref, [picture], { title: `Twin flat ${Date.now().toString(36)}` });
    const answers = await Promise.all([
      postWithKey(undefined, body),
      postWithKey(undefined, body),
      postWithKey('first-key-1', body),
      postWithKey('second-key-2', body),
    ]);
    expect(statuses(answers)).toEqual([201, 201, 201, 201]);
    expect(await titled(body.title)).toHaveLength(4);
  });

  it('refuses the key with a different listing (422) and a malformed key (400), posting nothing', async () => {
    const key = `reuse-${crypto.randomUUID()}`;
    const first = listingBody(ref, [picture], { title: `Key owner ${Date.now().toString(36)}` });
    expect((await postWithKey(key, first)).statusCode).toBe(201);
    const other = { ...first, title: `${first.title} again` };
    const reused = await postWithKey(key, other);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      success: false,
      errors: { 'Idempotency-Key': 'This Idempotency-Key was already used for a different listing' },
    });
    const malformed = await postWithKey('no spaces allowed', other);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().errors)).toEqual(['Idempotency-Key']);
    expect(await titled(other.title)).toHaveLength(0);
  });

  it("is the poster's own: another user's post with the same key is their own listing", async () => {
    const key = `shared-${crypto.randomUUID()}`;
    const body = listingBody(ref, [picture], { title: `Neighbour flat ${Date.now().toString(36)}` });
    expect((await postWithKey(key, body)).statusCode).toBe(201);
    const otherPicture = (await uploadPicture(t, people.buyer.token)).url;
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...bearer(people.buyer.token), 'idempotency-key': key },
      payload: { ...body, imageUrls: [otherPicture] },
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().user.id).toBe(people.buyer.id);
  });
});
