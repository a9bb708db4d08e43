// A locality's homes listed today by BHK: how many, the median price and price per sq ft, with a chart.
import type { TBhkFigure } from '#shared/contracts/locality.ts';
import { formatIndianNumber, formatPriceShort } from '#shared/money.ts';
import { LocalityChart } from './locality-chart.tsx';
import styles from './locality-page.module.css';

export const bhkText = (bhk: number) => (bhk >= 4 ? '4+ BHK' : `${bhk} BHK`);

export function FigureTable({ figures, listingType }: { figures: TBhkFigure[]; listingType: 'sale' | 'rent' }) {
  const label = listingType === 'sale' ? 'For sale' : 'For rent';
  if (figures.length === 0) return <p className={styles.muted}>No homes {listingType === 'sale' ? 'for sale' : 'to rent'} here right now.</p>;
  return (
    <div className={styles.pair}>
      <div className={styles.scroll}>
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
      </div>
      <LocalityChart figures={figures} title={`${label}: median price per sq ft by BHK`} />
    </div>
  );
}
