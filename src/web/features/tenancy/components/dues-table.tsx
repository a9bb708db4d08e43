// The rent ledger: every due drawn from the terms with rent, maintenance, TDS and the amount paid to
// the owner, its state, the owner's confirmation and each confirmed month's receipt.
import { formatDate } from '#shared/format-date.ts';
import { formatRupees } from '#shared/money.ts';
import { TENANCY_MESSAGES, TENANCY_PATHS, type TDue } from '#shared/contracts/tenancy.ts';
import { useNotify } from '#web/components/toast.tsx';
import { useConfirmPaid } from '../api/tenancy-writes.ts';
import { DUE_STATUS_LABELS } from '../lib/tenancy-labels.ts';
import { PdfLink } from './pdf-link.tsx';
import styles from './tenancy.module.css';

export function DuesTable({ tenancyId, dues, isOwner }: { tenancyId: number; dues: TDue[]; isOwner: boolean }) {
  const confirm = useConfirmPaid(tenancyId);
  const notify = useNotify();
  const showsTds = dues.some((due) => due.tds > 0);
  const showsMaintenance = dues.some((due) => due.maintenance > 0);
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Rent dues">
      <table className={`${styles.table} ${styles.stacked}`}>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Due on</th>
            <th scope="col" className={styles.num}>
              Rent
            </th>
            {showsMaintenance && (
              <th scope="col" className={styles.num}>
                Maintenance
              </th>
            )}
            {showsTds && (
              <th scope="col" className={styles.num}>
                TDS
              </th>
            )}
            <th scope="col" className={styles.num}>
              Amount
            </th>
            <th scope="col">State</th>
            <th scope="col">Receipt</th>
          </tr>
        </thead>
        <tbody>
          {dues.map((due) => (
            <tr key={due.period}>
              <th scope="row">{due.label}</th>
              <td data-label="Due on">{formatDate(due.dueOn)}</td>
              <td className={styles.num} data-label="Rent">
                {formatRupees(due.rent)}
              </td>
              {showsMaintenance && (
                <td className={styles.num} data-label="Maintenance">
                  {formatRupees(due.maintenance)}
                </td>
              )}
              {showsTds && (
                <td className={styles.num} data-label="TDS">
                  {due.tds > 0 ? `− ${formatRupees(due.tds)}` : '—'}
                </td>
              )}
              <td className={styles.num} data-label="Amount">
                {formatRupees(due.amountPayable)}
              </td>
              <td data-label="State">
                {DUE_STATUS_LABELS[due.status]}
                {due.mode && (
                  <span className={styles.muted}>
                    {' '}
                    · {due.mode === 'cash' ? 'cash' : `UPI ${due.reference ?? ''}`}
                    {due.paidOn && ` on ${formatDate(due.paidOn)}`}
                  </span>
                )}
                {isOwner && due.status === 'marked_paid' && (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={confirm.isPending}
                    onClick={() =>
                      confirm.mutate(due.period, {
                        onSuccess: () => notify(TENANCY_MESSAGES.confirmed, 'success'),
                        onError: (error) => notify(error.message, 'error'),
                      })
                    }
                  >
                    Confirm received<span className="visually-hidden"> for {due.label}</span>
                  </button>
                )}
              </td>
              <td data-label="Receipt">
                {due.status === 'confirmed' ? (
                  <PdfLink href={TENANCY_PATHS.receiptPdf(tenancyId, due.period)} fileName={`rent-receipt-${due.receiptNumber ?? due.period}.pdf`}>
                    {`Receipt ${due.label}`}
                  </PdfLink>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
