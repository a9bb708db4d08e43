// Issue 8, point 6 (part): a create submitted twice at once (a double click, a retry racing the
// first try) makes one row, never two, and the second answer is not a 5xx.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals, inquiries, rentalAgreements, users } from '../../../src/server/db/schema.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
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
    const rows = await t.database.db.select().from(deals).where(and(eq(deals.propertyId, listing.id), eq(deals.buyerId, people.buyer.id)));
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
    const answers = await Promise.all(Array.from({ length: TIMES }, () => post(people.buyer, `/api/properties/${listing.id}/inquiries`, { message: 'Still available?' })));
    expect(statuses(answers)).toEqual([...Array(TIMES - 1).fill(200), 201]);
    const rows = await t.database.db.select().from(inquiries).where(and(eq(inquiries.propertyId, listing.id), eq(inquiries.userId, people.buyer.id)));
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data.id))).toEqual(new Set([rows[0].id]));
  });

  it('an agreement: one saved, every answer the saved one', async () => {
    const form = agreementForm();
    const answers = await Promise.all(Array.from({ length: TIMES }, () => post(people.owner, '/api/agreements', form)));
    expect(statuses(answers)).toEqual([...Array(TIMES - 1).fill(200), 201]);
    expect(await t.database.db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, form.agreementId))).toHaveLength(1);
  });
});
