// The retention table (shared/privacy/retention.ts) as a person reads it before deleting their
// account: what goes, then what stays, each with why, for how long and on what grounds.
import { RETENTION, type RetentionEntry } from '#shared/privacy/retention.ts';
import styles from './delete-account.module.css';

const entries: RetentionEntry[] = Object.values(RETENTION);
const goes = entries.filter((entry) => entry.outcome !== 'kept');
const stays = entries.filter((entry) => entry.outcome === 'kept');

function Entries({ items }: { items: RetentionEntry[] }) {
  return (
    <ul className={styles.entries}>
      {items.map((entry) => (
        <li key={entry.record} className={styles.entry}>
          <strong>{entry.record}</strong>
          <span>{entry.what}</span>
          <dl className={styles.facts}>
            <dt>Why</dt>
            <dd>{entry.reason}</dd>
            <dt>How long</dt>
            <dd>{entry.period}</dd>
            <dt>Grounds</dt>
            <dd>{entry.source}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function RetentionList() {
  return (
    <div className={styles.retention}>
      <h3 className={styles.heading}>What goes</h3>
      <Entries items={goes} />
      <h3 className={styles.heading}>What stays, and why</h3>
      <Entries items={stays} />
    </div>
  );
}
