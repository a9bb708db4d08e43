// A condition report as recorded: room by room, each fitting's condition, note and photos; keys,
// meter readings, notes, who accepted it and the notes the other side added.
import type { ReactNode } from 'react';
import { formatDateAndTime } from '#shared/format-date.ts';
import type { TConditionReport } from '#shared/contracts/tenancy.ts';
import { CONDITION_LABELS, SIDE_LABELS } from '../lib/tenancy-labels.ts';
import { PhotoList } from './photo-list.tsx';
import styles from './tenancy.module.css';

type ReportViewProps = {
  report: TConditionReport;
  /** The level of its headings: 3 under the section's heading, 4 under a sub-heading. */
  level: 3 | 4;
  /** Shown in place of the rooms (the move-out report beside the move-in one). */
  rooms?: ReactNode;
};

export function ReportView({ report, level, rooms }: ReportViewProps) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <p className={styles.muted}>
        Prepared by {report.preparedBy.name} ({SIDE_LABELS[report.preparedBy.side]}), last changed {formatDateAndTime(report.updatedAt)}.
        {report.acceptances.map((each) => ` Accepted by ${each.name} (${SIDE_LABELS[each.side]}) on ${formatDateAndTime(each.acceptedAt)}.`)}
      </p>
      {rooms ??
        report.rooms.map((room) => (
          <div key={room.name} className={`card ${styles.panel}`}>
            <Heading className={styles.sectionTitle}>{room.name}</Heading>
            <ul className={styles.list}>
              {room.items.map((item) => (
                <li key={item.name}>
                  <strong>{item.name}</strong>: {CONDITION_LABELS[item.condition]}
                  {item.note && <> · {item.note}</>}
                  <PhotoList photos={item.photos} label={`${item.name}, ${room.name}`} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      <div className={`card ${styles.panel}`}>
        <Heading className={styles.sectionTitle}>Keys and meters</Heading>
        <p>Keys: {report.keys.length === 0 ? 'none recorded' : report.keys.map((key) => `${key.label} × ${key.count}`).join(', ')}</p>
        <p>
          Electricity meter: {report.meters.electricity || 'not recorded'} · Water meter: {report.meters.water || 'not recorded'}
        </p>
        {report.notes && <p>Notes: {report.notes}</p>}
      </div>
      {report.sideNotes.map((each) => (
        <div key={each.addedAt} className={`card ${styles.panel}`}>
          <Heading className={styles.sectionTitle}>
            Notes from {each.name} ({SIDE_LABELS[each.side]}), {formatDateAndTime(each.addedAt)}
          </Heading>
          <p>{each.note}</p>
          <PhotoList photos={each.photos} label={`Photos from ${each.name}`} />
        </div>
      ))}
    </>
  );
}
