// The agreed terms (who accepted when, with the version's fingerprint), the move-in or move-out report
// room by room, and the deposit's settlement.
import type { TConditionReport, TSettlement, TTermVersion } from '#shared/contracts/tenancy.ts';
import { formatLongDate } from '#shared/format-date.ts';
import { indiaDateOf, indiaTimeOf } from '#shared/india-date.ts';
import { formatRupees } from '#shared/money.ts';
import { MODEL_TENANCY_ACT, TERMS_RECORD } from '#shared/tenancy/legal-rules.ts';
import { createPdf, MUTED } from './pdf-writer.ts';

const day = (date: string) => formatLongDate(date) ?? date;
const instant = (iso: string) => {
  const at = new Date(iso);
  const [h, m] = indiaTimeOf(at);
  return `${day(indiaDateOf(at))}, ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')} IST`;
};

type Header = { address: string; ownerName: string; tenantName: string };

export async function termsPdf(version: TTermVersion, header: Header): Promise<Uint8Array> {
  const w = await createPdf(`Agreed terms, version ${version.number}`, [version.text, header.address, header.ownerName, header.tenantName]);
  w.text('RENTAL AGREEMENT: TERMS AGREED ON GRUHA', { bold: true, size: 14, gapAfter: 2 });
  w.text(`Version ${version.number} · ${header.address}`, { size: 9, color: MUTED, gapAfter: 10 });
  w.text(version.text, { gapAfter: 12 });
  w.rule();
  w.text('Acceptances', { bold: true, gapAfter: 4 });
  w.facts(version.acceptances.map((a) => [`${a.side === 'owner' ? 'Owner' : 'Tenant'}: ${a.name}`, `accepted ${instant(a.acceptedAt)}`]));
  w.facts([['Fingerprint (SHA-256)', version.fingerprint]]);
  w.text(version.isLocked ? 'Both sides accepted this version: it is locked.' : 'This version is not yet accepted by both sides.', { bold: true });
  w.text(TERMS_RECORD.statement, { size: 8.5, color: MUTED });
  return w.save();
}

const CONDITIONS: Record<string, string> = { good: 'Good', fair: 'Fair', damaged: 'Damaged', missing: 'Missing', not_working: 'Not working' };

export async function reportPdf(report: TConditionReport, header: Header): Promise<Uint8Array> {
  const title = report.kind === 'move_in' ? 'MOVE-IN REPORT' : 'MOVE-OUT REPORT';
  const texts = [
    header.address,
    report.notes,
    ...report.rooms.flatMap((r) => [r.name, ...r.items.flatMap((i) => [i.name, i.note])]),
    ...report.sideNotes.map((n) => n.note),
  ];
  const w = await createPdf(title, texts);
  w.text(title, { bold: true, size: 16, gapAfter: 2 });
  w.text(`${header.address} · Owner ${header.ownerName} · Tenant ${header.tenantName}`, { size: 9, color: MUTED, gapAfter: 10 });
  for (const room of report.rooms) {
    w.text(room.name, { bold: true, gapAfter: 2 });
    w.table(
      ['Fitting', 'Condition', 'Note', 'Photos'],
      room.items.map((item) => [item.name, CONDITIONS[item.condition] ?? item.condition, item.note, String(item.photos.length)]),
      [0.3, 0.15, 0.45, 0.1],
    );
  }
  w.facts([
    ['Keys handed over', report.keys.map((k) => `${k.label} × ${k.count}`).join(', ') || 'None recorded'],
    ['Electricity meter', report.meters.electricity || 'Not recorded'],
    ['Water meter', report.meters.water || 'Not recorded'],
    ...(report.notes ? [['Notes', report.notes] as [string, string]] : []),
  ]);
  for (const note of report.sideNotes) w.text(`Note by the ${note.side} (${note.name}, ${instant(note.addedAt)}): ${note.note}`, { size: 9 });
  w.rule();
  w.facts(report.acceptances.map((a) => [`${a.side === 'owner' ? 'Owner' : 'Tenant'}: ${a.name}`, `accepted ${instant(a.acceptedAt)}`]));
  w.text(report.isLocked ? 'Both sides accepted this report: it is locked.' : 'Not yet accepted by both sides.', { bold: true });
  return w.save();
}

export async function settlementPdf(settlement: TSettlement, header: Header): Promise<Uint8Array> {
  const w = await createPdf('Deposit settlement', [
    header.address,
    header.ownerName,
    header.tenantName,
    ...settlement.deductions.flatMap((d) => [d.item, d.reason]),
  ]);
  w.text('DEPOSIT SETTLEMENT', { bold: true, size: 16, gapAfter: 2 });
  w.text(`${header.address} · Owner ${header.ownerName} · Tenant ${header.tenantName}`, { size: 9, color: MUTED, gapAfter: 10 });
  w.facts([
    ['Security deposit', formatRupees(settlement.deposit)],
    ['Moved out on', settlement.movedOutOn ? day(settlement.movedOutOn) : 'Not recorded'],
  ]);
  if (settlement.unpaidDues.length > 0) {
    w.text('Unpaid rent from the ledger', { bold: true, gapAfter: 2 });
    w.table(
      ['Month', 'Amount'],
      settlement.unpaidDues.map((d) => [d.label, formatRupees(d.amount)]),
      [0.6, 0.4],
    );
  }
  w.text('Deductions', { bold: true, gapAfter: 2 });
  w.table(
    ['Item', 'Reason', 'Amount', "Tenant's answer"],
    settlement.deductions.map((d) => [d.item, d.reason, formatRupees(d.amount), d.answer + (d.tenantNote ? `: ${d.tenantNote}` : '')]),
    [0.22, 0.38, 0.14, 0.26],
  );
  w.facts([
    ['Agreed deductions', formatRupees(settlement.agreedDeductions)],
    ['Disputed deductions', formatRupees(settlement.disputedDeductions)],
    ['Refund due', formatRupees(settlement.refundDue)],
    [
      'Refund paid',
      settlement.refund
        ? `${formatRupees(settlement.refund.amount)} on ${day(settlement.refund.paidOn)}, reference ${settlement.refund.reference}`
        : 'Not yet recorded',
    ],
  ]);
  w.text(MODEL_TENANCY_ACT.statement, { size: 8, color: MUTED });
  return w.save();
}
