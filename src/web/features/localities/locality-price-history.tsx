// Asking prices in a locality over the last quarters, by BHK, for sale and for rent: the median of
// the homes listed in each quarter, "Not enough homes" where too few were listed to say, "None listed"
// where there were none.
import { useQuery } from '@tanstack/react-query';
import type { TLocalityPriceHistory } from '#shared/contracts/locality.ts';
import { formatPriceShort } from '#shared/money.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { apiGet } from '#web/lib/api-client.ts';
import { bhkText } from './locality-figures.tsx';
import styles from './locality-page.module.css';

type History = TLocalityPriceHistory;

const homesText = (count: number) => `${count} ${count === 1 ? 'home' : 'homes'}`;

function HistoryTable({ history, listingType }: { history: History; listingType: 'sale' | 'rent' }) {
  const rows = history.rows.filter((row) => row.listingType === listingType);
  const what = listingType === 'sale' ? 'for sale' : 'to rent';
  if (rows.length === 0) return <p className={styles.muted}>No homes {what} were listed here in these quarters.</p>;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          Median asking {listingType === 'sale' ? 'price' : 'rent'} of homes {what} listed in each quarter, by BHK
        </caption>
        <thead>
          <tr>
            <th scope="col">BHK</th>
            {history.quarters.map((quarter) => (
              <th key={quarter.start} scope="col">
                {quarter.label}
                {quarter.isCurrent && <span className={styles.soFar}> (so far)</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.bhk}>
              <th scope="row">{bhkText(row.bhk)}</th>
              {row.cells.map((cell, index) => (
                <td key={history.quarters[index]?.start}>
                  {cell.medianPrice !== null ? (
                    <>
                      {formatPriceShort(cell.medianPrice)}
                      {listingType === 'rent' && ' / month'}
                      <span className={styles.cellNote}>{homesText(cell.count)}</span>
                    </>
                  ) : cell.count === 0 ? (
                    <span className={styles.notEnough}>None listed</span>
                  ) : (
                    <span className={styles.notEnough}>
                      Not enough homes
                      <span className={styles.cellNote}>{homesText(cell.count)}</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LocalityPriceHistory({ slug, areaName }: { slug: string; areaName: string }) {
  const history = useQuery({
    queryKey: ['locality-price-history', slug],
    queryFn: ({ signal }) => apiGet<History>(`/api/areas/${encodeURIComponent(slug)}/price-history`, signal),
  });
  return (
    <section className={styles.section} aria-labelledby="history-title">
      <h2 id="history-title">Prices over the last quarters</h2>
      {history.isPending ? (
        <LoadingState label="Loading the prices..." />
      ) : history.isError ? (
        <ErrorState title="Could not load the prices over time" message={history.error.message} onRetry={() => void history.refetch()} />
      ) : (
        <>
          <p className={styles.muted}>
            The median asking price of the homes listed on Gruha in {areaName} in each quarter, including those since sold or let. Where fewer than{' '}
            {history.data.minHomes} homes of a kind were listed, there are not enough to say.
          </p>
          <h3 className={styles.subhead}>For sale</h3>
          <HistoryTable history={history.data} listingType="sale" />
          <h3 className={styles.subhead}>For rent</h3>
          <HistoryTable history={history.data} listingType="rent" />
        </>
      )}
    </section>
  );
}
