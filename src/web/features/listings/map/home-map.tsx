// The property page's small map: the home's pin on Gruha's own base layer, with the metro around it.
import { useEffect, useRef } from 'react';
import type { LatLng } from '#shared/geo/geometry.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useMapBase } from '../api/get-map-base.ts';
import { createBaseMap, escapeHtml, L } from './base-map.ts';
import styles from './home-map.module.css';

const HOME_ZOOM = 15;

export default function HomeMap({ position, title }: { position: LatLng; title: string }) {
  const base = useMapBase();
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!base.data || !element.current) return;
    const map = createBaseMap(element.current, base.data, { centre: [position.latitude, position.longitude], zoom: HOME_ZOOM });
    map.scrollWheelZoom.disable();
    L.marker([position.latitude, position.longitude], {
      icon: L.divIcon({ className: 'gruha-map-marker', html: `<span class="gruha-map-pin">${escapeHtml('Home')}</span>`, iconSize: [56, 24] }),
      title,
      keyboard: false,
      interactive: false,
    }).addTo(map);
    return () => {
      map.remove();
    };
  }, [base.data, position.latitude, position.longitude, title]);
  if (base.isError) return <ErrorState title="The map could not be loaded" onRetry={() => void base.refetch()} />;
  return (
    <div className={styles.frame}>
      <div ref={element} className={styles.map} role="region" aria-label={`Map: where ${title} is`} />
      {base.isPending && (
        <div className={styles.loading}>
          <LoadingState label="Loading the map…" />
        </div>
      )}
    </div>
  );
}
