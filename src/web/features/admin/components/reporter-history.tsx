// What the moderation queue shows about who reported a listing: each reporter's account age, whether
// their email is confirmed and how their earlier reports were decided, with the weight their report
// carries; and the reports' weighed total against the threshold that takes a listing out of search.
import type { TQueueItem, TReporterHistory } from '#shared/contracts/moderation.ts';
import { formatDate } from '#shared/format-date.ts';
import { REPORT_WEIGHTS } from '#shared/trust/report-weights.ts';
import styles from './moderation.module.css';

const count = (n: number, word: string) => `${n} ${word}`;

export function ReporterHistory({ reporter }: { reporter: TReporterHistory }) {
  return (
    <span className={styles.reporter}>
      on Gruha since {formatDate(reporter.memberSince)} · email {reporter.isEmailConfirmed ? 'confirmed' : 'not confirmed'} · earlier reports{' '}
      {count(reporter.upheld, 'upheld')}, {count(reporter.dismissed, 'dismissed')} · counts {reporter.weight} of {REPORT_WEIGHTS.atMost}
      {reporter.sharesNetwork && ' · same network as another reporter (the heavier one counts)'}
    </span>
  );
}

export function ReportsWeight({ item }: { item: TQueueItem }) {
  const { total, threshold } = item.reportsWeight;
  return (
    <span className="badge badge-info">
      Reports weigh {total} of {threshold}
    </span>
  );
}

export function PosterEmail({ item }: { item: TQueueItem }) {
  return <span className="badge">{item.isPosterEmailConfirmed ? "Poster's email confirmed" : "Poster's email not confirmed"}</span>;
}
