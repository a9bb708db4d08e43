// A locality's newest homes as cards, with the way to search all of them.
import { paths } from '../paths.ts';
import { Link } from '#web/components/link.tsx';
import { useSearchProperties } from '#web/features/listings/api/search-properties.ts';
import { PropertyGrid } from '#web/features/listings/components/property-grid.tsx';
import styles from '#web/features/localities/locality-page.module.css';

const HOMES_SHOWN = 6;

export function LocalityHomes({ areaId, areaName, total }: { areaId: number; areaName: string; total: number }) {
  const homes = useSearchProperties({ area: String(areaId), sortBy: 'createdAt', page: 0, size: HOMES_SHOWN });
  return (
    <section className={styles.section} aria-labelledby="homes-title">
      <div className={styles.sectionHead}>
        <h2 id="homes-title">Homes in {areaName}</h2>
        {total > 0 && (
          <Link to={paths.search({ area: String(areaId) })} className={styles.more}>
            Search all {total} {total === 1 ? 'home' : 'homes'} in {areaName}
          </Link>
        )}
      </div>
      <p className={styles.muted}>The newest listed first.</p>
      <PropertyGrid
        properties={homes.data?.data}
        isLoading={homes.isPending}
        error={homes.error}
        onRetry={() => void homes.refetch()}
        errorTitle={`Could not load the homes in ${areaName}`}
      />
    </section>
  );
}
