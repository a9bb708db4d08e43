// /localities/:slug: a locality's listing counts and median prices per sq ft for
// sale and rent by BHK, with a chart, all from the database; links to its listings.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '../../components/link.tsx';
import type { TBhkFigure, TLocalityInsights } from '../../../shared/contracts/locality.ts';
import { formatIndianNumber, formatPriceShort } from '../../../shared/money.ts';
import { paths } from '../../app/paths.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { ApiError, apiGet } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LocalityChart } from './locality-chart.tsx';
import styles from './locality-page.module.css';

const bhkText = (bhk: number) => (bhk >= 4 ? '4+ BHK' : `${bhk} BHK`);

function FigureTable({ figures, listingType }: { figures: TBhkFigure[]; listingType: 'sale' | 'rent' }) {
  const label = listingType === 'sale' ? 'For sale' : 'For rent';
  if (figures.length === 0) return <p className={styles.muted}>No homes {listingType === 'sale' ? 'for sale' : 'to rent'} here right now.</p>;
  return (
    <div className={styles.pair}>
      <table className={styles.table}>
        <caption className="visually-hidden">{label}: listings and median prices by BHK</caption>
        <thead>
          <tr>
            <th scope="col">BHK</th>
            <th scope="col">Listings</th>
            <th scope="col">Median price</th>
            <th scope="col">Median ₹ / sq ft</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.bhk}>
              <th scope="row">{bhkText(f.bhk)}</th>
              <td>{f.count}</td>
              <td>
                {formatPriceShort(f.medianPrice)}
                {listingType === 'rent' && ' / month'}
              </td>
              <td>{f.medianPricePerSqft === null ? 'Not enough data' : `₹${formatIndianNumber(f.medianPricePerSqft)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <LocalityChart figures={figures} title={`${label}: median price per sq ft by BHK`} />
    </div>
  );
}

export default function LocalityPage() {
  const { slug } = useParams();
  const insights = useQuery({
    queryKey: ['locality-insights', slug],
    queryFn: ({ signal }) => apiGet<TLocalityInsights>(`/api/areas/${encodeURIComponent(slug ?? '')}/insights`, signal),
  });
  useDocumentTitle(insights.data ? `${insights.data.areaName}: prices and homes` : 'Locality');

  if (insights.isPending) return <LoadingState label="Loading the locality…" />;
  if (insights.error instanceof ApiError && (insights.error.status === 404 || insights.error.status === 400)) {
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
      {data.forSale + data.forRent === 0 ? (
        <EmptyState title={`No homes listed in ${data.areaName} yet`} message="Figures appear here as soon as homes are listed." />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="sale-title">
            <h2 id="sale-title">For sale</h2>
            <FigureTable figures={sale} listingType="sale" />
          </section>
          <section className={styles.section} aria-labelledby="rent-title">
            <h2 id="rent-title">For rent</h2>
            <FigureTable figures={rent} listingType="rent" />
          </section>
          <p className={styles.muted}>Medians of the homes listed on Gruha today; price per sq ft counts homes that state their area.</p>
        </>
      )}
    </div>
  );
}
