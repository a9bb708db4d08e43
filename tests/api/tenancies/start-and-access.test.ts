// Where a tenancy starts (a rental deal at its last stage, a saved agreement) and who sees what: the
// parties all of it, the deal's agent terms and stage only, admins only once a party reports it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { newAgreementId } from '#shared/agreement/record.ts';
import { createDeal, insertProperty, moveDeal } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { call, noonOn, readTenancy, TERMS } from './fixtures.ts';

let t: TestApp;
let owner: TestUser;
let tenant: TestUser;
let agent: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.moveTo(noonOn('2026-05-10'));
  owner = await t.createUser({ firstName: 'Ravi' });
  tenant = await t.createUser({ firstName: 'Anita' });
  agent = await t.createUser({ firstName: 'Dev', role: 'AGENT' });
  admin = await t.createUser({ firstName: 'Adi', role: 'ADMIN' });
});
afterAll(async () => t.close());

async function rentalDeal(stage: string, listingType: 'rent' | 'sale' = 'rent') {
  const listing = await insertProperty(t, owner.id, { listingType, price: listingType === 'rent' ? 30_000 : 9_000_000, bedrooms: 2 });
  const deal = await createDeal(t, agent, { propertyId: listing.id, buyerId: tenant.id, agreedPrice: 30_000 });
  if (stage !== 'INQUIRY') await moveDeal(t, agent, deal.id, stage);
  return deal.id;
}

describe('a tenancy from a rental deal', () => {
  it('starts only from a rental deal at its last stage, once', async () => {
    expect((await call(t, tenant, 'POST', '/api/tenancies/from-deal', { dealId: await rentalDeal('PAYMENT'), terms: TERMS })).statusCode).toBe(409);
    expect(
      (await call(t, tenant, 'POST', '/api/tenancies/from-deal', { dealId: await rentalDeal('COMPLETED', 'sale'), terms: TERMS })).statusCode,
    ).toBe(400);
    const dealId = await rentalDeal('COMPLETED');
    // Without a saved agreement the terms must be given.
    const noTerms = await call(t, tenant, 'POST', '/api/tenancies/from-deal', { dealId });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors).toHaveProperty('terms');
    const started = await call(t, tenant, 'POST', '/api/tenancies/from-deal', { dealId, terms: TERMS });
    expect(started.statusCode).toBe(201);
    expect((await call(t, owner, 'POST', '/api/tenancies/from-deal', { dealId, terms: TERMS })).statusCode).toBe(409);

    const id = started.json().data.tenancyId as number;
    const seenByOwner = await readTenancy(t, owner, id);
    expect(seenByOwner).toMatchObject({
      status: 'active',
      source: 'deal',
      dealId,
      bhk: 2,
      owner: { id: owner.id },
      tenant: { id: tenant.id },
      agent: { id: agent.id },
    });
    const homes = (await call(t, owner, 'GET', '/api/tenancies')).json().data;
    expect(homes.asOwner.map((h: { id: number }) => h.id)).toContain(id);
    expect((await call(t, tenant, 'GET', '/api/tenancies')).json().data.asTenant.map((h: { id: number }) => h.id)).toContain(id);
  });

  it('shows the deal’s agent the terms and stage only, and admins nothing until a party reports it', async () => {
    const dealId = await rentalDeal('COMPLETED');
    const id = (await call(t, owner, 'POST', '/api/tenancies/from-deal', { dealId, terms: TERMS })).json().data.tenancyId as number;
    await call(t, tenant, 'POST', `/api/tenancies/${id}/terms/${(await readTenancy(t, tenant, id)).termVersions[0]!.id}/accept`);
    await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, { upiId: 'ravi@ybl', payeeName: 'Ravi', pan: 'ABCDE1234F' });

    const seenByAgent = await readTenancy(t, agent, id);
    expect(seenByAgent).toMatchObject({
      viewerRole: 'agent',
      status: 'active',
      terms: { rent: 30_000 },
      dues: null,
      payee: null,
      reports: null,
      repairs: null,
      settlement: null,
    });
    expect((await call(t, agent, 'POST', `/api/tenancies/${id}/notice`, {})).statusCode).toBe(403);
    expect((await call(t, agent, 'GET', `/api/tenancies/${id}/statement?year=2026`)).statusCode).toBe(403);

    expect((await call(t, admin, 'GET', `/api/tenancies/${id}`)).statusCode).toBe(404);
    const reported = await call(t, tenant, 'POST', `/api/tenancies/${id}/report`, { reason: 'The owner will not confirm my payments.' });
    expect(reported.json().data.isReported).toBe(true);
    const seenByAdmin = await readTenancy(t, admin, id);
    expect(seenByAdmin).toMatchObject({ viewerRole: 'admin', payee: { upiId: 'ravi@ybl', panMasked: null } });
    expect((await call(t, admin, 'POST', `/api/tenancies/${id}/notice`, {})).statusCode).toBe(403);
  });
});

describe('a tenancy from a saved agreement', () => {
  it('takes the agreement’s rent, deposit and term and invites the other side at its phone number', async () => {
    const agreementId = newAgreementId();
    const saved = await call(t, owner, 'POST', '/api/agreements', {
      ...SAMPLE_AGREEMENT_FORM,
      agreementId,
      tenantPhone: tenant.mobileNumber,
      rentAmount: '28000',
      depositAmount: '56000',
      startDate: '2026-06-01',
      duration: '11',
    });
    expect(saved.statusCode).toBe(201);
    // Someone else's agreement is not found.
    expect((await call(t, tenant, 'POST', '/api/tenancies/from-agreement', { agreementId, side: 'tenant' })).statusCode).toBe(404);
    const bad = await call(t, owner, 'POST', '/api/tenancies/from-agreement', { agreementId, side: 'owner', dueDay: 32 });
    expect(bad.json().errors).toHaveProperty('dueDay');

    const started = await call(t, owner, 'POST', '/api/tenancies/from-agreement', { agreementId, side: 'owner', dueDay: 7, bhk: 3 });
    expect(started.statusCode).toBe(201);
    const id = started.json().data.tenancyId as number;
    const invitations = (await call(t, tenant, 'GET', '/api/tenancies')).json().data.invitations;
    expect(invitations.map((i: { tenancyId: number }) => i.tenancyId)).toContain(id);
    await call(t, tenant, 'POST', `/api/tenancies/${id}/invitation`, { answer: 'accept' });
    const tenancy = await readTenancy(t, tenant, id);
    expect(tenancy).toMatchObject({
      source: 'agreement',
      agreementId,
      bhk: 3,
      terms: { rent: 28_000, deposit: 56_000, startDate: '2026-06-01', endDate: '2027-04-30', dueDay: 7 },
    });
  });
});
