// The search page's map view: the current filters' matches as clustered pins, each opening its card;
// "Search this area" searches the visible box; "Draw an area" searches inside a drawn polygon. Both go
// into the URL as declared filters (shared/search/filters/filters.ts), so they combine with every other
// filter and are saved with a search.
import { useEffect, useRef, useState } from 'react';
import type { TMapPin } from '#shared/contracts/map.ts';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import type { Bounds, Polygon } from '#shared/geo/geometry.ts';
import { priceDisplayText } from '#shared/money.ts';
import { ErrorState, LoadingState } from '#web/components/states.tsx';
import { useMapBase } from '../api/get-map-base.ts';
import { useProperty } from '../api/get-property.ts';
import { useSearchPins } from '../api/search-pins.ts';
import { PropertyCard } from '../components/property-card.tsx';
import type { PlaceChoices } from '../search/place-state.ts';
import { createBaseMap, escapeHtml, L } from './base-map.ts';
import { clusterPins } from './cluster-pins.ts';
import styles from './search-map.module.css';

type Props = { request: TSearchRequest; place: PlaceChoices; onPlaceChange(change: Partial<PlaceChoices>): void };

const toBounds = (box: L.LatLngBounds): Bounds => ({ south: box.getSouth(), west: box.getWest(), north: box.getNorth(), east: box.getEast() });

export default function SearchMap({ request, place, onPlaceChange }: Props) {
  const base = useMapBase();
  const pins = useSearchPins(request);
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  const [drawing, setDrawing] = useState<Polygon | null>(null);

  // The map, once the base layer is known; it starts on the searched box or area when there is one.
  useEffect(() => {
    if (!base.data || !element.current) return;
    const created = createBaseMap(element.current, base.data);
    const start = place.polygon ? L.latLngBounds(place.polygon.map((p) => [p.latitude, p.longitude])) : place.bounds ? boxOf(place.bounds) : null;
    if (start) created.fitBounds(start, { animate: false });
    // Moves from here on are the user's (the start above is not animated): they offer "Search this area".
    created.on('moveend', () => setHasMoved(true));
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the map is made once; later place changes move layers, not the map.
  }, [base.data]);

  useFirstFit(map, pins.data?.pins, request, base.data?.localities, Boolean(place.polygon || place.bounds), () => setHasMoved(false));
  usePinLayer(map, pins.data?.pins, selected, setSelected);
  useAreaLayer(map, place.polygon, drawing);

  // Drawing: each click on the map adds a corner.
  useEffect(() => {
    if (!map || !drawing) return;
    const add = (event: L.LeafletMouseEvent) =>
      setDrawing((corners) => [...(corners ?? []), { latitude: event.latlng.lat, longitude: event.latlng.lng }]);
    map.on('click', add);
    if (styles.drawing) map.getContainer().classList.add(styles.drawing);
    return () => {
      map.off('click', add);
      if (styles.drawing) map.getContainer().classList.remove(styles.drawing);
    };
  }, [map, drawing]);

  if (base.isError) return <ErrorState title="The map could not be loaded" onRetry={() => void base.refetch()} />;
  const total = pins.data?.total ?? 0;
  const shown = pins.data?.pins.length ?? 0;

  return (
    <div className={styles.layout}>
      <div className={styles.tools} role="toolbar" aria-label="Map tools">
        {hasMoved && map && !drawing && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setHasMoved(false);
              onPlaceChange({ bounds: toBounds(map.getBounds()), polygon: null });
            }}
          >
            Search this area
          </button>
        )}
        {!drawing ? (
          <button type="button" className="btn" onClick={() => setDrawing([])} disabled={!map}>
            Draw an area
          </button>
        ) : (
          <>
            <span className={styles.hint} aria-live="polite">
              Click the map to add corners ({drawing.length} so far)
            </span>
            <button
              type="button"
              className="btn btn-primary"
              disabled={drawing.length < 3}
              onClick={() => {
                onPlaceChange({ polygon: drawing, bounds: null });
                setDrawing(null);
              }}
            >
              Search inside this area
            </button>
            <button type="button" className="btn" onClick={() => setDrawing(null)}>
              Cancel drawing
            </button>
          </>
        )}
        {map && !drawing && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              const centre = map.getCenter();
              onPlaceChange({ work: { latitude: centre.lat, longitude: centre.lng } });
            }}
          >
            I work at the map’s centre
          </button>
        )}
        {(place.polygon || place.bounds) && !drawing && (
          <button type="button" className="btn" onClick={() => onPlaceChange({ polygon: null, bounds: null })}>
            Remove the map area
          </button>
        )}
        <p className={styles.count} aria-live="polite">
          {pins.isPending ? 'Placing homes…' : pins.isError ? 'The homes could not be placed' : pinsText(shown, total)}
        </p>
      </div>
      <div className={styles.stage}>
        <div ref={element} className={styles.map} data-testid="search-map" aria-label="Map of the search’s homes" role="region" />
        {base.isPending && (
          <div className={styles.overlay}>
            <LoadingState label="Loading the map…" />
          </div>
        )}
        {selected !== null && <SelectedCard id={selected} onClose={() => setSelected(null)} />}
      </div>
    </div>
  );
}

function pinsText(shown: number, total: number): string {
  if (total === 0) return 'No homes to show here';
  if (shown < total) return `Showing the newest ${shown} of ${total} homes: zoom in and search this area, or draw one, to see the rest`;
  return `${total} ${total === 1 ? 'home' : 'homes'} on the map`;
}

// Sized, so Leaflet centres them on their point (and they are visible to a pointer and to tests).
const PIN_SIZE: L.PointTuple = [84, 24];
const CLUSTER_SIZE: L.PointTuple = [34, 34];

const boxOf = (b: Bounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

function SelectedCard({ id, onClose }: { id: number; onClose(): void }) {
  const listing = useProperty(id);
  return (
    <section className={styles.card} aria-label="Selected home">
      <button type="button" className={`btn ${styles.close}`} onClick={onClose} aria-label="Close the home’s card">
        ×
      </button>
      {listing.isPending ? (
        <LoadingState label="Loading the home…" />
      ) : listing.isError ? (
        <ErrorState title="The home could not be loaded" />
      ) : (
        <PropertyCard property={listing.data} />
      )}
    </section>
  );
}

/** The pins, clustered anew at every zoom; a cluster zooms in on its homes, a pin opens its card. */
function usePinLayer(map: L.Map | null, pins: TMapPin[] | undefined, selected: number | null, select: (id: number) => void) {
  useEffect(() => {
    if (!map || !pins) return;
    const layer = L.layerGroup().addTo(map);
    const draw = () => {
      layer.clearLayers();
      const onScreen = pins.map((pin) => {
        const point = map.latLngToLayerPoint([pin.latitude, pin.longitude]);
        return { item: pin, x: point.x, y: point.y };
      });
      for (const cluster of clusterPins(onScreen)) {
        const at = map.layerPointToLatLng([cluster.x, cluster.y]);
        const [pin, ...others] = cluster.items;
        if (pin && others.length === 0) {
          const label = `${pin.listingType === 'rent' ? 'Rent' : 'Sale'} ₹${priceDisplayText(pin.price)}`;
          const marker = L.marker(at, {
            icon: L.divIcon({
              className: 'gruha-map-marker',
              html: `<span class="gruha-map-pin" data-selected="${pin.id === selected}">₹${escapeHtml(priceDisplayText(pin.price))}</span>`,
              iconSize: PIN_SIZE,
            }),
            title: label,
            alt: label,
          });
          marker.on('click', () => select(pin.id));
          marker.addTo(layer);
          marker.getElement()?.setAttribute('aria-label', `${label}: open its card`);
        } else {
          const marker = L.marker(at, {
            icon: L.divIcon({
              className: 'gruha-map-marker',
              html: `<span class="gruha-map-cluster">${cluster.items.length}</span>`,
              iconSize: CLUSTER_SIZE,
            }),
            title: `${cluster.items.length} homes`,
          });
          marker.on('click', () =>
            map.fitBounds(L.latLngBounds(cluster.items.map((pin) => [pin.latitude, pin.longitude])), { padding: [40, 40], maxZoom: 18 }),
          );
          marker.addTo(layer);
          marker.getElement()?.setAttribute('aria-label', `${cluster.items.length} homes: zoom in`);
        }
      }
    };
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
      layer.remove();
    };
  }, [map, pins, selected, select]);
}

/** The closest the first fit comes: near enough for the homes, far enough for the names around them. */
const FIT_MAX_ZOOM = 14;

/**
 * With no searched box or area, the map opens on the search's homes (or, with none, on its chosen
 * localities) once the pins arrive, not on the whole city; later moves are the user's.
 */
function useFirstFit(
  map: L.Map | null,
  pins: TMapPin[] | undefined,
  request: TSearchRequest,
  localities: { name: string; latitude: number; longitude: number }[] | undefined,
  hasArea: boolean,
  onFitted: () => void,
) {
  const fitted = useRef(false);
  useEffect(() => {
    if (!map || !pins || !localities || fitted.current) return;
    fitted.current = true;
    if (hasArea) return;
    const chosen = [request.area, ...(request.areas ?? [])].filter((area) => typeof area === 'string').map((name) => name.toLowerCase());
    const points: L.LatLngTuple[] =
      pins.length > 0
        ? pins.map((pin) => [pin.latitude, pin.longitude])
        : localities.filter((locality) => chosen.includes(locality.name.toLowerCase())).map((locality) => [locality.latitude, locality.longitude]);
    if (points.length === 0) return;
    map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: FIT_MAX_ZOOM, animate: false });
    // The fit (its moveend fired at once) is not the user's move: no "Search this area" for it.
    onFitted();
  }, [map, pins, localities, request, hasArea, onFitted]);
}

/** The searched area, or the one being drawn. */
function useAreaLayer(map: L.Map | null, polygon: Polygon | null, drawing: Polygon | null) {
  useEffect(() => {
    if (!map) return;
    const corners = drawing ?? polygon;
    if (!corners || corners.length === 0) return;
    const points = corners.map((p) => [p.latitude, p.longitude] as L.LatLngTuple);
    const shape = drawing
      ? L.polyline(points, { color: '#b45309', dashArray: '6 4', interactive: false })
      : L.polygon(points, { color: '#b45309', fillOpacity: 0.08, interactive: false });
    shape.addTo(map);
    return () => {
      shape.remove();
    };
  }, [map, polygon, drawing]);
}
