import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAgreementId } from '#shared/agreement/record.ts';
import type { TAgreementForm } from '#shared/contracts/agreement.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await t.createUser();
  other = await t.createUser();
});
afterAll(() => t.close());

// A lease that has ended (its status is EXPIRED whenever the test runs).
const form: TAgreementForm = { ...SAMPLE_AGREEMENT_FORM, startDate: '2020-01-01', duration: '24', agreementType: 'Lease Agreement' };

const save = (token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/agreements', payload: payload as object, headers: token ? bearer(token) : {} });
const mine = (token: string | null) => t.app.inject({ method: 'GET', url: '/api/agreements/mine', headers: token ? bearer(token) : {} });

describe('POST /api/agreements', () => {
  it('saves the agreement for the signed-in owner with 201 and a status from the dates', async () => {
    const agreementId = newAgreementId();
    const res = await save(owner.token, { ...form, agreementId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        agreementId,
        agreementType: 'Lease Agreement',
        status: 'EXPIRED',
        ownerName: 'Ravi Kumar',
        tenantName: 'Anjali Rao',
        propertyAddressShort: 'Flat 302, Lotus Residency',
        startDate: '2020-01-01',
        durationMonths: 24,
        // ID numbers masked: only the owner opening the agreement sees them whole (agreement-id-numbers.test.ts).
        form: { ...form, ownerIdNumber: 'XXXX XXXX 2346', tenantIdNumber: 'XXXXXX234F' },
      },
    });
    const again = await save(owner.token, { ...form, agreementId });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a visitor with 401', async () => {
    const res = await save(null, { ...form, agreementId: newAgreementId() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Please log in' });
  });

  it('answers 400 naming the field for a mistyped Aadhaar, a bad PAN and a type that does not follow the duration', async () => {
    const aadhaar = await save(owner.token, { ...form, agreementId: newAgreementId(), ownerIdNumber: '234123412347' });
    expect(aadhaar.statusCode).toBe(400);
    expect(aadhaar.json().errors).toEqual({ ownerIdNumber: 'Invalid Aadhaar number.' });

    const pan = await save(owner.token, { ...form, agreementId: newAgreementId(), tenantIdNumber: 'ABCP1234F' });
    expect(pan.json().errors).toEqual({ tenantIdNumber: 'Invalid PAN format (AAAAA1111A).' });
    const holder = await save(owner.token, { ...form, agreementId: newAgreementId(), tenantIdNumber: 'ABCXE1234F' });
    expect(holder.json().errors.tenantIdNumber).toContain('the 4th letter is the holder type: P person, C company');

    // Typed as people do: lower-case PAN, spaced Aadhaar and +91 phones are saved canonical.
    const typed = await save(owner.token, {
      ...form,
      agreementId: newAgreementId(),
      tenantIdNumber: 'abcpe 1234f',
      ownerIdNumber: '2341 2341 2346',
      ownerPhone: '+91 98765 43210',
      tenantPhone: '091234-56780',
    });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().data.form).toMatchObject({ ownerPhone: '9876543210', tenantPhone: '9123456780' });
    const opened = await t.app.inject({ method: 'GET', url: `/api/agreements/${typed.json().data.agreementId}`, headers: bearer(owner.token) });
    expect(opened.json().data.form).toMatchObject({ tenantIdNumber: 'ABCPE1234F', ownerIdNumber: '234123412346' });

    const type = await save(owner.token, { ...form, agreementId: newAgreementId(), duration: '11' });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.agreementType).toBe('Agreement type must be Rental Agreement for 11 months.');
  });

  it('answers 400, never 500, for missing, mistyped or junk bodies', async () => {
    const cases: unknown[] = [
      {},
      { ...form },
      { ...form, agreementId: 'not-an-id' },
      { ...form, agreementId: newAgreementId(), rentAmount: 25000 },
      { ...form, agreementId: newAgreementId(), startDate: '2026-02-30' },
      { ...form, agreementId: newAgreementId(), duration: '61', agreementType: 'Lease Agreement' },
      { ...form, agreementId: newAgreementId(), ownerIdType: 'Passport' },
      [1, 2],
    ];
    for (const payload of cases) {
      const res = await save(owner.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(Object.keys(res.json().errors ?? { body: '' }).length).toBeGreaterThan(0);
    }
    for (const [field, value] of [
      ['ownerName', 'Ravi\u0000'],
      ['propertyAddress', 'Flat \ud800 302'],
      ['tenantName', '\udc00'],
    ] as const) {
      const res = await save(owner.token, { ...form, agreementId: newAgreementId(), [field]: value });
      expect(res.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().errors).toEqual({ [field]: 'Contains characters that are not allowed.' });
    }
    const date = await save(owner.token, { ...form, agreementId: newAgreementId(), startDate: '2026-02-30' });
    expect(date.json().errors).toEqual({ startDate: 'Enter a valid start date.' });
  });

  it("does not let another user take an owner's agreement id", async () => {
    const agreementId = newAgreementId();
    await save(owner.token, { ...form, agreementId });
    const res = await save(other.token, { ...form, agreementId, ownerName: 'Someone Else' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toHaveProperty('agreementId');
  });
});

describe('GET /api/agreements/mine', () => {
  it("lists only the signed-in user's agreements, newest first", async () => {
    const first = newAgreementId();
    const second = newAgreementId();
    const user = await t.createUser();
    await save(user.token, { ...form, agreementId: first });
    await save(user.token, { ...form, agreementId: second, duration: '11', agreementType: 'Rental Agreement' });
    await save(other.token, { ...form, agreementId: newAgreementId() });

    const res = await mine(user.token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((a: { agreementId: string }) => a.agreementId);
    expect(ids).toEqual([second, first]);

    const theirs = (await mine(other.token)).json().data.map((a: { agreementId: string }) => a.agreementId);
    expect(theirs).not.toContain(first);
    expect(theirs).not.toContain(second);
  });

  it('refuses a visitor with 401', async () => {
    expect((await mine(null)).statusCode).toBe(401);
  });
});

describe('API documentation', () => {
  it('describes the agreement routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(paths['/api/agreements'].post).toBeDefined();
    expect(paths['/api/agreements/mine'].get).toBeDefined();
    expect(paths['/api/agreements/{agreementId}'].get).toBeDefined();
  });
});
