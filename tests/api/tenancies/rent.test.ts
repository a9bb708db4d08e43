// Rent: dues drawn from the agreed terms by the clock's date, the owner's payee details (UPI ID checked,
// PAN sealed at rest), marking paid and confirming, receipts read back from the PDF, TDS above
// ₹50,000 a month and the yearly statement.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDue } from '#shared/contracts/tenancy.ts';
import { tenancies, tenancyPayments } from '#server/db/schema-tenancies.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { agreedTenancy, call, noonOn, pdfText, readTenancy } from './fixtures.ts';

let t: TestApp;
let owner: TestUser;
let tenant: TestUser;
let id: number;

const dueFor = async (who: TestUser, tenancyId: number, period: string) =>
  (await readTenancy(t, who, tenancyId)).dues!.find((d: TDue) => d.period === period);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.moveTo(noonOn('2026-03-25'));
  owner = await t.createUser({ firstName: 'Ravi' });
  tenant = await t.createUser({ firstName: 'Anita' });
  id = await agreedTenancy(t, owner, tenant);
});
afterAll(async () => t.close());

describe('dues', () => {
  it('draws the month’s rent with maintenance apart, and turns it overdue when the day passes with nothing written', async () => {
    t.clock.moveTo(noonOn('2026-04-04'));
    expect(await dueFor(tenant, id, '2026-04')).toMatchObject({
      dueOn: '2026-04-05',
      rent: 30_000,
      maintenance: 2_000,
      tds: 0,
      amountPayable: 32_000,
      status: 'upcoming',
    });
    t.clock.moveTo(noonOn('2026-04-05'));
    expect((await dueFor(tenant, id, '2026-04'))?.status).toBe('due');
    t.clock.moveTo(noonOn('2026-04-06'));
    expect((await dueFor(tenant, id, '2026-04'))?.status).toBe('overdue');
    // The next month shows as coming, no further.
    const periods = (await readTenancy(t, tenant, id)).dues!.map((d) => d.period);
    expect(periods).toEqual(['2026-04', '2026-05']);
  });

  it('checks the UPI ID’s shape and seals the PAN; then each unpaid due carries a UPI pay link', async () => {
    const bad = await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, { upiId: 'ravi.kumar', payeeName: 'Ravi Kumar', pan: 'ABCDE1234F' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('upiId');
    const noPan = await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, { upiId: 'ravi@okhdfcbank', payeeName: 'Ravi Kumar' });
    expect(noPan.json().errors).toHaveProperty('pan');
    const [before] = await t.database.db.select().from(tenancies).where(eq(tenancies.id, id));
    expect(before?.payeeUpiId).toBeNull();

    const res = await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, { upiId: 'Ravi@OKHDFCBANK', payeeName: 'Ravi Kumar', pan: 'abcde1234f' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payee).toEqual({ upiId: 'ravi@okhdfcbank', payeeName: 'Ravi Kumar', panMasked: 'XXXXXX234F', hasNoPan: false });
    const [row] = await t.database.db.select().from(tenancies).where(eq(tenancies.id, id));
    expect(row?.ownerPanSealed).toMatch(/^enc1:/);
    expect(row?.ownerPanSealed).not.toContain('ABCDE1234F');
    expect((await dueFor(tenant, id, '2026-04'))?.upiLink).toBe(
      'upi://pay?pa=ravi%40okhdfcbank&pn=Ravi%20Kumar&am=32000.00&cu=INR&tn=Rent%20April%202026',
    );
  });

  it('lets the tenant mark a due paid and the owner confirm it, refusing bad input and the wrong side', async () => {
    const url = `/api/tenancies/${id}/dues/2026-04/mark-paid`;
    expect((await call(t, owner, 'POST', url, { mode: 'cash', paidOn: '2026-04-05' })).statusCode).toBe(403);
    const noUtr = await call(t, tenant, 'POST', url, { mode: 'upi', reference: '12', paidOn: '2026-04-05' });
    expect(noUtr.statusCode).toBe(400);
    expect(noUtr.json().errors).toHaveProperty('reference');
    const future = await call(t, tenant, 'POST', url, { mode: 'cash', paidOn: '2026-04-30' });
    expect(future.json().errors).toHaveProperty('paidOn');
    expect(await t.database.db.select().from(tenancyPayments)).toEqual([]);
    expect((await call(t, tenant, 'POST', `/api/tenancies/${id}/dues/2026-09/mark-paid`, { mode: 'cash', paidOn: '2026-04-05' })).statusCode).toBe(
      404,
    );

    const marked = await call(t, tenant, 'POST', url, { mode: 'upi', reference: '412345678901', paidOn: '2026-04-05' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data.dues[0]).toMatchObject({
      status: 'marked_paid',
      mode: 'upi',
      reference: '412345678901',
      receiptNumber: null,
      upiLink: null,
    });
    expect((await call(t, tenant, 'POST', url, { mode: 'cash', paidOn: '2026-04-05' })).statusCode).toBe(409);
    // No receipt before the owner confirms.
    expect((await call(t, tenant, 'GET', `/api/tenancies/${id}/dues/2026-04/receipt`)).statusCode).toBe(404);

    expect((await call(t, tenant, 'POST', `/api/tenancies/${id}/dues/2026-04/confirm`)).statusCode).toBe(403);
    const confirmed = await call(t, owner, 'POST', `/api/tenancies/${id}/dues/2026-04/confirm`);
    expect(confirmed.json().data.dues[0]).toMatchObject({ status: 'confirmed', receiptNumber: `RR-${id}-202604` });
    expect((await call(t, owner, 'POST', `/api/tenancies/${id}/dues/2026-04/confirm`)).statusCode).toBe(409);
  });

  it('makes a receipt whose text carries the amount in figures and words, the UTR and the owner’s PAN', async () => {
    const res = await call(t, tenant, 'GET', `/api/tenancies/${id}/dues/2026-04/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const part of [
      `RR-${id}-202604`,
      'Anita user',
      'Ravi user',
      'Lake View Residency',
      'April 2026',
      '₹32,000',
      'Rupees Thirty Two Thousand Only',
      'UPI, reference (UTR) 412345678901',
      'ABCDE1234F',
    ]) {
      expect(text).toContain(part);
    }
    // Paid by UPI: no revenue stamp.
    expect(text).not.toContain('Revenue stamp');
  });

  it('puts a revenue stamp box on a cash receipt above ₹5,000, and the declaration of an owner without PAN', async () => {
    await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, { upiId: 'ravi@okhdfcbank', payeeName: 'Ravi Kumar', hasNoPan: true });
    t.clock.moveTo(noonOn('2026-05-06'));
    await call(t, tenant, 'POST', `/api/tenancies/${id}/dues/2026-05/mark-paid`, { mode: 'cash', paidOn: '2026-05-05' });
    await call(t, owner, 'POST', `/api/tenancies/${id}/dues/2026-05/confirm`);
    const text = await pdfText((await call(t, tenant, 'GET', `/api/tenancies/${id}/dues/2026-05/receipt`)).rawPayload);
    expect(text).toContain('Cash');
    expect(text).toContain('Revenue stamp ₹1');
    expect(text).toContain('The owner has declared that they do not have a Permanent Account Number (PAN).');
  });
});

describe('TDS and the yearly statement', () => {
  it('takes 2% TDS from March on the year’s rent above ₹50,000 a month, on the receipt and in the statement', async () => {
    t.clock.moveTo(noonOn('2026-03-25'));
    const big = await agreedTenancy(t, owner, tenant, { rent: 60_000, maintenance: 0, endDate: '2027-06-30' });
    await call(t, owner, 'PUT', `/api/tenancies/${big}/payee`, { upiId: 'ravi@okhdfcbank', payeeName: 'Ravi Kumar', pan: 'ABCDE1234F' });
    t.clock.moveTo(noonOn('2027-03-10'));
    const march = await dueFor(tenant, big, '2027-03');
    expect(march).toMatchObject({ rent: 60_000, tds: 14_400, amountPayable: 45_600 });
    expect((await dueFor(tenant, big, '2027-02'))?.tds).toBe(0);

    await call(t, tenant, 'POST', `/api/tenancies/${big}/dues/2027-03/mark-paid`, {
      mode: 'upi',
      reference: 'AXIS00998877665',
      paidOn: '2027-03-05',
    });
    await call(t, owner, 'POST', `/api/tenancies/${big}/dues/2027-03/confirm`);
    const receipt = await pdfText((await call(t, tenant, 'GET', `/api/tenancies/${big}/dues/2027-03/receipt`)).rawPayload);
    expect(receipt).toContain('TDS deducted (s.194-IB)');
    expect(receipt).toContain('₹14,400');
    expect(receipt).toContain('Rupees Forty Five Thousand Six Hundred Only');

    const statement = await call(t, tenant, 'GET', `/api/tenancies/${big}/statement?year=2026`);
    expect(statement.statusCode).toBe(200);
    expect(statement.json().data).toMatchObject({
      financialYear: '2026-27',
      from: '2026-04-01',
      to: '2027-03-31',
      isPanRequired: true,
      ownerPan: 'XXXXXX234F',
      totals: { rent: 720_000, tds: 14_400, paid: 45_600 },
    });
    expect(statement.json().data.rows).toHaveLength(12);
    const pdf = await pdfText((await call(t, tenant, 'GET', `/api/tenancies/${big}/statement/pdf?year=2026`)).rawPayload);
    expect(pdf).toContain('RENT STATEMENT 2026-27');
    expect(pdf).toContain('Total TDS');
    // The printed statement carries the PAN whole; the screen's answer above only its last four.
    expect(pdf).toContain('ABCDE1234F');
    expect((await call(t, tenant, 'GET', `/api/tenancies/${big}/statement?year=1999`)).json().errors).toHaveProperty('year');
  });
});
