// Rent paid: the tenant marks a due paid by UPI (with its UTR) or in cash; the owner confirms the money
// arrived, which makes the receipt. The amounts are kept as they stood when marked.
import type { ZMarkPaidRequest } from '#shared/contracts/tenancy.ts';
import { formatRupees } from '#shared/money.ts';
import { periodLabel } from '#shared/tenancy/calendar.ts';
import { receiptNumber } from '#shared/tenancy/receipt-rules.ts';
import type { z } from '#shared/zod.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import { assertRunning, assertSide, findTenancyAccess } from './access.ts';
import { scheduleOf } from './ledger.ts';
import { confirmPaymentRow, findNotice, insertPayment, listPayments, listTermVersions } from './queries.ts';
import { tellOtherSide } from './tell-other-side.ts';

type Target = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number; period: string };

export async function markPaid({ db, clock, viewer, tenancyId, period, payment }: Target & { payment: z.output<typeof ZMarkPaidRequest> }) {
  const today = todayBy(clock);
  if (payment.paidOn > today) throw badRequest('The payment date cannot be in the future', { paidOn: 'The payment date cannot be in the future' });
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertSide(access, 'tenant');
    if (access.row.status === 'invited' || access.row.status === 'declined') assertRunning(access);
    const { versions } = await listTermVersions(tx, tenancyId);
    const schedule = scheduleOf(versions, await findNotice(tx, tenancyId));
    const payments = await listPayments(tx, tenancyId);
    const line = schedule.find((l) => l.period === period);
    // The next due may be paid ahead; nothing further.
    const nextAhead = schedule.find((l) => l.dueOn > today && !payments.some((p) => p.period === l.period));
    if (!line || (line.dueOn > today && line !== nextAhead)) throw notFound('No rent is due for this month');
    if (payments.some((p) => p.period === period)) throw conflict('This month is already marked paid');
    await insertPayment(tx, {
      tenancyId,
      period,
      rent: line.rent,
      maintenance: line.maintenance,
      tds: line.tds,
      amountPayable: line.amountPayable,
      status: 'marked_paid',
      mode: payment.mode,
      reference: payment.mode === 'upi' ? (payment.reference ?? null) : null,
      paidOn: payment.paidOn,
      markedBy: viewer.id,
      markedAt: clock.now(),
      receiptNumber: receiptNumber(tenancyId, period),
    });
    await tellOtherSide(tx, access.row, 'tenant', {
      title: 'Rent marked as paid',
      body: `The rent for ${line.label} (${formatRupees(line.amountPayable)}) is marked paid ${payment.mode === 'upi' ? 'by UPI' : 'in cash'}. Confirm it when you have received it.`,
    });
  });
}

export async function confirmPayment({ db, clock, viewer, tenancyId, period }: Target) {
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertSide(access, 'owner');
    const payment = (await listPayments(tx, tenancyId)).find((p) => p.period === period);
    if (!payment) throw notFound('This month is not marked paid');
    if (payment.status === 'confirmed') throw conflict('This payment is already confirmed');
    await confirmPaymentRow(tx, tenancyId, period, clock.now());
    await tellOtherSide(tx, access.row, 'owner', {
      title: 'Rent received',
      body: `The owner confirmed the rent for ${periodLabel(period)}. Your receipt is ready.`,
      facts: [['Receipt', payment.receiptNumber]],
    });
  });
}
