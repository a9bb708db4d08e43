// Starting a tenancy by invitation and agreeing its terms: nothing is shared before the invited person
// accepts; versions are kept; both acceptances lock one, and its PDF says who accepted when.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { tenancies } from '#server/db/schema-tenancies.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { agreedTenancy, call, inviteBody, noonOn, pdfText, readTenancy, TERMS } from './fixtures.ts';

let t: TestApp;
let owner: TestUser;
let tenant: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.moveTo(noonOn('2026-03-20'));
  owner = await t.createUser({ firstName: 'Ravi' });
  tenant = await t.createUser({ firstName: 'Anita' });
  stranger = await t.createUser({ firstName: 'Stan' });
});
afterAll(async () => t.close());

const countTenancies = async () => (await t.database.db.select({ id: tenancies.id }).from(tenancies)).length;

describe('inviting a tenant', () => {
  it.each([
    ['terms.dueDay', { terms: { ...TERMS, dueDay: 0 } }],
    ['terms.dueDay', { terms: { ...TERMS, dueDay: 32 } }],
    ['terms.rent', { terms: { ...TERMS, rent: 0 } }],
    ['terms.endDate', { terms: { ...TERMS, endDate: '2026-03-01' } }],
    ['invitee.mobile', { invitee: {} }],
  ])('refuses bad input naming %s and writes nothing', async (field, change) => {
    const before = await countTenancies();
    const res = await call(t, owner, 'POST', '/api/tenancies/invite', { ...inviteBody(tenant), ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await countTenancies()).toBe(before);
  });

  it('shares nothing before the invited person accepts, then opens the tenancy to them', async () => {
    const res = await call(t, owner, 'POST', '/api/tenancies/invite', inviteBody(tenant));
    expect(res.statusCode).toBe(201);
    const id = res.json().data.tenancyId as number;

    // The invited person is told, and My homes lists the invitation with who invites and where only.
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.userId, tenant.id));
    expect(bell.map((n) => n.title)).toContain('You are invited as the tenant of a home');
    const homes = (await call(t, tenant, 'GET', '/api/tenancies')).json().data;
    expect(homes.invitations).toEqual([expect.objectContaining({ tenancyId: id, inviterName: 'Ravi user', address: inviteBody(tenant).address })]);
    expect(JSON.stringify(homes.invitations)).not.toContain('30000');
    expect((await call(t, tenant, 'GET', `/api/tenancies/${id}`)).statusCode).toBe(404);

    // Someone else cannot answer it.
    expect((await call(t, stranger, 'POST', `/api/tenancies/${id}/invitation`, { answer: 'accept' })).statusCode).toBe(404);

    expect((await call(t, tenant, 'POST', `/api/tenancies/${id}/invitation`, { answer: 'accept' })).statusCode).toBe(200);
    const tenancy = await readTenancy(t, tenant, id);
    expect(tenancy).toMatchObject({ status: 'active', viewerRole: 'tenant', tenant: { id: tenant.id }, owner: { id: owner.id } });
    expect(tenancy.termVersions).toHaveLength(1);
    expect(tenancy.dues).toEqual([]);
  });

  it('records a decline, and refuses an answer after the invitation expired', async () => {
    const declined = (await call(t, owner, 'POST', '/api/tenancies/invite', inviteBody(tenant))).json().data.tenancyId;
    await call(t, tenant, 'POST', `/api/tenancies/${declined}/invitation`, { answer: 'decline' });
    expect((await readTenancy(t, owner, declined)).status).toBe('declined');

    const late = (await call(t, owner, 'POST', '/api/tenancies/invite', inviteBody(tenant))).json().data.tenancyId;
    t.clock.moveTo(noonOn('2026-04-05'));
    const res = await call(t, tenant, 'POST', `/api/tenancies/${late}/invitation`, { answer: 'accept' });
    expect(res.statusCode).toBe(409);
    expect((await readTenancy(t, owner, late)).status).toBe('invited');
    t.clock.moveTo(noonOn('2026-03-20'));
  });

  it('refuses inviting oneself', async () => {
    const res = await call(t, owner, 'POST', '/api/tenancies/invite', inviteBody(owner));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['invitee.mobile']);
  });
});

describe('agreeing the terms', () => {
  it('keeps every version, sends one back with a note, and locks the one both accept', async () => {
    const invited = (await call(t, owner, 'POST', '/api/tenancies/invite', inviteBody(tenant))).json().data.tenancyId as number;
    await call(t, tenant, 'POST', `/api/tenancies/${invited}/invitation`, { answer: 'accept' });
    const first = (await readTenancy(t, tenant, invited)).termVersions[0]!;

    const sentBack = await call(t, tenant, 'POST', `/api/tenancies/${invited}/terms/${first.id}/request-changes`, {
      note: 'Please make the deposit two months.',
    });
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json().data.termVersions[0]).toMatchObject({
      status: 'changes_requested',
      changeRequests: [{ note: 'Please make the deposit two months.', side: 'tenant' }],
    });

    // A version that is not open any more cannot be accepted; the owner proposes a second one.
    expect((await call(t, owner, 'POST', `/api/tenancies/${invited}/terms/${first.id}/accept`)).statusCode).toBe(409);
    const second = await call(t, owner, 'POST', `/api/tenancies/${invited}/terms`, {
      text: 'Version two of the agreement.',
      terms: { ...TERMS, deposit: 60_000 },
    });
    expect(second.statusCode).toBe(200);
    const versions = second.json().data.termVersions;
    expect(versions.map((v: { number: number; status: string }) => [v.number, v.status])).toEqual([
      [1, 'changes_requested'],
      [2, 'proposed'],
    ]);
    // The proposer accepted by proposing; accepting twice is refused.
    expect((await call(t, owner, 'POST', `/api/tenancies/${invited}/terms/${versions[1].id}/accept`)).statusCode).toBe(409);

    const locked = await call(t, tenant, 'POST', `/api/tenancies/${invited}/terms/${versions[1].id}/accept`);
    expect(locked.json().data.termVersions[1]).toMatchObject({ status: 'accepted', isLocked: true });
    expect(locked.json().data.termVersions[1].fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(t, owner, 'POST', `/api/tenancies/${invited}/terms/${versions[1].id}/request-changes`, { note: 'x' })).statusCode).toBe(409);

    const pdf = await call(t, owner, 'GET', `/api/tenancies/${invited}/terms/${versions[1].id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Version two of the agreement.');
    expect(text).toContain(locked.json().data.termVersions[1].fingerprint);
    expect(text).toMatch(/Owner: Ravi user accepted 20 Mar 2026, 12:00 IST/);
    expect(text).toMatch(/Tenant: Anita user accepted 20 Mar 2026, 12:00 IST/);
    expect(text).toContain('not e-stamping');
  });

  it('renews through the same flow: from the day after the end, the yearly increase applied', async () => {
    const id = await agreedTenancy(t, owner, tenant);
    const res = await call(t, tenant, 'POST', `/api/tenancies/${id}/renewal`, { durationMonths: 11 });
    expect(res.statusCode).toBe(200);
    const renewal = res.json().data.termVersions[1];
    expect(renewal).toMatchObject({ status: 'proposed', terms: { startDate: '2027-03-01', endDate: '2028-01-31', rent: 31_500 } });
    expect((await call(t, tenant, 'POST', `/api/tenancies/${id}/renewal`, { durationMonths: 0 })).json().errors).toHaveProperty('durationMonths');
  });
});
