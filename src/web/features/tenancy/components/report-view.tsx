// A condition report as recorded: room by room, each fitting's condition, note and photos; keys,
// meter readings, notes, who accepted it and the notes the other side added.
import { formatDateAndTime } from '#shared/format-date.ts';
import type { TConditionReport } from '#shared/contracts/tenancy.ts';
import { CONDITION_LABELS, SIDE_LABELS } from '../lib/tenancy-labels.ts';
import { PhotoList } from './photo-list.tsx';
import styles from './tenancy.module.css';

export function ReportView({ report }: { report: TConditionReport }) {
  return (
    <>
      <p className={styles.muted}>
        Prepared by {report.preparedBy.name} ({SIDE_LABELS[report.preparedBy.side]}), last changed {formatDateAndTime(report.updatedAt)}.
        {report.acceptances.map((each) => ` Accepted by ${each.name} (${SIDE_LABELS[each.side]}) on ${formatDateAndTime(each.acceptedAt)}.`)}
      </p>
      {report.rooms.map((room) => (
        <div key={room.name} className={`card ${styles.panel}`}>
          <h4 className={styles.sectionTitle}>{room.name}</h4>
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
        <h4 className={styles.sectionTitle}>Keys and meters</h4>
        <p>Keys: {report.keys.length === 0 ? 'none recorded' : report.keys.map((key) => `${key.label} × ${key.count}`).join(', ')}</p>
        <p>
          Electricity meter: {report.meters.electricity || 'not recorded'} · Water meter: {report.meters.water || 'not recorded'}
        </p>
        {report.notes && <p>Notes: {report.notes}</p>}
      </div>
      {report.sideNotes.map((each) => (
        <div key={each.addedAt} className={`card ${styles.panel}`}>
          <h4 className={styles.sectionTitle}>
            Notes from {each.name} ({SIDE_LABELS[each.side]}), {formatDateAndTime(each.addedAt)}
          </h4>
          <p>{each.note}</p>
          <PhotoList photos={each.photos} label={`Photos from ${each.name}`} />
        </div>
      ))}
    </>
  );
}
