// One tenancy in My homes: the home, its state, the other side, the rent and what is next.
import { Link } from '#web/components/link.tsx';
import { paths } from '#web/app/paths.ts';
import { formatRupees } from '#shared/money.ts';
import { formatDate } from '#shared/format-date.ts';
import type { TTenancySummary } from '#shared/contracts/tenancy.ts';
import { DUE_STATUS_LABELS, TENANCY_STATUS_LABELS } from '../lib/tenancy-labels.ts';
import styles from './tenancy.module.css';

export function TenancyCard({ tenancy }: { tenancy: TTenancySummary }) {
  const other = tenancy.side === 'owner' ? 'Tenant' : 'Owner';
  return (
    <li className={`card ${styles.card}`}>
      <h3>
        <Link to={paths.tenancy(tenancy.id)}>{tenancy.address}</Link>
      </h3>
      <p>
        <span className="badge badge-primary">{TENANCY_STATUS_LABELS[tenancy.status]}</span>
      </p>
      <p className={styles.muted}>
        {other}: {tenancy.otherPartyName ?? 'not yet joined'}
        {tenancy.rent !== null && <> · {formatRupees(tenancy.rent)}/month</>}
      </p>
      {tenancy.nextDue && (
        <p className={styles.muted}>
          Next: {tenancy.nextDue.label}, {formatRupees(tenancy.nextDue.amountPayable)} on {formatDate(tenancy.nextDue.dueOn)} (
          {DUE_STATUS_LABELS[tenancy.nextDue.status]})
        </p>
      )}
      {tenancy.openRepairs > 0 && (
        <p className={styles.muted}>
          {tenancy.openRepairs} open repair request{tenancy.openRepairs === 1 ? '' : 's'}
        </p>
      )}
    </li>
  );
}
