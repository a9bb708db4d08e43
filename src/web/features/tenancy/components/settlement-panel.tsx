// The deposit's settlement: unpaid dues from the ledger and the owner's deductions item by item, the
// tenant's answers, the sums, the refund with its reference, and the settlement PDF.
import { formatDate } from '#shared/format-date.ts';
import { formatRupees } from '#shared/money.ts';
import { TENANCY_PATHS, type TSettlement, type TTenancy } from '#shared/contracts/tenancy.ts';
import { MODEL_TENANCY_ACT } from '#shared/tenancy/legal-rules.ts';
import { sideOf } from '../lib/viewer.ts';
import { DeductionForm, RefundForm } from './settlement-forms.tsx';
import { DeductionRow } from './deduction-row.tsx';
import { LegalNote } from './legal-note.tsx';
import { PdfLink } from './pdf-link.tsx';
import styles from './tenancy.module.css';

export function SettlementPanel({ tenancy, settlement }: { tenancy: TTenancy; settlement: TSettlement }) {
  const side = sideOf(tenancy);
  const sums: [string, number][] = [
    ['Deposit', settlement.deposit],
    ['Agreed deductions', settlement.agreedDeductions],
    ['Disputed', settlement.disputedDeductions],
    ['Refund due', settlement.refundDue],
  ];
  return (
    <div className={`card ${styles.panel}`}>
      <div className={styles.head}>
        <h3>Deposit and deductions</h3>
        <PdfLink href={TENANCY_PATHS.settlementPdf(tenancy.id)} fileName={`tenancy-${tenancy.id}-settlement.pdf`}>
          Settlement PDF
        </PdfLink>
      </div>
      <LegalNote rule={MODEL_TENANCY_ACT} />
      {settlement.unpaidDues.length > 0 && (
        <p>Unpaid dues from the ledger: {settlement.unpaidDues.map((due) => `${due.label} ${formatRupees(due.amount)}`).join(', ')}</p>
      )}
      {settlement.deductions.length === 0 ? (
        <p className={styles.muted}>No deductions proposed{side === 'owner' ? '' : ' by the owner'}.</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Deductions">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Reason</th>
                <th scope="col" className={styles.num}>
                  Amount
                </th>
                <th scope="col">Tenant&apos;s answer</th>
              </tr>
            </thead>
            <tbody>
              {settlement.deductions.map((deduction) => (
                <DeductionRow key={deduction.id} tenancyId={tenancy.id} deduction={deduction} isTenant={side === 'tenant'} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className={styles.facts}>
        {sums.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
      {settlement.refund ? (
        <p className="banner banner-success" role="status">
          Refund of {formatRupees(settlement.refund.amount)} paid on {formatDate(settlement.refund.paidOn)}, reference {settlement.refund.reference}.
        </p>
      ) : (
        <p className={styles.muted}>Refund not recorded yet.</p>
      )}
      {side === 'owner' && tenancy.status === 'moved_out' && (
        <>
          <DeductionForm tenancyId={tenancy.id} />
          <RefundForm tenancyId={tenancy.id} refundDue={settlement.refundDue} />
        </>
      )}
    </div>
  );
}
