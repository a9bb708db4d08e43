// /compare?ids=4,9,12 (issue 16, point 2): up to three homes side by side, every fact and the price per
// sq ft, rows that differ highlighted. The URL is the comparison: it can be shared and opened by anyone.
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { propertyQuery } from '../../listings/api/get-property.ts';
import { useDocumentTitle } from '../../listings/components/use-document-title.ts';
import { useCompareList } from '../api/compare-list.ts';
import { COMPARE_ROWS, readCompareIds } from '../compare-facts.ts';
import { engagementPaths } from '../paths.ts';
import styles from './compare-page.module.css';

export default function ComparePage() {
  useDocumentTitle('Compare homes');
  const [params] = useSearchParams();
  const ids = readCompareIds(params.get('ids'));
  const picks = useCompareList();
  const queries = useQueries({ queries: ids.map((id) => ({ ...propertyQuery(id), retry: false })) });

  if (ids.length < 2) {
    return (
      <div className="container page">
        <h1 className="page-title">Compare homes</h1>
        <EmptyState
          title="Pick two or three homes to compare"
          message="Tick Compare on homes in your shortlist or on a home's page."
          actions={
            <Link to={engagementPaths.shortlist()} className="btn btn-primary">
              Open your shortlist
            </Link>
          }
        />
      </div>
    );
  }
  if (queries.some((q) => q.isPending)) return <LoadingState label="Loading the homes…" />;
  const failed = queries.find((q) => q.isError);
  const homes = queries.flatMap((q) => (q.data ? [q.data] : []));
  if (failed && homes.length < 2) {
    return (
      <div className="container page">
        <ErrorState title="Could not load these homes" message="One of them may no longer be available." onRetry={() => queries.forEach((q) => void q.refetch())} />
      </div>
    );
  }

  return (
    <div className="container page">
      <h1 className="page-title">Compare homes</h1>
      <p className={styles.lead}>
        Rows that differ are highlighted. Share this page&apos;s address to show the comparison to someone.
        {failed && ' One home is no longer available and is left out.'}
        {picks.ids.length > 0 && (
          <>
            {' '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={picks.clear}>
              Clear my picks
            </button>
          </>
        )}
      </p>
      <div className={styles.scroll} role="region" aria-label="Comparison" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className="visually-hidden">Fact</span>
              </th>
              {homes.map((home) => (
                <th key={home.id} scope="col" className={styles.home}>
                  {home.thumbnailUrl && <img src={home.thumbnailUrl} alt="" className={styles.thumb} loading="lazy" />}
                  <Link to={paths.property(home.id)}>{home.title}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => {
              const values = homes.map((home) => row.value(home));
              const differs = new Set(values).size > 1;
              return (
                <tr key={row.label} className={differs ? styles.differs : undefined}>
                  <th scope="row">
                    {row.label}
                    {differs && <span className="visually-hidden"> (differs)</span>}
                  </th>
                  {values.map((value, index) => (
                    <td key={homes[index].id}>{value}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
