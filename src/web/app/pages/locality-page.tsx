// /localities/:slug: a locality's homes, its prices today and over the last quarters by BHK, and what is
// near it, all from the database's listings and reference data; links to search its homes.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '#web/components/link.tsx';
import type { TLocalityInsights } from '#shared/contracts/locality.ts';
import { paths } from '../paths.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/states.tsx';
import { ApiError, apiGet } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { FigureTable } from '#web/features/localities/locality-figures.tsx';
import { LocalityHomes } from './locality-homes.tsx';
import { LocalityNearby } from '#web/features/localities/locality-nearby.tsx';
import { LocalityPriceHistory } from '#web/features/localities/locality-price-history.tsx';
import styles from '#web/features/localities/locality-page.module.css';

export default function LocalityPage() {
  const { slug } = useParams();
  const insights = useQuery({
    queryKey: ['locality-insights', slug],
    queryFn: ({ signal }) => apiGet<TLocalityInsights>(`/api/areas/${encodeURIComponent(slug ?? '')}/insights`, signal),
  });
  const isUnknown = insights.error instanceof ApiError && (insights.error.status === 404 || insights.error.status === 400);
  // While loading, the title the server gave the page stands ('Locality not found' for an unknown one).
  useDocumentTitle(insights.data ? `${insights.data.areaName}: homes, rents and prices` : isUnknown ? 'Locality not found' : null);

  if (insights.isPending) return <LoadingState label="Loading the locality…" />;
  if (isUnknown) {
    return (
      <div className="container page">
        <EmptyState
          title="We do not know this locality"
          message="Pick one of Hyderabad's localities from the list."
          actions={
            <Link to="/localities" className="btn btn-primary">
              All localities
            </Link>
          }
        />
      </div>
    );
  }
  if (insights.isError) {
    return (
      <div className="container page">
        <ErrorState title="Could not load this locality" message={insights.error.message} onRetry={() => void insights.refetch()} />
      </div>
    );
  }
  const data = insights.data;
  const sale = data.byBhk.filter((f) => f.listingType === 'sale');
  const rent = data.byBhk.filter((f) => f.listingType === 'rent');
  return (
    <div className="container page">
      <h1 className="page-title">{data.areaName}</h1>
      <p className={styles.muted}>
        {data.city} – {data.pincode} · {data.forSale} {data.forSale === 1 ? 'home' : 'homes'} for sale · {data.forRent} to rent
      </p>
      <div className={styles.links}>
        <Link to={paths.search({ area: String(data.areaId), listingType: 'sale' })} className="btn btn-primary">
          Homes for sale in {data.areaName}
        </Link>
        <Link to={paths.search({ area: String(data.areaId), listingType: 'rent' })} className="btn">
          Homes to rent in {data.areaName}
        </Link>
      </div>
      <LocalityHomes areaId={data.areaId} areaName={data.areaName} total={data.forSale + data.forRent} />
      <section className={styles.section} aria-labelledby="today-title">
        <h2 id="today-title">Prices today</h2>
        {data.forSale + data.forRent === 0 ? (
          <p className={styles.muted}>No homes are listed in {data.areaName} right now: figures appear here as soon as some are.</p>
        ) : (
          <>
            <p className={styles.muted}>Medians of the homes listed on Gruha today; price per sq ft counts homes that state their area.</p>
            <h3 className={styles.subhead}>For sale</h3>
            <FigureTable figures={sale} listingType="sale" />
            <h3 className={styles.subhead}>For rent</h3>
            <FigureTable figures={rent} listingType="rent" />
          </>
        )}
      </section>
      <LocalityPriceHistory slug={data.slug} areaName={data.areaName} />
      <LocalityNearby slug={data.slug} areaName={data.areaName} />
    </div>
  );
}
