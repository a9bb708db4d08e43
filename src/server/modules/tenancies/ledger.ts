// The rent ledger as a day sees it: the dues the agreed terms draw up to that day (and the next one),
// each with its payment if recorded. Nothing here is stored: a due turns overdue when the clock's date
// passes its day.
import type { TDue, TTenancyTerms } from '#shared/contracts/tenancy.ts';
import { dueSchedule, type DueLine } from '#shared/tenancy/due-schedule.ts';
import { dueStatusOn } from '#shared/tenancy/due-status.ts';
import { upiPayLink } from '#shared/tenancy/upi-link.ts';
import type { NoticeRow, PaymentRow, TenancyRow, TermVersionRow } from './queries.ts';
import { termsOf } from './terms-versions.ts';

/**
 * Every due of the agreed versions: each locked version draws its own months; where a renewal begins
 * mid-month both part months add up.
 */
export function scheduleOf(versions: TermVersionRow[], notice: Pick<NoticeRow, 'lastDay'> | undefined): DueLine[] {
  const byPeriod = new Map<string, DueLine>();
  for (const version of versions.filter((v) => v.lockedAt).sort((a, b) => a.number - b.number)) {
    const terms = termsOf(version);
    for (const line of dueSchedule(terms, notice?.lastDay ?? terms.endDate)) {
      if (notice && line.from > notice.lastDay) continue;
      const before = byPeriod.get(line.period);
      byPeriod.set(
        line.period,
        before && before.to < line.from
          ? {
              ...before,
              to: line.to,
              rent: before.rent + line.rent,
              maintenance: before.maintenance + line.maintenance,
              tds: before.tds + line.tds,
              amountPayable: before.amountPayable + line.amountPayable,
            }
          : line,
      );
    }
  }
  return [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
}

/** The agreed terms in force (the latest locked version), or null before any is agreed. */
export function agreedTerms(versions: TermVersionRow[]): TTenancyTerms | null {
  const locked = versions.filter((v) => v.lockedAt).sort((a, b) => b.number - a.number)[0];
  return locked ? termsOf(locked) : null;
}

export function dueOf(line: DueLine, payment: PaymentRow | undefined, today: string, row: Pick<TenancyRow, 'payeeUpiId' | 'payeeName'>): TDue {
  const status = dueStatusOn(line.dueOn, payment?.status ?? null, today);
  const amounts = payment
    ? { rent: payment.rent, maintenance: payment.maintenance, tds: payment.tds, amountPayable: payment.amountPayable }
    : { rent: line.rent, maintenance: line.maintenance, tds: line.tds, amountPayable: line.amountPayable };
  return {
    period: line.period,
    label: line.label,
    from: line.from,
    to: line.to,
    dueOn: line.dueOn,
    ...amounts,
    status,
    mode: payment?.mode ?? null,
    reference: payment?.reference ?? null,
    paidOn: payment?.paidOn ?? null,
    confirmedAt: payment?.confirmedAt?.toISOString() ?? null,
    receiptNumber: payment?.status === 'confirmed' ? payment.receiptNumber : null,
    upiLink:
      !payment && row.payeeUpiId && row.payeeName
        ? upiPayLink({ upiId: row.payeeUpiId, payeeName: row.payeeName, amount: amounts.amountPayable, note: `Rent ${line.label}` })
        : null,
  };
}

/** The dues to show on a day: every one due by then or paid, and the next one coming. */
export function visibleDues(schedule: DueLine[], payments: PaymentRow[], today: string, row: Pick<TenancyRow, 'payeeUpiId' | 'payeeName'>): TDue[] {
  const paid = new Map(payments.map((p) => [p.period, p]));
  const firstAhead = schedule.find((line) => line.dueOn > today && !paid.has(line.period));
  return schedule
    .filter((line) => line.dueOn <= today || paid.has(line.period) || line === firstAhead)
    .map((line) => dueOf(line, paid.get(line.period), today, row));
}
