// Rows as the API answers them: every actor named with their side, times as ISO instants.
import {
  ZConditionReportRequest,
  type TConditionReport,
  type TNotice,
  type TRepair,
  type TSettlement,
  type TTenancySide,
  type TTermVersion,
} from '#shared/contracts/tenancy.ts';
import type { DueLine } from '#shared/tenancy/due-schedule.ts';
import { settlementSums } from '#shared/tenancy/settlement.ts';
import type {
  DeductionRow,
  NoticeRow,
  PaymentRow,
  RepairEventRow,
  RepairRow,
  ReportEventRow,
  ReportRow,
  TenancyRow,
  TermEventRow,
  TermVersionRow,
} from './queries.ts';
import { termsOf } from './terms-versions.ts';

export type Names = Map<number, string>;
const actor = (names: Names, userId: number, side: TTenancySide) => ({ userId, name: names.get(userId) ?? 'Former member', side });

export function presentVersion(version: TermVersionRow, events: TermEventRow[], names: Names): TTermVersion {
  const own = events.filter((e) => e.versionId === version.id);
  return {
    id: version.id,
    number: version.number,
    text: version.text,
    terms: termsOf(version),
    proposedBy: actor(names, version.proposedBy, version.proposedSide),
    proposedAt: version.proposedAt.toISOString(),
    status: version.status,
    acceptances: own.filter((e) => e.kind === 'accepted').map((e) => ({ ...actor(names, e.userId, e.side), acceptedAt: e.at.toISOString() })),
    changeRequests: own
      .filter((e) => e.kind === 'changes_requested')
      .map((e) => ({ ...actor(names, e.userId, e.side), note: e.note ?? '', requestedAt: e.at.toISOString() })),
    fingerprint: version.fingerprint,
    isLocked: version.lockedAt !== null,
  };
}

export function presentReport(report: ReportRow, events: ReportEventRow[], names: Names): TConditionReport {
  const content = ZConditionReportRequest.parse(report.content);
  const own = events.filter((e) => e.reportId === report.id);
  return {
    kind: report.kind,
    ...content,
    preparedBy: actor(names, report.preparedBy, report.preparedSide),
    updatedAt: report.updatedAt.toISOString(),
    acceptances: own.filter((e) => e.kind === 'accepted').map((e) => ({ ...actor(names, e.userId, e.side), acceptedAt: e.at.toISOString() })),
    sideNotes: own
      .filter((e) => e.kind === 'note')
      .map((e) => ({ ...actor(names, e.userId, e.side), note: e.note ?? '', photos: e.photos as string[], addedAt: e.at.toISOString() })),
    isLocked: report.lockedAt !== null,
  };
}

export function presentRepair(repair: RepairRow, events: RepairEventRow[], names: Names): TRepair {
  const history = events.filter((e) => e.repairId === repair.id);
  return {
    id: repair.id,
    category: repair.category as TRepair['category'],
    description: repair.description,
    photos: repair.photos as string[],
    status: repair.status,
    visitOn: repair.visitOn,
    raisedBy: actor(names, repair.raisedBy, 'tenant'),
    createdAt: repair.createdAt.toISOString(),
    history: history.map((e) => ({ ...actor(names, e.userId, e.side), status: e.status, note: e.note, at: e.at.toISOString() })),
  };
}

export const presentNotice = (notice: NoticeRow, names: Names): TNotice => ({
  givenBy: actor(names, notice.givenBy, notice.givenSide),
  givenOn: notice.givenOn,
  lastDay: notice.lastDay,
  note: notice.note,
});

/** Unpaid dues up to the move-out come from the ledger; the owner's deductions follow. */
export function presentSettlement(
  row: TenancyRow,
  deposit: number,
  schedule: DueLine[],
  payments: PaymentRow[],
  deductions: DeductionRow[],
): TSettlement {
  const paid = new Set(payments.map((p) => p.period));
  const until = row.movedOutOn ?? '9999-12-31';
  const unpaidDues = schedule
    .filter((line) => !paid.has(line.period) && line.dueOn <= until)
    .map((line) => ({ period: line.period, label: line.label, amount: line.amountPayable }));
  const items = deductions.map((d) => ({ id: d.id, item: d.item, reason: d.reason, amount: d.amount, answer: d.answer, tenantNote: d.tenantNote }));
  return {
    deposit,
    unpaidDues,
    deductions: items,
    ...settlementSums({ deposit, unpaidDues, deductions: items }),
    refund:
      row.refundAmount !== null && row.refundReference && row.refundPaidOn
        ? { amount: row.refundAmount, reference: row.refundReference, paidOn: row.refundPaidOn }
        : null,
    movedOutOn: row.movedOutOn,
  };
}
