// The end of a tenancy (notice with its last day, the move-out report, deductions item by item with one
// disputed, unpaid rent from the ledger, the refund and the settlement PDF) and the reminders: durable
// outbox jobs, once each, in the bell and by email in Gruha's own words.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '#server/db/schema.ts';
import { runTenancyReminders } from '#server/modules/tenancies/reminder-jobs.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf, recipients } from '../alerts/mail.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { agreedTenancy, call, noonOn, pdfText, readTenancy } from './fixtures.ts';

let t: TestApp;
let box: Outbox;
let owner: TestUser;
let tenant: TestUser;

const bell = async (who: TestUser) =>
  (
    await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.kind, 'tenancy')))
  ).map((n) => n.title);
const pay = async (id: number, period: string, paidOn: string) => {
  await call(t, tenant, 'POST', `/api/tenancies/${id}/dues/${period}/mark-paid`, { mode: 'cash', paidOn });
  await call(t, owner, 'POST', `/api/tenancies/${id}/dues/${period}/confirm`);
};
const REPORT = {
  rooms: [{ name: 'Bedroom 1', items: [{ name: 'Walls and paint', condition: 'damaged', note: 'Crayon marks' }] }],
  meters: { electricity: '05120 kWh' },
};

beforeAll(async () => {
  t = await buildTestApp();
  box = outboxOf(t);
  t.clock.moveTo(noonOn('2026-03-25'));
  owner = await t.createUser({ firstName: 'Ravi' });
  tenant = await t.createUser({ firstName: 'Anita' });
});
afterAll(async () => {
  await box.close();
  await t.close();
});

describe('notice, move-out and the deposit', () => {
  it('runs from notice to the refund, with the settlement summed up', async () => {
    const id = await agreedTenancy(t, owner, tenant);
    t.clock.moveTo(noonOn('2026-05-10'));
    await pay(id, '2026-04', '2026-04-05');
    await pay(id, '2026-05', '2026-05-05');
    // A move-out report waits for notice or the end of the term.
    expect((await call(t, owner, 'PUT', `/api/tenancies/${id}/reports/move_out`, REPORT)).statusCode).toBe(409);

    // Thirty days from 10 May would end before the three-month lock-in does.
    const notice = await call(t, tenant, 'POST', `/api/tenancies/${id}/notice`, { note: 'Moving to Pune' });
    expect(notice.json().data).toMatchObject({
      status: 'notice',
      notice: { givenOn: '2026-05-10', lastDay: '2026-06-30', givenBy: { side: 'tenant' } },
    });
    expect((await call(t, owner, 'POST', `/api/tenancies/${id}/notice`, {})).statusCode).toBe(409);
    expect(await bell(owner)).toContain('Notice was given');
    // Deductions wait for the move-out report.
    expect((await call(t, owner, 'POST', `/api/tenancies/${id}/deductions`, { item: 'Paint', reason: 'Marks', amount: 100 })).statusCode).toBe(409);

    t.clock.moveTo(noonOn('2026-07-01'));
    expect((await readTenancy(t, tenant, id)).dues!.map((d) => d.period)).toEqual(['2026-04', '2026-05', '2026-06']);
    await call(t, owner, 'PUT', `/api/tenancies/${id}/reports/move_out`, REPORT);
    const moved = await call(t, tenant, 'POST', `/api/tenancies/${id}/reports/move_out/accept`);
    expect(moved.json().data).toMatchObject({ status: 'moved_out', settlement: { deposit: 60_000, movedOutOn: '2026-07-01' } });

    const bad = await call(t, owner, 'POST', `/api/tenancies/${id}/deductions`, { item: 'Paint', reason: 'Marks', amount: 0 });
    expect(bad.json().errors).toHaveProperty('amount');
    await call(t, owner, 'POST', `/api/tenancies/${id}/deductions`, {
      item: 'Repainting bedroom 1',
      reason: 'Crayon marks on two walls',
      amount: 4_000,
    });
    const second = await call(t, owner, 'POST', `/api/tenancies/${id}/deductions`, {
      item: 'Deep cleaning',
      reason: 'Kitchen left greasy',
      amount: 1_500,
    });
    expect(second.statusCode).toBe(201);
    const [paint, cleaning] = second.json().data.settlement.deductions;
    expect((await call(t, owner, 'POST', `/api/tenancies/${id}/deductions/${paint.id}/answer`, { answer: 'accept' })).statusCode).toBe(403);
    await call(t, tenant, 'POST', `/api/tenancies/${id}/deductions/${paint.id}/answer`, { answer: 'accept' });
    const answered = await call(t, tenant, 'POST', `/api/tenancies/${id}/deductions/${cleaning.id}/answer`, {
      answer: 'dispute',
      note: 'It was cleaned on the last day',
    });
    // June's rent was never paid: it comes off the deposit from the ledger.
    expect(answered.json().data.settlement).toMatchObject({
      unpaidDues: [{ period: '2026-06', amount: 32_000 }],
      agreedDeductions: 36_000,
      disputedDeductions: 1_500,
      refundDue: 24_000,
      refund: null,
    });

    // A month after the move-out with no refund recorded, both sides are reminded, once.
    t.clock.moveTo(noonOn('2026-07-31'));
    await runTenancyReminders(t.database.db, t.clock);
    await runTenancyReminders(t.database.db, t.clock);
    await deliver(t, box);
    expect((await bell(owner)).filter((title) => title === 'Deposit refund pending')).toHaveLength(1);
    expect((await bell(tenant)).filter((title) => title === 'Deposit refund pending')).toHaveLength(1);

    expect(
      (await call(t, tenant, 'POST', `/api/tenancies/${id}/refund`, { amount: 24_000, reference: 'NEFT778899', paidOn: '2026-07-30' })).statusCode,
    ).toBe(403);
    const ended = await call(t, owner, 'POST', `/api/tenancies/${id}/refund`, { amount: 24_000, reference: 'NEFT778899', paidOn: '2026-07-30' });
    expect(ended.json().data).toMatchObject({
      status: 'ended',
      settlement: { refund: { amount: 24_000, reference: 'NEFT778899', paidOn: '2026-07-30' } },
    });
    expect((await call(t, owner, 'POST', `/api/tenancies/${id}/deductions`, { item: 'Late', reason: 'Late', amount: 10 })).statusCode).toBe(409);

    const text = await pdfText((await call(t, tenant, 'GET', `/api/tenancies/${id}/settlement/pdf`)).rawPayload);
    for (const part of [
      'DEPOSIT SETTLEMENT',
      'June 2026',
      'Repainting bedroom 1',
      'disputed: It was cleaned on the last day',
      '₹24,000',
      'NEFT778899',
      'Telangana has not adopted it',
    ]) {
      expect(text).toContain(part);
    }
  });
});

describe('rent reminders', () => {
  it('go three days before, on the day and once overdue, never twice, and not for a due paid meanwhile', async () => {
    t.clock.moveTo(noonOn('2026-03-25'));
    const id = await agreedTenancy(t, owner, tenant);
    t.clock.moveTo(noonOn('2026-04-06'));
    await pay(id, '2026-04', '2026-04-05');
    // The news so far goes out first: what follows is the reminders alone.
    await deliver(t, box);
    const reminders = async () => {
      await runTenancyReminders(t.database.db, t.clock);
      await runTenancyReminders(t.database.db, t.clock);
      return deliver(t, box, await deliveredEmails(t));
    };

    t.clock.moveTo(noonOn('2026-05-02'));
    const threeDays = await reminders();
    t.clock.moveTo(noonOn('2026-05-05'));
    await reminders();
    t.clock.moveTo(noonOn('2026-05-06'));
    await runTenancyReminders(t.database.db, t.clock);
    t.clock.moveTo(noonOn('2026-05-07'));
    await runTenancyReminders(t.database.db, t.clock);
    await deliver(t, box);

    const titles = (await bell(tenant)).filter((title) => title.startsWith('Rent'));
    expect(titles.filter((title) => title === 'Rent due in three days')).toHaveLength(1);
    expect(titles.filter((title) => title === 'Rent due today')).toHaveLength(1);
    expect(titles.filter((title) => title === 'Rent overdue')).toHaveLength(1);
    expect(threeDays.map((d) => d.mail.subject)).toEqual(['Rent due in three days: your home on Gruha']);
    expect(recipients(threeDays)).toEqual([expect.stringContaining(tenant.username)]);
    const keys = (await t.database.db.select({ key: outbox.dedupeKey }).from(outbox).where(eq(outbox.kind, 'tenancy-reminder'))).map((r) => r.key);
    expect(keys.filter((key) => key?.startsWith(`tenancy-reminder:${id}:`)).sort()).toEqual([
      `tenancy-reminder:${id}:2026-05:before`,
      `tenancy-reminder:${id}:2026-05:day`,
      `tenancy-reminder:${id}:2026-05:overdue`,
    ]);

    // June: asked for overdue, but paid before the reminder went out.
    t.clock.moveTo(noonOn('2026-06-06'));
    await runTenancyReminders(t.database.db, t.clock);
    await pay(id, '2026-06', '2026-06-05');
    await deliver(t, box);
    expect((await bell(tenant)).filter((title) => title === 'Rent overdue')).toHaveLength(1);
  });
});
