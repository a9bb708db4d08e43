// Page links for search results: the API gives the total, so every page is reachable and shareable.
import { Link } from '#web/components/link.tsx';
import styles from './pager.module.css';

/** Pages to show: the first, the last and two around the current one, with gaps between. */
function pageWindow(current: number, total: number): Array<number | 'gap'> {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const before = sorted[index - 1];
    return before !== undefined && page - before > 1 ? ['gap' as const, page] : [page];
  });
}

export function Pager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor(page: number): string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      {page > 1 ? (
        <Link className="btn btn-sm" to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="btn btn-sm" aria-disabled="true">
          Previous
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={`btn btn-sm ${item === page ? 'btn-primary' : ''}`}
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link className="btn btn-sm" to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className="btn btn-sm" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
