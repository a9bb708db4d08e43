// The compare tray: while homes are picked to compare, a bar at the foot of every page (but the compare
// page itself) says how many and opens them side by side.
import { useLocation } from 'react-router';
import { Link } from '#web/components/link.tsx';
import { MAX_COMPARE, useCompareList } from '../api/compare-list.ts';
import { engagementPaths } from '../paths.ts';
import styles from './compare-bar.module.css';

export function CompareBar() {
  const { ids, clear } = useCompareList();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === engagementPaths.compare()) return null;
  return (
    <section className={styles.bar} aria-label="Homes to compare">
      <p className={styles.count} aria-live="polite">
        {ids.length} of {MAX_COMPARE} homes picked to compare
        {ids.length === 1 && <span className={styles.hint}> · pick one more</span>}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
          Clear
        </button>
        {ids.length >= 2 && (
          <Link to={engagementPaths.compare(ids)} className="btn btn-primary btn-sm">
            Compare {ids.length} homes
          </Link>
        )}
      </div>
    </section>
  );
}
