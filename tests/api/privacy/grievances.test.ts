// Grievances: anyone may file a complaint or a rights request, signed in or with a name and email; it
// gets a reference and a due date 30 days on (India dates), emailed to the sender with a notice to the
// grievance officer; a person reads only their own; only admins see the queue, paged, and answer.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances } from '#server/db/schema-privacy.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf, recipients } from '../alerts/mail.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';

let t: TestApp;
let outbox: Outbox;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ GRIEVANCE_OFFICER_EMAIL: 'officer@gruha.example' });
  outbox = outboxOf(t);
  admin = await t.createUser({ role: 'ADMIN' });
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

let address = 0;
/** Each visitor's filing from an address of its own, so the per-address limit is the limit test's alone. */
const file = (payload: object, token?: string, remoteAddress = `10.1.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/grievances', payload, headers: token ? bearer(token) : {}, remoteAddress });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const answer = (id: number, payload: object, token = admin.token) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/grievances/${id}`, payload, headers: bearer(token) });
const stored = async () => (await t.database.db.select({ n: count() }).from(grievances))[0]!.n;

describe('filing a grievance', () => {
  it('from a visitor needs a name and an email, names each missing field and stores nothing', async () => {
    const before = await stored();
    const res = await file({ kind: 'access', description: 'Please send me what you keep about me.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Please give your name', email: 'Please give the email we should answer' });
    const badKind = await file({ kind: 'refund', description: 'short', name: 'Asha', email: 'not-an-email' });
    expect(badKind.statusCode).toBe(400);
    expect(Object.keys(badKind.json().errors).sort()).toEqual(['description', 'kind']);
    expect(await stored()).toBe(before);
  });

  it('answers a reference and a due date 30 India days on, and emails both to the sender and a notice to the officer', async () => {
    // 20:00 UTC on 31 Jan is 1 Feb in India: the due date counts from the India date.
    t.clock.moveTo('2027-01-31T20:00:00Z');
    const before = await deliveredEmails(t);
    const res = await file({ kind: 'erasure', description: 'Please erase my old listing enquiries.', name: 'Asha Rao', email: 'Asha@Example.test' });
    t.clock.moveTo(new Date());
    expect(res.statusCode).toBe(201);
    const filed = res.json().data;
    expect(filed).toMatchObject({ kind: 'erasure', status: 'open', reply: null, dueOn: '2027-03-03' });
    expect(filed.reference).toMatch(/^GR-2027-\d{6}$/);

    const sent = await deliver(t, outbox, before);
    expect(recipients(sent).sort()).toEqual(['asha@example.test', 'officer@gruha.example']);
    const toSender = sent.find((d) => recipients([d])[0] === 'asha@example.test')!.mail;
    expect(toSender.subject).toBe(`Gruha has your request ${filed.reference}`);
    expect(toSender.text).toContain('3 Mar 2027');
    const toOfficer = sent.find((d) => recipients([d])[0] === 'officer@gruha.example')!.mail;
    expect(toOfficer.text).not.toContain('old listing enquiries');
  });

  it("signed in, is answered at the account's address and listed among the person's own, never another's", async () => {
    const person = await t.createUser({ firstName: 'Ravi' });
    const other = await t.createUser();
    const res = await file(
      { kind: 'correction', description: 'My surname is spelt wrongly.', name: 'Someone Else', email: 'else@example.test' },
      person.token,
    );
    expect(res.statusCode).toBe(201);
    const mine = (await get('/api/grievances/mine', person.token)).json().data;
    expect(mine.map((g: { reference: string }) => g.reference)).toEqual([res.json().data.reference]);
    expect((await get('/api/grievances/mine', other.token)).json().data).toEqual([]);
    expect((await get('/api/grievances/mine')).statusCode).toBe(401);

    const queued = (await get('/api/admin/grievances?status=open', admin.token)).json().data.items;
    const row = queued.find((g: { reference: string }) => g.reference === res.json().data.reference);
    expect(row, 'on the first page while the queue is short').toMatchObject({
      name: 'Ravi user',
      email: `${person.username}@example.test`,
      hasAccount: true,
    });
  });

  it('is limited per address for visitors, like the other public forms', async () => {
    const payload = { kind: 'other', description: 'A question about my data.', name: 'Limit Test', email: 'limit@example.test' };
    for (let i = 0; i < 10; i++) expect((await file(payload, undefined, '10.9.9.9')).statusCode).toBe(201);
    const refused = await file(payload, undefined, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests sent\./);
  });
});

describe("the admins' queue", () => {
  it('is for admins only', async () => {
    const user = await t.createUser();
    expect((await get('/api/admin/grievances')).statusCode).toBe(401);
    expect((await get('/api/admin/grievances', user.token)).statusCode).toBe(403);
    expect((await answer(1, { status: 'in_progress' }, user.token)).statusCode).toBe(403);
    expect((await get('/api/admin/grievances?page=0', admin.token)).json().errors).toEqual({ page: 'Page starts at 1' });
  });

  it('comes 20 a page, the soonest due first, with counts per status', async () => {
    const first = (await get('/api/admin/grievances?status=open', admin.token)).json().data;
    const need = Math.max(0, 21 - first.total);
    for (let i = 0; i < need; i++) {
      expect(
        (await file({ kind: 'complaint', description: `Complaint number ${i} about my data.`, name: 'Paging', email: 'p@example.test' })).statusCode,
      ).toBe(201);
    }
    const page1 = (await get('/api/admin/grievances?status=open', admin.token)).json().data;
    const page2 = (await get('/api/admin/grievances?status=open&page=2', admin.token)).json().data;
    expect(page1.size).toBe(20);
    expect(page1.items).toHaveLength(20);
    expect(page2.items).toHaveLength(page1.total - 20);
    expect(page1.counts.open).toBe(page1.total);
    const dues = [...page1.items, ...page2.items].map((g: { dueOn: string }) => g.dueOn);
    expect(dues).toEqual([...dues].sort());
  });

  it('answers: resolving needs a reply; the sender is emailed once per change and sees the reply', async () => {
    const person = await t.createUser();
    const filed = (await file({ kind: 'access', description: 'What data do you keep about me?' }, person.token)).json().data;
    const [row] = await t.database.db.select({ id: grievances.id }).from(grievances).where(eq(grievances.userId, person.id));
    const id = row!.id;
    await deliver(t, outbox);
    const before = await deliveredEmails(t);

    const noReply = await answer(id, { status: 'resolved' });
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().errors).toEqual({ reply: 'Write the reply the person gets when you resolve their request' });
    expect((await get('/api/grievances/mine', person.token)).json().data[0].status).toBe('open');

    const resolved = await answer(id, { status: 'resolved', reply: 'Your data summary is under My Account.' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 'resolved', reply: 'Your data summary is under My Account.' });
    expect((await answer(id, { status: 'resolved', reply: 'Your data summary is under My Account.' })).statusCode).toBe(200);
    const sent = await deliver(t, outbox, before);
    expect(sent.map((d) => d.mail.subject)).toEqual([`An answer to your request ${filed.reference}`]);
    expect(sent[0]!.mail.text).toContain('Your data summary is under My Account.');

    const mine = (await get('/api/grievances/mine', person.token)).json().data[0];
    expect(mine).toMatchObject({ status: 'resolved', reply: 'Your data summary is under My Account.' });
    expect(mine.repliedAt).not.toBeNull();
    expect((await answer(999_999, { status: 'open' })).statusCode).toBe(404);
  });
});
