// One due the tenant can pay now: the UPI link and its QR code to the owner's UPI ID for the amount
// payable (Gruha moves no money), and marking it paid with the UTR or as cash.
import { formatDate } from '#shared/format-date.ts';
import { formatRupees } from '#shared/money.ts';
import type { TDue } from '#shared/contracts/tenancy.ts';
import { DUE_STATUS_LABELS } from '../lib/tenancy-labels.ts';
import { MarkPaidForm } from './mark-paid-form.tsx';
import { UpiQr } from './upi-qr.tsx';
import styles from './tenancy.module.css';

export function PayDue({ tenancyId, due }: { tenancyId: number; due: TDue }) {
  const titleId = `pay-${due.period}`;
  return (
    <article className={`card ${styles.card}`} aria-labelledby={titleId}>
      <h4 id={titleId}>
        {due.label}: {formatRupees(due.amountPayable)} by {formatDate(due.dueOn)}
      </h4>
      <p className={styles.muted}>
        {DUE_STATUS_LABELS[due.status]} · rent {formatRupees(due.rent)}
        {due.maintenance > 0 && ` + maintenance ${formatRupees(due.maintenance)}`}
        {due.tds > 0 && ` − TDS ${formatRupees(due.tds)} you deduct and pay to the government`}
      </p>
      {due.upiLink && (
        <div className={styles.qr}>
          <UpiQr link={due.upiLink} label={`UPI QR code to pay ${formatRupees(due.amountPayable)} for ${due.label}`} />
          <div>
            <a className="btn btn-primary" href={due.upiLink}>
              Pay {formatRupees(due.amountPayable)} by UPI
            </a>
            <p className={styles.muted}>Opens your UPI app with the owner, amount and month filled in, or scan the code with it.</p>
          </div>
        </div>
      )}
      <MarkPaidForm tenancyId={tenancyId} due={due} />
    </article>
  );
}
