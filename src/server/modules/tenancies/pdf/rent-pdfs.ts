// The rent receipt and the yearly statement. A receipt carries what an employer asks for HRA: number,
// tenant, owner, address, period, amount in figures and words, mode and reference, the owner's PAN once
// the year's rent passes the threshold (or the owner's declaration of none), TDS when deducted, and a
// box for the revenue stamp on cash above the stamp limit. Each rule is quoted from legal-rules.ts.
import type { TDue, TYearlyStatement } from '#shared/contracts/tenancy.ts';
import { formatLongDate } from '#shared/format-date.ts';
import { formatRupees } from '#shared/money.ts';
import { rupeesInWords } from '#shared/money-words.ts';
import { PAN_FOR_HRA, REVENUE_STAMP, TDS_ON_RENT } from '#shared/tenancy/legal-rules.ts';
import { NO_PAN_DECLARATION, needsRevenueStamp } from '#shared/tenancy/receipt-rules.ts';
import type { ReceiptFacts } from '../statement.ts';
import { createPdf, MUTED } from './pdf-writer.ts';

const day = (date: string) => formatLongDate(date) ?? date;
const modeText = (due: TDue) => (due.mode === 'upi' ? `UPI, reference (UTR) ${due.reference ?? ''}` : 'Cash');

export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const { due } = facts;
  const received = due.amountPayable;
  const pan = facts.isPanRequired ? (facts.ownerPan ?? (facts.ownerHasNoPan ? NO_PAN_DECLARATION : 'Not given by the owner')) : null;
  const texts = [facts.tenantName, facts.ownerName, facts.address];
  const w = await createPdf(`Rent receipt ${due.receiptNumber ?? ''}`, texts);
  w.text('RENT RECEIPT', { bold: true, size: 16, gapAfter: 2 });
  w.text(`Receipt No. ${due.receiptNumber ?? ''}`, { size: 9, color: MUTED, gapAfter: 10 });
  w.text(
    `Received from ${facts.tenantName} the sum of ${formatRupees(received)} (${rupeesInWords(received)}) towards the rent of the home at ${facts.address} for ${due.label}.`,
    { gapAfter: 10 },
  );
  w.facts([
    ['Receipt number', due.receiptNumber ?? ''],
    ['Tenant', facts.tenantName],
    ['Owner', facts.ownerName],
    ['Address', facts.address],
    ['Period', `${due.label} (${day(due.from)} to ${day(due.to)})`],
    ['Rent', formatRupees(due.rent)],
    ...(due.maintenance > 0 ? [['Maintenance', formatRupees(due.maintenance)] as [string, string]] : []),
    ...(due.tds > 0 ? [['TDS deducted (s.194-IB)', formatRupees(due.tds)] as [string, string]] : []),
    ['Amount received', `${formatRupees(received)} (${rupeesInWords(received)})`],
    ['Mode', modeText(due)],
    ['Paid on', due.paidOn ? day(due.paidOn) : ''],
    ['Confirmed by the owner on', day(facts.confirmedOn)],
    ...(pan ? [["Owner's PAN", pan] as [string, string]] : []),
  ]);
  if (due.tds > 0)
    w.text(`The tenant deducted TDS of ${formatRupees(due.tds)} on the rent and pays it to the government (Form 26QC). ${TDS_ON_RENT.law}`, {
      size: 8.5,
      color: MUTED,
    });
  if (pan) w.text(`${PAN_FOR_HRA.statement} Source: ${PAN_FOR_HRA.source}`, { size: 8.5, color: MUTED });
  if (due.mode && needsRevenueStamp(due.mode, received)) {
    w.gap(6);
    w.text(`${REVENUE_STAMP.statement} (${REVENUE_STAMP.law})`, { size: 8.5, color: MUTED });
    w.box(`Revenue stamp ₹${REVENUE_STAMP.stampRupees}`, 70);
  }
  w.gap(24);
  w.text("Owner's signature: ______________________", { gapAfter: 2 });
  w.text(facts.ownerName, { size: 9, color: MUTED, gapAfter: 12 });
  w.text('Gruha records payments the two sides marked and confirmed; it moves no money.', { size: 8, color: MUTED });
  return w.save();
}

export async function statementPdf(statement: TYearlyStatement): Promise<Uint8Array> {
  const texts = [statement.tenantName, statement.ownerName, statement.address];
  const w = await createPdf(`Rent statement ${statement.financialYear}`, texts);
  w.text(`RENT STATEMENT ${statement.financialYear}`, { bold: true, size: 16, gapAfter: 2 });
  w.text(`${day(statement.from)} to ${day(statement.to)}, for house rent allowance (HRA)`, { size: 9, color: MUTED, gapAfter: 10 });
  const pan = statement.isPanRequired ? (statement.ownerPan ?? (statement.ownerHasNoPan ? NO_PAN_DECLARATION : 'Not given by the owner')) : null;
  w.facts([
    ['Tenant', statement.tenantName],
    ['Owner', statement.ownerName],
    ['Address', statement.address],
    ...(pan ? [["Owner's PAN", pan] as [string, string]] : []),
  ]);
  w.table(
    ['Month', 'Rent', 'Maintenance', 'TDS', 'Paid', 'Status', 'Receipt'],
    statement.rows.map((due) => [
      due.label,
      formatRupees(due.rent),
      formatRupees(due.maintenance),
      formatRupees(due.tds),
      due.status === 'confirmed' || due.status === 'marked_paid' ? formatRupees(due.amountPayable) : '-',
      due.status.replace('_', ' '),
      due.receiptNumber ?? '',
    ]),
    [0.19, 0.13, 0.14, 0.1, 0.13, 0.14, 0.17],
  );
  w.facts([
    ['Total rent', formatRupees(statement.totals.rent)],
    ['Total maintenance', formatRupees(statement.totals.maintenance)],
    ['Total TDS', formatRupees(statement.totals.tds)],
    ['Total paid', formatRupees(statement.totals.paid)],
  ]);
  w.text(`${TDS_ON_RENT.statement} ${PAN_FOR_HRA.statement}`, { size: 8, color: MUTED });
  return w.save();
}
