// /property-type/{listingType}/{propertyType} and /area/{areaName} (spec section 2, Search results and
// listing pages): one screen, titled by what the route names.
import { useParams, useSearchParams } from 'react-router';
import { Link } from '#web/components/link.tsx';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import { paths } from '#web/app/paths.ts';
import { useSearchProperties } from '../api/search-properties.ts';
import { Pager } from '../components/pager.tsx';
import { PropertyGrid } from '../components/property-grid.tsx';
import { readPage } from '../components/search-filters.ts';
import { SEARCH_PAGE_SIZE } from '../search/search-state.ts';
import { categoryTitle, countText } from '../components/search-title.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LocalityLink } from '#web/features/localities/locality-link.tsx';
import styles from './results-page.module.css';

export default function ListingCategoryPage() {
  const { areaName, listingType, propertyType } = useParams();
  const [params] = useSearchParams();
  const page = readPage(params);
  const isRent = listingType?.toLowerCase() === 'rent';
  const request: TSearchRequest = areaName
    ? { area: areaName, page: page - 1, size: SEARCH_PAGE_SIZE }
    : { propertyType, listingType: isRent ? 'rent' : 'sale', page: page - 1, size: SEARCH_PAGE_SIZE };
  const search = useSearchProperties(request);
  const title = categoryTitle({ areaName, propertyType, listingType: isRent ? 'rent' : 'sale' });
  useDocumentTitle(title);

  const here = areaName ? paths.area(areaName) : paths.propertyType(isRent ? 'rent' : 'sale', propertyType ?? '');

  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <LocalityLink areaName={areaName} />
      <p className={`page-subtitle ${styles.count}`} aria-live="polite">
        {search.isPending ? 'Searching…' : search.isError ? '' : countText(search.data)}
      </p>
      {/* The cards' titles are level 3 headings: this keeps the outline in order. */}
      <h2 className="visually-hidden">Listings</h2>
      {/* While the next page or sort loads, the current cards stay, dimmed. */}
      <div aria-busy={search.isPlaceholderData} className={search.isPlaceholderData ? styles.stale : undefined}>
        <PropertyGrid
          properties={search.data?.data}
          isLoading={search.isPending}
          error={search.error}
          errorTitle="Could not load properties"
          onRetry={() => void search.refetch()}
          emptyActions={
            <>
              <Link className="btn btn-primary" to={paths.home()}>
                Browse All Properties
              </Link>
              <button type="button" className="btn" onClick={() => void search.refetch()}>
                Refresh Search
              </button>
            </>
          }
        />
      </div>
      <Pager page={page} totalPages={search.data?.totalPages ?? 0} hrefFor={(target) => (target > 1 ? `${here}?page=${target}` : here)} />
    </div>
  );
}
