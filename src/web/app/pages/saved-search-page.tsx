// /saved-searches/:id: opening a saved search runs it again; alert emails link here. "Change this search"
// opens it on the search page with every filter it holds, the map's box and a drawn area among them.
import { useParams } from 'react-router';
import { Link } from '#web/components/link.tsx';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import { totalOf } from '#shared/search-total.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { useAreas } from '#web/lib/areas.ts';
import { useSearchProperties } from '#web/features/listings/api/search-properties.ts';
import { useMapBase } from '#web/features/listings/api/get-map-base.ts';
import { searchLinkOf } from '#web/features/listings/components/search-of-request.ts';
import { PropertyGrid } from '#web/features/listings/components/property-grid.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSavedSearches } from '#web/features/engagement/api/saved-searches.ts';
import { engagementPaths } from '#web/features/engagement/paths.ts';
import { searchSummary } from './search-summary.ts';
import styles from './engagement-pages.module.css';

const PAGE_SIZE = 48;

export default function SavedSearchPage() {
  const { id } = useParams();
  const searches = useSavedSearches();
  const search = searches.data?.find((s) => String(s.id) === id);
  useDocumentTitle(search ? search.name : 'Saved search');
  const results = useSearchProperties({ ...(search?.filters as TSearchRequest), page: 0, size: PAGE_SIZE }, { enabled: Boolean(search) });
  const areas = useAreas();
  const areaName = (value: string) => areas.data?.find((a) => String(a.areaId) === value)?.areaName ?? value;
  const base = useMapBase();
  const stationName = (code: string) => base.data?.stations.find((station) => station.code === code)?.name ?? code;

  if (searches.isPending) return <LoadingState label="Loading your saved search…" />;
  if (searches.isError) {
    return (
      <div className="container page">
        <ErrorState title="Could not load your saved search" message={searches.error.message} onRetry={() => void searches.refetch()} />
      </div>
    );
  }
  if (!search) {
    return (
      <div className="container page">
        <EmptyState
          title="Saved search not found"
          message="It may have been deleted."
          actions={
            <Link to={engagementPaths.account()} className="btn btn-primary">
              Your saved searches
            </Link>
          }
        />
      </div>
    );
  }
  const total = results.data;
  return (
    <div className="container page">
      <h1 className="page-title">{search.name}</h1>
      <p className={styles.lead}>
        {searchSummary(search.filters, areaName, { metroStation: stationName })}
        {total && ` · ${totalOf(total, 'home', 'homes')}`} · <Link to={searchLinkOf(search.filters)}>Change this search</Link> ·{' '}
        <Link to={engagementPaths.account()}>Manage saved searches</Link>
      </p>
      <h2 className="visually-hidden">Results</h2>
      <PropertyGrid properties={results.data?.data} isLoading={results.isPending} error={results.error} onRetry={() => void results.refetch()} />
    </div>
  );
}
