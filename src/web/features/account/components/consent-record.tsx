// The record of one's consents under the email choices: what was agreed or withdrawn, when, where, and
// under which notice, as the server keeps it.
import { CONSENT_PURPOSE_LABELS, CONSENT_SOURCE_LABELS } from '#shared/contracts/privacy.ts';
import { formatDateAndTime, formatLongDate } from '#shared/format-date.ts';
import { useConsentRecord } from '../api/account.ts';
import styles from './account.module.css';

export function ConsentRecord() {
  const record = useConsentRecord();
  return (
    <details className={styles.record}>
      <summary>Your consent record</summary>
      {record.isPending ? (
        <p className={styles.lead}>Loading your consent record…</p>
      ) : record.isError ? (
        <p className={styles.lead} role="alert">
          Could not load your consent record: {record.error.message}{' '}
          <button type="button" className="btn btn-sm" onClick={() => void record.refetch()}>
            Try again
          </button>
        </p>
      ) : record.data.length === 0 ? (
        <p className={styles.lead}>No choices recorded yet: alert emails are on and news emails off until you change them here.</p>
      ) : (
        <ul className={styles.recordList}>
          {record.data.map((entry) => (
            <li key={`${entry.createdAt}-${entry.purpose}`}>
              {CONSENT_PURPOSE_LABELS[entry.purpose]}: <strong>{entry.isGranted ? 'agreed' : 'withdrawn'}</strong>{' '}
              {CONSENT_SOURCE_LABELS[entry.source]}, {formatDateAndTime(entry.createdAt)} (notice of {formatLongDate(entry.noticeVersion)})
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
