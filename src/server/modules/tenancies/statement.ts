// The yearly statement for HRA (April to March) and a single receipt's facts: the dues of the year
// with their payments, the totals (TDS among them), and the owner's PAN once the year's rent passes
// the threshold, or the owner's declaration of none.
import type { TDue, TYearlyStatement } from '#shared/contracts/tenancy.ts';
import { indiaDateOf } from '#shared/india-date.ts';
import { financialYearLabel, financialYearOf, financialYearRange } from '#shared/tenancy/calendar.ts';
import { yearRent } from '#shared/tenancy/due-schedule.ts';
import { isPanRequired, maskPan } from '#shared/tenancy/receipt-rules.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import { assertParty, findTenancyAccess, type TenancyAccess } from './access.ts';
import { dueOf, scheduleOf } from './ledger.ts';
import { openOwnerPan } from './payee-and-report.ts';
import { findNotice, listPayments, listTermVersions, namesOf } from './queries.ts';

type Options = { db: Db; keys: DataKeyRing; clock: Clock; viewer: Viewer; tenancyId: number };

export type ReceiptFacts = {
  due: TDue;
  tenantName: string;
  ownerName: string;
  address: string;
  /** Shown when the year's rent passes the threshold. */
  ownerPan: string | null;
  ownerHasNoPan: boolean;
  isPanRequired: boolean;
  confirmedOn: string;
};

async function ledgerFor(db: Db, keys: DataKeyRing, clock: Clock, access: TenancyAccess) {
  const { row } = access;
  const [{ versions }, notice, payments, names] = await Promise.all([
    listTermVersions(db, row.id),
    findNotice(db, row.id),
    listPayments(db, row.id),
    namesOf(db, [row.ownerId, row.tenantId]),
  ]);
  const schedule = scheduleOf(versions, notice);
  const today = todayBy(clock);
  const dues = schedule.map((line) =>
    dueOf(
      line,
      payments.find((p) => p.period === line.period),
      today,
      row,
    ),
  );
  const panFor = (year: number) => {
    const isRequired = isPanRequired(yearRent(schedule, year));
    return { isPanRequired: isRequired, ownerPan: isRequired ? openOwnerPan(keys, row) : null, ownerHasNoPan: row.ownerHasNoPan };
  };
  return {
    dues,
    panFor,
    tenantName: names.get(row.tenantId ?? 0) ?? '',
    ownerName: names.get(row.ownerId ?? 0) ?? '',
    address: row.address,
  };
}

export async function readStatement({ year, ...options }: Options & { year: number }): Promise<TYearlyStatement> {
  const access = await findTenancyAccess(options.db, options.viewer, options.tenancyId);
  assertParty(access);
  const ledger = await ledgerFor(options.db, options.keys, options.clock, access);
  const range = financialYearRange(year);
  const rows = ledger.dues.filter((due) => financialYearOf(due.from) === year);
  const paid = rows.filter((due) => due.status === 'confirmed' || due.status === 'marked_paid');
  const sum = (list: TDue[], pick: (due: TDue) => number) => list.reduce((total, due) => total + pick(due), 0);
  return {
    financialYear: financialYearLabel(year),
    ...range,
    tenantName: ledger.tenantName,
    ownerName: ledger.ownerName,
    address: ledger.address,
    ...ledger.panFor(year),
    rows,
    totals: {
      rent: sum(rows, (d) => d.rent),
      maintenance: sum(rows, (d) => d.maintenance),
      tds: sum(rows, (d) => d.tds),
      paid: sum(paid, (d) => d.amountPayable),
    },
  };
}

/** The statement as a screen shows it: the PAN masked, whole only in the PDF the parties print. */
export const maskStatementPan = (statement: TYearlyStatement): TYearlyStatement => ({
  ...statement,
  ownerPan: statement.ownerPan === null ? null : maskPan(statement.ownerPan),
});

/** A confirmed payment's receipt facts; a month not confirmed has no receipt. */
export async function readReceipt({ period, ...options }: Options & { period: string }): Promise<ReceiptFacts> {
  const access = await findTenancyAccess(options.db, options.viewer, options.tenancyId);
  assertParty(access);
  const ledger = await ledgerFor(options.db, options.keys, options.clock, access);
  const due = ledger.dues.find((d) => d.period === period);
  if (!due || due.status !== 'confirmed' || !due.confirmedAt)
    throw notFound('There is no receipt for this month: the owner has not confirmed the payment');
  return {
    due,
    tenantName: ledger.tenantName,
    ownerName: ledger.ownerName,
    address: ledger.address,
    ...ledger.panFor(financialYearOf(due.from)),
    confirmedOn: indiaDateOf(new Date(due.confirmedAt)),
  };
}
