// Below a property: similar homes (the server picks them: same or nearby locality, same type and
// listing type, close budget) and the homes this browser viewed recently (the page remembers each
// view). Loaded when the reader scrolls near them, so they cost the first view nothing.
import { Link } from '#web/components/link.tsx';
import type { TProperty } from '#shared/contracts/property.ts';
import { paths } from '#web/app/paths.ts';
import { ErrorState } from '#web/components/states.tsx';
import { useSimilarProperties } from '../api/get-similar-properties.ts';
import { priceLabel } from './listing-facts.ts';
import styles from './more-homes.module.css';
import { PropertyCard } from './property-card.tsx';
import { PropertyImage } from './property-image.tsx';
import type { RecentHome } from './recently-viewed.ts';

export default function MoreHomes({ property, viewedBefore }: { property: TProperty; viewedBefore: RecentHome[] }) {
  return (
    <>
      <SimilarHomes property={property} />
      <RecentlyViewed homes={viewedBefore} />
    </>
  );
}

function SimilarHomes({ property }: { property: TProperty }) {
  const similar = useSimilarProperties(property.id);
  const more = paths.search({ listingType: property.listingType, ...(property.areaName ? { area: property.areaName } : {}) });
  return (
    <section className={styles.section} aria-labelledby="similar-homes">
      <h2 id="similar-homes" className={styles.heading}>
        Similar homes
      </h2>
      {similar.isPending && (
        <p className={styles.note} role="status">
          Finding similar homes…
        </p>
      )}
      {similar.isError && <ErrorState title="Could not load similar homes" message={similar.error.message} onRetry={() => void similar.refetch()} />}
      {similar.data?.length === 0 && (
        <p className={styles.note}>
          No similar homes right now.{' '}
          <Link to={more}>
            See every home {property.listingType === 'rent' ? 'for rent' : 'for sale'}
            {property.areaName ? ` in ${property.areaName}` : ''}
          </Link>
        </p>
      )}
      {similar.data && similar.data.length > 0 && (
        <ul className={styles.grid}>
          {similar.data.map((home) => (
            <li key={home.id} className={styles.item}>
              <PropertyCard property={home} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentlyViewed({ homes }: { homes: RecentHome[] }) {
  if (homes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className={styles.heading}>
        Recently viewed
      </h2>
      <ul className={styles.strip}>
        {homes.map((home) => {
          const { price, perMonth } = priceLabel(home);
          return (
            <li key={home.id}>
              <Link className={`card ${styles.recent}`} to={paths.property(home.id)}>
                <PropertyImage src={home.thumbnailUrl} alt="" className={styles.recentPicture} />
                <span className={`${styles.recentPrice} tabular`}>
                  {price}
                  {perMonth && '/month'}
                </span>
                <span className={styles.recentTitle}>{home.title}</span>
                {home.areaName && <span className={styles.recentArea}>{home.areaName}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
