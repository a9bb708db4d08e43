// /localities: every locality, each linking to its page.
import { Link } from '#web/components/link.tsx';
import { localityPath } from '#shared/localities/locality-slug.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useAreas } from '#web/lib/areas.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from './locality-page.module.css';

export default function LocalitiesIndexPage() {
  useDocumentTitle('Localities in Hyderabad');
  const areas = useAreas();
  return (
    <div className="container page">
      <h1 className="page-title">Localities in Hyderabad</h1>
      {areas.isPending ? (
        <LoadingState label="Loading localities…" />
      ) : areas.isError ? (
        <ErrorState title="Could not load the localities" message={areas.error.message} onRetry={() => void areas.refetch()} />
      ) : (
        <ul className={styles.index}>
          {areas.data.map((area) => (
            <li key={area.areaId}>
              <Link to={localityPath(area.areaName)}>{area.areaName}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
