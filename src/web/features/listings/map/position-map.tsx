// The posting dialog's map: one draggable pin; where it is dropped becomes the home's position.
import { useEffect, useRef } from 'react';
import type { LatLng } from '#shared/geo/geometry.ts';
import { ErrorState } from '#web/components/states.tsx';
import { useMapBase } from '../api/get-map-base.ts';
import { createBaseMap, L } from './base-map.ts';
import styles from './home-map.module.css';

const PLACING_ZOOM = 15;

export default function PositionMap({ pin, onMove }: { pin: LatLng; onMove(point: LatLng): void }) {
  const base = useMapBase();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  useEffect(() => {
    if (!base.data || !element.current) return;
    const created = createBaseMap(element.current, base.data, { centre: [pin.latitude, pin.longitude], zoom: PLACING_ZOOM });
    created.scrollWheelZoom.disable();
    const dragged = L.marker([pin.latitude, pin.longitude], {
      draggable: true,
      autoPan: true,
      title: 'The home: drag to move',
      icon: L.divIcon({ className: 'gruha-map-marker', html: '<span class="gruha-map-pin">Home</span>', iconSize: [56, 24] }),
    }).addTo(created);
    dragged.on('dragend', () => {
      const at = dragged.getLatLng();
      moved.current({ latitude: at.lat, longitude: at.lng });
    });
    map.current = created;
    marker.current = dragged;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once; the pin follows below.
  }, [base.data]);

  // Typed coordinates and a new locality move the pin (and the map, when the pin left the view).
  useEffect(() => {
    const at = L.latLng(pin.latitude, pin.longitude);
    marker.current?.setLatLng(at);
    if (map.current && !map.current.getBounds().contains(at)) map.current.setView(at);
  }, [pin.latitude, pin.longitude]);

  if (base.isError) return <ErrorState title="The map could not be loaded" onRetry={() => void base.refetch()} />;
  return <div ref={element} className={styles.map} role="region" aria-label="Map: drag the pin to the home" />;
}
