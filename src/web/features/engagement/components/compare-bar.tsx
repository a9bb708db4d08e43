// The compare tray: while homes are picked to compare, a bar at the foot of every page (but the compare
// page itself) says how many and opens them side by side.
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '#web/components/link.tsx';
import { MAX_COMPARE, useCompareList } from '../api/compare-list.ts';
import { engagementPaths } from '../paths.ts';
import styles from './compare-bar.module.css';

export function CompareBar() {
  const { ids, clear } = useCompareList();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === engagementPaths.compare()) return null;
  return <Tray ids={ids} onClear={clear} />;
}

const TOAST_GAP_PX = 8;

/** The tray's height (and a gap), as --compare-tray-height on the page: messages (toast.module.css) rise above it instead of covering it. */
function useHeightForToasts() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const tray = ref.current;
    if (!tray) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--compare-tray-height', `${Math.ceil(tray.getBoundingClientRect().height) + TOAST_GAP_PX}px`),
    );
    observer.observe(tray);
    return () => {
      observer.disconnect();
      root.removeProperty('--compare-tray-height');
    };
  }, []);
  return ref;
}

function Tray({ ids, onClear }: { ids: number[]; onClear(): void }) {
  const ref = useHeightForToasts();
  const count = ids.length;
  return (
    <section ref={ref} className={styles.bar} aria-label="Homes to compare">
      <p className={styles.count} aria-live="polite">
        {count} of {MAX_COMPARE} homes picked to compare
        {count === 1 && <span className={styles.hint}> · pick one more</span>}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
          Clear
        </button>
        {count >= 2 && (
          <Link to={engagementPaths.compare(ids)} className="btn btn-primary btn-sm">
            Compare {count} homes
          </Link>
        )}
      </div>
    </section>
  );
}
