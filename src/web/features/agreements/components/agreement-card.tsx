// One saved agreement (spec section 2, My Agreements): title, status badge and the facts grid,
// with View (print or download again) and Renew when the full form was saved with it.
import type { SavedAgreement } from '../lib/local-agreements.ts';
import { Icon } from '#web/components/icon.tsx';
import { formatDate } from '#shared/format-date.ts';
import styles from './agreements.module.css';

export const agreementTitle = (record: SavedAgreement) =>
  `${record.agreementType ?? 'N/A'} #${record.agreementId ? record.agreementId.slice(6) : 'N/A'}`;

type Props = { record: SavedAgreement; status: string; onView(): void; onRenew(): void };

export function AgreementCard({ record, status, onView, onRenew }: Props) {
  const title = agreementTitle(record);
  return (
    <li className={`card ${styles.agreementCard}`} aria-label={title}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <span className={`badge ${status === 'ACTIVE' ? styles.statusActive : ''}`}>{status}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Owner</dt>
          <dd>{record.ownerName ?? 'N/A'}</dd>
        </div>
        <div>
          <dt>Tenant</dt>
          <dd>{record.tenantName ?? 'N/A'}</dd>
        </div>
        <div className={styles.factWide}>
          <dt>Property</dt>
          <dd>{record.propertyAddressShort ?? record.propertyAddress ?? 'N/A'}</dd>
        </div>
        <div>
          <dt>Start Date</dt>
          <dd className="tabular">{formatDate(record.startDate) ?? 'N/A'}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{record.durationMonths ? `${record.durationMonths} months` : 'N/A'}</dd>
        </div>
      </dl>
      <span className={styles.savedWhere}>
        <Icon name={record.isOnServer ? 'user' : 'home'} size={14} />
        {record.isOnServer ? 'Saved on your account' : 'Saved on this device'}
      </span>
      {record.form && (
        <div className={styles.cardActions}>
          <button type="button" className="btn btn-sm" onClick={onView} aria-label={`View ${title}`}>
            <Icon name="file" size={14} /> View
          </button>
          <button type="button" className="btn btn-sm" onClick={onRenew} aria-label={`Renew ${title}`}>
            <Icon name="calendar" size={14} /> Renew
          </button>
        </div>
      )}
    </li>
  );
}
