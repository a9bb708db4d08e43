// /admin-grievances: complaints and rights requests, filtered by status, the soonest due first, 20 a page.
import { useSearchParams } from 'react-router';
import { GRIEVANCE_STATUS_LABELS, GRIEVANCE_STATUSES, type TGrievanceStatus } from '#shared/contracts/grievance.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useGrievanceQueue } from '../api/use-grievance-queue.ts';
import { GrievanceItem } from '../components/grievance-item.tsx';
import styles from '../components/grievances.module.css';

const isStatus = (value: string | null): value is TGrievanceStatus => (GRIEVANCE_STATUSES as readonly string[]).includes(value ?? '');

export default function AdminGrievancesPage() {
  useDocumentTitle('Grievance Queue');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: TGrievanceStatus | '' = raw === 'all' ? '' : isStatus(raw) ? raw : 'open';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const queue = useGrievanceQueue(status, page);
  const show = (next: { status?: string; page?: number }) => setParams({ status: next.status ?? (status || 'all'), page: String(next.page ?? 1) });

  let content;
  if (queue.isPending) content = <LoadingState label="Loading the grievance queue..." />;
  else if (queue.isError)
    content = <ErrorState title="Failed to load the grievance queue." message={queue.error.message} onRetry={() => void queue.refetch()} />;
  else if (queue.data.items.length === 0)
    content = <EmptyState title="No requests here" message="Nothing in this status. Another filter may have some." />;
  else {
    const pages = Math.max(1, Math.ceil(queue.data.total / queue.data.size));
    content = (
      <>
        <ul className={styles.items}>
          {queue.data.items.map((grievance) => (
            <GrievanceItem key={`${grievance.id}-${grievance.status}-${grievance.reply ?? ''}`} grievance={grievance} />
          ))}
        </ul>
        <nav className={styles.pager} aria-label="Pages">
          <button type="button" className="btn btn-sm" disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
            Previous page
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" className="btn btn-sm" disabled={page >= pages} onClick={() => show({ page: page + 1 })}>
            Next page
          </button>
        </nav>
      </>
    );
  }
  const counts = queue.data?.counts;
  const filters: { value: string; label: string; count?: number }[] = [
    ...GRIEVANCE_STATUSES.map((value) => ({ value, label: GRIEVANCE_STATUS_LABELS[value], count: counts?.[value] })),
    { value: 'all', label: 'All', count: counts ? counts.open + counts.in_progress + counts.resolved : undefined },
  ];
  return (
    <div className="container page">
      <h1>Grievance Queue</h1>
      <p className={styles.intro}>
        Complaints and requests for a summary, a correction or erasure of a person&apos;s data. Answer each by its due date; the person is emailed
        whenever you change its status or reply.
      </p>
      <div className={styles.filters} role="group" aria-label="Status">
        {filters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            className={`btn btn-sm ${(status || 'all') === filter.value ? 'btn-primary' : ''}`}
            aria-pressed={(status || 'all') === filter.value}
            onClick={() => show({ status: filter.value })}
          >
            {filter.label}
            {filter.count !== undefined ? ` (${filter.count})` : ''}
          </button>
        ))}
      </div>
      {content}
    </div>
  );
}
