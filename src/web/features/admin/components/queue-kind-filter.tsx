// All, Reported, Flagged, New (awaiting verification), each with its count in the whole queue.
import { QUEUE_KIND_LABELS, QUEUE_KINDS, type TQueueCounts, type TQueueKind } from '#shared/contracts/moderation.ts';
import styles from './people-layout.module.css';

type Props = { counts: TQueueCounts | undefined; value: TQueueKind | null; onChange(value: TQueueKind | null): void };

export function QueueKindFilter({ counts, value, onChange }: Props) {
  const options = [
    { value: null, label: 'All', count: counts?.all },
    ...QUEUE_KINDS.map((kind) => ({ value: kind, label: QUEUE_KIND_LABELS[kind], count: counts?.[kind] })),
  ];
  return (
    <div className={styles.filters} role="group" aria-label="Filter by why a listing is here">
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={`btn btn-sm ${styles.filter}`}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label} {option.count !== undefined && <span className={styles.count}>({option.count})</span>}
        </button>
      ))}
    </div>
  );
}
