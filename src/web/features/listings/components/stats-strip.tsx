// Home's figures (spec section 1 asks for a stats strip): counted by the server from the listings
// anyone can see (GET /api/stats), never invented, so no customer counts or ratings
// (docs/decisions/0058-honest-words.md).
import type { TMarketStats } from '#shared/contracts/stats.ts';
import { formatIndianNumber } from '#shared/money.ts';
import { useMarketStats } from '../api/get-market-stats.ts';
import styles from './stats-strip.module.css';

const FIGURES: { key: keyof TMarketStats; label: string }[] = [
  { key: 'properties', label: 'Homes listed' },
  { key: 'forSale', label: 'For sale' },
  { key: 'forRent', label: 'For rent' },
  { key: 'localities', label: 'Localities' },
];

export function StatsStrip() {
  const { data, isPending, isError, refetch } = useMarketStats();
  return (
    <section className={styles.strip} aria-label="Gruha in numbers" aria-busy={isPending}>
      <div className="container">
        {isError ? (
          <p className={styles.note} role="alert">
            The figures could not be counted just now.{' '}
            <button type="button" className={`btn btn-sm ${styles.retry}`} onClick={() => void refetch()}>
              Try Again
            </button>
          </p>
        ) : data && data.properties === 0 ? (
          <p className={styles.note}>No homes are listed yet: post the first one.</p>
        ) : (
          <dl className={styles.list}>
            {FIGURES.map(({ key, label }) => (
              <div key={key} className={styles.stat}>
                <dt>{label}</dt>
                <dd className="tabular">
                  {data ? (
                    formatIndianNumber(data[key])
                  ) : (
                    <>
                      <span className={styles.placeholder} aria-hidden="true" />
                      <span className="visually-hidden">Counting</span>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
