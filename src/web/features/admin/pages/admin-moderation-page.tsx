// /admin-moderation: every listing that needs an admin's decision (reports, automatic flags,
// verification), the most severe kind first then the longest waiting, filtered by kind (in the URL,
// ?kind=flagged), a page at a time.
import { useSearchParams } from 'react-router';
import { QUEUE_KINDS, QUEUE_KIND_LABELS, type TQueueKind } from '#shared/contracts/moderation.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useModerationQueue } from '../api/use-moderation-queue.ts';
import { QueueItem } from '../components/queue-item.tsx';
import { QueueKindFilter } from '../components/queue-kind-filter.tsx';
import styles from '../components/moderation.module.css';

const kindOf = (value: string | null): TQueueKind | null => QUEUE_KINDS.find((kind) => kind === value) ?? null;

export default function AdminModerationPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const queue = useModerationQueue(kind);
  const pages = queue.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const checklist = pages[0]?.checklist ?? [];
  let content;
  if (queue.isPending) content = <LoadingState label="Loading the moderation queue..." />;
  else if (queue.isError && items.length === 0)
    content = <ErrorState title="Failed to load the moderation queue." message={queue.error.message} onRetry={() => void queue.refetch()} />;
  else if (items.length === 0)
    content = (
      <EmptyState
        title="Nothing to decide"
        message={kind ? `No listing is here as ${QUEUE_KIND_LABELS[kind].toLowerCase()}.` : 'No reported, flagged or changed listings are waiting.'}
      />
    );
  else
    content = (
      <>
        <ul className={styles.items}>
          {items.map((item) => (
            <QueueItem key={item.listing.id} item={item} checklist={checklist} />
          ))}
        </ul>
        <div className={styles.more}>
          {queue.isFetchNextPageError && (
            <p role="alert" className={styles.moreError}>
              Could not load more: {queue.error.message}
            </p>
          )}
          {queue.hasNextPage ? (
            <button type="button" className="btn" onClick={() => void queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
              {queue.isFetchingNextPage ? 'Loading more...' : 'Load more'}
            </button>
          ) : (
            <p className={styles.intro}>That is every listing here.</p>
          )}
        </div>
      </>
    );
  return (
    <div className="container page">
      <h1>Moderation</h1>
      <p className={styles.intro}>
        Reported listings, automatic flags and listings waiting for verification, the most serious first and then the longest waiting. The poster is
        told about every decision, and so is everyone who reported.
      </p>
      <div className={styles.kinds}>
        <QueueKindFilter counts={pages[0]?.counts} value={kind} onChange={(next) => setParams(next ? { kind: next } : {}, { replace: true })} />
      </div>
      {content}
    </div>
  );
}
