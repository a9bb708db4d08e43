// One's own requests with their status, due date and our reply (signed in only).
import { GRIEVANCE_KIND_LABELS, GRIEVANCE_STATUS_LABELS } from '#shared/contracts/grievance.ts';
import { formatDate } from '#shared/format-date.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useMyGrievances } from '../api/grievances.ts';
import styles from './grievances.module.css';

export function MyGrievances() {
  const mine = useMyGrievances();
  if (mine.isPending) return <LoadingState label="Loading your requests…" />;
  if (mine.isError) return <ErrorState title="Could not load your requests" message={mine.error.message} onRetry={() => void mine.refetch()} />;
  if (mine.data.length === 0)
    return <EmptyState title="No requests yet" message="Requests you send from this page are listed here with our answers." />;
  return (
    <ul className={styles.list}>
      {mine.data.map((grievance) => (
        <li key={grievance.reference} className={`card ${styles.item}`}>
          <p className={styles.itemHead}>
            <strong>{grievance.reference}</strong> · {GRIEVANCE_KIND_LABELS[grievance.kind]}
            <span className={`${styles.status} ${styles[grievance.status]}`}>{GRIEVANCE_STATUS_LABELS[grievance.status]}</span>
          </p>
          <p className={styles.meta}>
            Sent {formatDate(grievance.createdAt)} · answer due by {formatDate(grievance.dueOn)}
          </p>
          <p className={styles.text}>{grievance.description}</p>
          {grievance.reply && (
            <div className={styles.reply}>
              <p className={styles.replyTitle}>Our answer{grievance.repliedAt ? `, ${formatDate(grievance.repliedAt)}` : ''}</p>
              <p className={styles.text}>{grievance.reply}</p>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
