// The end of a tenancy: notice from either side (its last day from the notice period and lock-in),
// then, after the move-out report, the owner's deductions item by item, the tenant's answer to each,
// and the refund as paid.
import type { ZDeductionAnswerRequest, ZProposeDeductionRequest, ZRecordRefundRequest } from '#shared/contracts/tenancy.ts';
import { formatLongDate } from '#shared/format-date.ts';
import { formatRupees } from '#shared/money.ts';
import { noticeLastDay } from '#shared/tenancy/notice.ts';
import type { z } from '#shared/zod.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import { assertParty, assertSide, findTenancyAccess, type TenancyAccess } from './access.ts';
import { agreedTerms } from './ledger.ts';
import { answerDeductionRow, findNotice, insertDeduction, insertNotice, listTermVersions, updateTenancy } from './queries.ts';
import { tellOtherSide } from './tell-other-side.ts';

type Target = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number };

export async function giveNotice({ db, clock, viewer, tenancyId, note }: Target & { note: string | null | undefined }) {
  const givenOn = todayBy(clock);
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertParty(access);
    if (access.row.status !== 'active')
      throw conflict(access.row.status === 'notice' ? 'Notice has already been given' : 'Only a running tenancy takes notice');
    if (await findNotice(tx, tenancyId)) throw conflict('Notice has already been given');
    const terms = agreedTerms((await listTermVersions(tx, tenancyId)).versions);
    if (!terms) throw conflict('Agree the terms first: the notice period comes from them');
    const lastDay = noticeLastDay(terms, givenOn);
    await insertNotice(tx, { tenancyId, givenBy: viewer.id, givenSide: access.role, givenOn, lastDay, note: note ?? null });
    await updateTenancy(tx, tenancyId, { status: 'notice' });
    await tellOtherSide(tx, access.row, access.role, {
      title: 'Notice was given',
      body: `The ${access.role} gave notice on ${formatLongDate(givenOn) ?? givenOn}. The last day is ${formatLongDate(lastDay) ?? lastDay}.`,
    });
  });
}

function assertSettling(access: TenancyAccess) {
  if (access.row.status === 'ended') throw conflict('The refund is recorded: the settlement is closed');
  if (access.row.status !== 'moved_out') throw conflict('Deductions follow the move-out report, once both sides accepted it');
}

export async function proposeDeduction({
  db,
  clock,
  viewer,
  tenancyId,
  deduction,
}: Target & { deduction: z.output<typeof ZProposeDeductionRequest> }) {
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertSide(access, 'owner');
    assertSettling(access);
    await insertDeduction(tx, { tenancyId, ...deduction, createdAt: clock.now() });
    await tellOtherSide(tx, access.row, 'owner', {
      title: 'A deduction from the deposit was proposed',
      body: `The owner proposes to deduct ${formatRupees(deduction.amount)}. Accept or dispute it on the tenancy page.`,
    });
  });
}

export async function answerDeduction({
  db,
  clock,
  viewer,
  tenancyId,
  deductionId,
  answer,
}: Target & { deductionId: number; answer: z.output<typeof ZDeductionAnswerRequest> }) {
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertSide(access, 'tenant');
    assertSettling(access);
    const changed = await answerDeductionRow(tx, tenancyId, deductionId, {
      answer: answer.answer === 'accept' ? 'accepted' : 'disputed',
      tenantNote: answer.note ?? null,
      answeredAt: clock.now(),
    });
    if (changed === 0) throw notFound('Deduction not found');
    await tellOtherSide(tx, access.row, 'tenant', {
      title: answer.answer === 'accept' ? 'A deduction was accepted' : 'A deduction was disputed',
      body: answer.answer === 'accept' ? 'The tenant accepted a deduction from the deposit.' : 'The tenant disputes a deduction from the deposit.',
    });
  });
}

export async function recordRefund({ db, clock, viewer, tenancyId, refund }: Target & { refund: z.output<typeof ZRecordRefundRequest> }) {
  if (refund.paidOn > todayBy(clock))
    throw badRequest('The refund date cannot be in the future', { paidOn: 'The refund date cannot be in the future' });
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertSide(access, 'owner');
    assertSettling(access);
    await updateTenancy(tx, tenancyId, {
      status: 'ended',
      refundAmount: refund.amount,
      refundReference: refund.reference,
      refundPaidOn: refund.paidOn,
    });
    await tellOtherSide(tx, access.row, 'owner', {
      title: 'Deposit refund recorded',
      body: `The owner recorded a refund of ${formatRupees(refund.amount)} paid on ${formatLongDate(refund.paidOn) ?? refund.paidOn}. The settlement PDF sums it up.`,
    });
  });
}
