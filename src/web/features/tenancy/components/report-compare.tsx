// The move-out report beside the move-in one, room by room: each fitting that changed (or has a note
// or photos at move-out) with its condition, note and photos then and now, so a deduction can point
// at what changed; the fittings left as they were named in one line.
import type { TConditionReport } from '#shared/contracts/tenancy.ts';
import { CONDITION_LABELS } from '../lib/tenancy-labels.ts';
import { PhotoList } from './photo-list.tsx';
import styles from './tenancy.module.css';

type Item = TConditionReport['rooms'][number]['items'][number];

function ItemState({ item, when, where }: { item: Item | undefined; when: string; where: string }) {
  if (!item) return <p className={styles.muted}>Not in the {when} report</p>;
  return (
    <div>
      <p>
        <span className={styles.when}>{when === 'move-in' ? 'Move-in' : 'Move-out'}: </span>
        {CONDITION_LABELS[item.condition]}
        {item.note && ` · ${item.note}`}
      </p>
      <PhotoList photos={item.photos} label={`${where} at ${when}`} />
    </div>
  );
}

export function ReportCompare({ moveIn, moveOut }: { moveIn: TConditionReport; moveOut: TConditionReport }) {
  return (
    <div>
      <p className={styles.muted}>Each fitting at move-in, and beside it at move-out.</p>
      {moveOut.rooms.map((room) => {
        const before = moveIn.rooms.find((each) => each.name === room.name);
        const then = (item: Item) => before?.items.find((each) => each.name === item.name);
        const isSame = (item: Item) => then(item)?.condition === item.condition && !item.note && item.photos.length === 0;
        const same = room.items.filter(isSame);
        const changed = room.items.filter((item) => !isSame(item));
        return (
          <div key={room.name} className={`card ${styles.panel}`}>
            <h4 className={styles.sectionTitle}>{room.name}</h4>
            {changed.length > 0 && (
              <ul className={styles.list}>
                {changed.map((item) => {
                  const where = `${item.name}, ${room.name}`;
                  return (
                    <li key={item.name}>
                      <strong>{item.name}</strong>
                      <div className={styles.compare}>
                        <ItemState item={then(item)} when="move-in" where={where} />
                        <ItemState item={item} when="move-out" where={where} />
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {same.length > 0 && (
              <p className={styles.muted}>As at move-in: {same.map((item) => `${item.name} (${CONDITION_LABELS[item.condition]})`).join(', ')}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
