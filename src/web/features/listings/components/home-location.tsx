// "Where it is" on the property page: the nearest metro station, and a small map loaded only once the
// section scrolls into view (the map library is not part of the page's first load).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TProperty } from '#shared/contracts/property.ts';
import { LoadingState } from '#web/components/states.tsx';
import { PlaceFacts } from './place-facts.tsx';
import styles from './home-location.module.css';

const HomeMap = lazy(() => import('../map/home-map.tsx'));

export function HomeLocation({ property }: { property: TProperty }) {
  const section = useRef<HTMLElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const target = section.current;
    if (!target || isNear) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setIsNear(true), { rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [isNear]);
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
