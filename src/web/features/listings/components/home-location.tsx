// "Where it is" on the property page: the nearest metro station, and a small map loaded only once the
// section scrolls into view (the map library is not part of the page's first load).
import { lazy, Suspense } from 'react';
import type { TProperty } from '#shared/contracts/property.ts';
import { LoadingState } from '#web/components/states.tsx';
import { useIsNear } from '#web/lib/use-is-near.ts';
import { PlaceFacts } from './place-facts.tsx';
import styles from './home-location.module.css';

const HomeMap = lazy(() => import('../map/home-map.tsx'));

export function HomeLocation({ property }: { property: TProperty }) {
  const [section, isNear] = useIsNear<HTMLElement>();
  const { latitude, longitude } = property;
  if (latitude == null || longitude == null) return null;
  return (
    <section ref={section} className={styles.section} aria-labelledby="home-location-title">
      <h2 id="home-location-title" className={styles.title}>
        Where it is
      </h2>
      <PlaceFacts property={property} className={styles.facts} />
      {isNear ? (
        <Suspense fallback={<LoadingState label="Loading the map…" />}>
          <HomeMap position={{ latitude, longitude }} title={property.title} />
        </Suspense>
      ) : (
        <div className={styles.placeholder} />
      )}
    </section>
  );
}
