// "Compare" on the shortlist and the property page: picks up to three homes, then opens them side by side.
import { Link } from 'react-router';
import { useCompareList } from '../api/compare-list.ts';
import { engagementPaths } from '../paths.ts';
import styles from './compare-toggle.module.css';

export function CompareToggle({ propertyId }: { propertyId: number }) {
  const { ids, isFull, toggle } = useCompareList();
  const isPicked = ids.includes(propertyId);
  return (
    <div className={styles.row}>
      <label className={styles.pick}>
        <input type="checkbox" checked={isPicked} disabled={!isPicked && isFull} onChange={() => toggle(propertyId)} />
        {isPicked ? 'Picked to compare' : isFull ? 'Compare (3 picked already)' : 'Compare'}
      </label>
      {isPicked && ids.length >= 2 && (
        <Link to={engagementPaths.compare(ids)} className="btn btn-primary btn-sm">
          Compare {ids.length} homes
        </Link>
      )}
    </div>
  );
}
