// /admin-moderation: every listing that needs an admin's decision (reports, automatic flags,
// verification), most reported and newest first.
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useModerationQueue } from '../api/use-moderation-queue.ts';
import { QueueItem } from '../components/queue-item.tsx';
import styles from '../components/moderation.module.css';

export default function AdminModerationPage() {
  const queue = useModerationQueue();
  let content;
  if (queue.isPending) content = <LoadingState label="Loading the moderation queue..." />;
  else if (queue.isError)
    content = <ErrorState title="Failed to load the moderation queue." message={queue.error.message} onRetry={() => void queue.refetch()} />;
  else if (queue.data.items.length === 0)
    content = <EmptyState title="Nothing to decide" message="No reported, flagged or changed listings are waiting." />;
  else
    content = (
      <ul className={styles.items}>
        {queue.data.items.map((item) => (
          <QueueItem key={item.listing.id} item={item} checklist={queue.data.checklist} />
        ))}
      </ul>
    );
  return (
    <div className="container page">
      <h1>Moderation</h1>
      <p className={styles.intro}>
        Reported listings, automatic flags and listings waiting for verification. The poster is told about every decision, and so is everyone who
        reported.
      </p>
      {content}
    </div>
  );
}
