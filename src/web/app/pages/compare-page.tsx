// /compare?ids=4,9,12: up to four homes side by side, every fact and the price per
// sq ft, rows that differ highlighted. The URL is the comparison: it can be shared and opened by anyone.
// Without ids it shows the homes picked in this browser.
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Link } from '#web/components/link.tsx';
import type { TProperty } from '#shared/contracts/property.ts';
import { paths } from '../paths.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { propertyQuery } from '#web/features/listings/api/get-property.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { MAX_COMPARE, useCompareList } from '#web/features/engagement/api/compare-list.ts';
import { COMPARE_ROWS, NOT_APPLICABLE, readCompareIds } from '#web/features/engagement/compare-facts.ts';
import { engagementPaths } from '#web/features/engagement/paths.ts';
import styles from './compare-page.module.css';

/** A column: the home, or the id of one that was taken down or deactivated since it was picked. */
type Column = { id: number; home: TProperty | null };

export default function ComparePage() {
  useDocumentTitle('Compare homes');
  const [params, setParams] = useSearchParams();
  const ids = readCompareIds(params.get('ids'));
  const picks = useCompareList();
  const [isOnlyDifferences, setIsOnlyDifferences] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const queries = useQueries({ queries: ids.map((id) => propertyQuery(id)) });

  if (ids.length === 0 && picks.ids.length > 0) return <Navigate to={engagementPaths.compare(picks.ids)} replace />;
  if (ids.length === 0) {
    return (
      <div className="container page">
        <h1 className="page-title">Compare homes</h1>
        <EmptyState
          title="Pick two to four homes to compare"
          message="Choose Add to compare on homes in search results, your shortlist or a home's page."
          actions={
            <>
              <Link to={paths.search()} className="btn btn-primary">
                Search homes
              </Link>
              <Link to={engagementPaths.shortlist()} className="btn">
                Open your shortlist
              </Link>
            </>
          }
        />
      </div>
    );
  }
  if (queries.some((q) => q.isPending)) return <LoadingState label="Loading the homes…" />;
  // A home that is gone answers 404: it keeps its column, marked, instead of failing the page.
  const failed = queries.find((q) => q.isError && !(q.error instanceof ApiError && q.error.status === 404));
  if (failed) {
    return (
      <div className="container page">
        <h1 className="page-title">Compare homes</h1>
        <ErrorState title="Could not load these homes" message={failed.error?.message} onRetry={() => queries.forEach((q) => void q.refetch())} />
      </div>
    );
  }

  const columns: Column[] = ids.map((id, index) => ({ id, home: queries[index]?.data ?? null }));
  const homes = columns.flatMap((column) => (column.home ? [column.home] : []));
  const remove = (id: number) => {
    picks.remove(id);
    const rest = ids.filter((x) => x !== id);
    setParams(rest.length ? { ids: rest.join(',') } : {}, { replace: true });
  };
  const copyLink = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  const rows = COMPARE_ROWS.map((row) => {
    const values = columns.map((column) => (column.home ? row.value(column.home) : null));
    const shown = values.filter((value) => value !== null);
    return { label: row.label, values, differs: new Set(shown).size > 1, applies: shown.some((value) => value !== NOT_APPLICABLE) };
  }).filter((row) => row.applies); // rent facts when only sale homes are compared, and the reverse

  return (
    <div className="container page">
      <h1 className="page-title">Compare homes</h1>
      <div className={styles.toolbar}>
        <p className={styles.lead}>Highlighted rows differ. This page&apos;s address is the comparison: share it with anyone.</p>
        <label className={styles.option}>
          <input type="checkbox" checked={isOnlyDifferences} onChange={(e) => setIsOnlyDifferences(e.target.checked)} />
          Only differences
        </label>
        <button type="button" className="btn btn-sm" onClick={copyLink}>
          Copy link
        </button>
        <span role="status" className={styles.muted}>
          {copied === 'yes' ? 'Link copied' : copied === 'no' ? 'Copy the address from the address bar' : ''}
        </span>
      </div>
      {homes.length < 2 && (
        <p className={styles.notice}>
          {homes.length === 0 ? 'None of these homes is available any more.' : 'Add another home to compare it with.'}{' '}
          <Link to={paths.search()}>Search homes</Link>
        </p>
      )}
      <div className={styles.scroll} role="region" aria-label="Comparison" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className="visually-hidden">Fact</span>
              </th>
              {columns.map(({ id, home }) => (
                <th key={id} scope="col" className={styles.home}>
                  {home ? (
                    <>
                      {home.thumbnailUrl && <img src={home.thumbnailUrl} alt="" className={styles.thumb} loading="lazy" />}
                      <Link to={paths.property(home.id)}>{home.title}</Link>
                    </>
                  ) : (
                    <>
                      <span className="badge">No longer available</span>
                      <span className={styles.goneText}>Home {id} was taken down or deactivated.</span>
                    </>
                  )}
                  <button
                    type="button"
                    className={`btn btn-ghost btn-sm ${styles.remove}`}
                    onClick={() => remove(id)}
                    aria-label={`Remove ${home?.title ?? `home ${id}`} from the comparison`}
                  >
                    Remove
                  </button>
                </th>
              ))}
              {columns.length < MAX_COMPARE && (
                <th scope="col" className={styles.home}>
                  <Link to={paths.search()} className="btn btn-sm">
                    Add a home
                  </Link>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((row) => !isOnlyDifferences || row.differs)
              .map((row) => (
                <tr key={row.label} className={row.differs ? styles.differs : undefined}>
                  <th scope="row">
                    {row.label}
                    {row.differs && <span className="visually-hidden"> (differs)</span>}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={columns[index]?.id} className={value === null ? styles.gone : undefined}>
                      {value ?? '—'}
                    </td>
                  ))}
                  {columns.length < MAX_COMPARE && <td />}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
