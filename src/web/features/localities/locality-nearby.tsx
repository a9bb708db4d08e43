// What is near a locality: metro stations with their lines and distances, and the localities
// around it, measured in a straight line from its centre.
import { useQuery } from '@tanstack/react-query';
import type { TLocalityNearby } from '#shared/contracts/locality.ts';
import { distanceText } from '#shared/geo/metro.ts';

/** The server lists the stations within this distance, or only the nearest when none is. */
const STATION_RADIUS_M = 3000;
import { localityPath } from '#shared/localities/locality-slug.ts';
import { Link } from '#web/components/link.tsx';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { apiGet } from '#web/lib/api-client.ts';
import styles from './locality-page.module.css';

const linesText = (lines: string[]) => (lines.length === 1 ? `${lines[0]} line` : `${lines.join(' and ')} lines`);

function Nearby({ nearby, areaName }: { nearby: TLocalityNearby; areaName: string }) {
  if (!nearby.hasCentre) return <p className={styles.muted}>We do not know where the centre of {areaName} is, so we cannot say what is near it.</p>;
  const isFar = nearby.stations.every((station) => station.distanceM > STATION_RADIUS_M);
  return (
    <div className={styles.nearGrid}>
      <div>
        <h3 className={styles.subhead}>Metro stations</h3>
        {isFar && <p className={styles.muted}>No Hyderabad Metro station is within 3 km; the nearest:</p>}
        {nearby.stations.length > 0 && (
          <ul className={styles.nearList}>
            {nearby.stations.map((station) => (
              <li key={station.code}>
                <span>
                  <strong>{station.name}</strong> <span className={styles.cellNote}>{linesText(station.lines)}</span>
                </span>
                <span className="tabular">{distanceText(station.distanceM)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className={styles.subhead}>Localities nearby</h3>
        {nearby.localities.length === 0 ? (
          <p className={styles.muted}>No other locality within 6 km.</p>
        ) : (
          <ul className={styles.nearList}>
            {nearby.localities.map((locality) => (
              <li key={locality.areaId}>
                <Link to={localityPath(locality.areaName)}>{locality.areaName}</Link>
                <span className="tabular">{distanceText(locality.distanceM)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function LocalityNearby({ slug, areaName }: { slug: string; areaName: string }) {
  const nearby = useQuery({
    queryKey: ['locality-nearby', slug],
    queryFn: ({ signal }) => apiGet<TLocalityNearby>(`/api/areas/${encodeURIComponent(slug)}/nearby`, signal),
  });
  return (
    <section className={styles.section} aria-labelledby="near-title">
      <h2 id="near-title">What is near {areaName}</h2>
      {nearby.isPending ? (
        <LoadingState label="Finding what is near..." />
      ) : nearby.isError ? (
        <ErrorState title="Could not load what is near" message={nearby.error.message} onRetry={() => void nearby.refetch()} />
      ) : (
        <>
          <p className={styles.muted}>Distances in a straight line from the centre of {areaName}.</p>
          <Nearby nearby={nearby.data} areaName={areaName} />
        </>
      )}
    </section>
  );
}
