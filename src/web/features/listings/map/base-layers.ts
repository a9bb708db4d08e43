// The light base layers the map draws when no tile server is set: OpenStreetMap extracts of the city
// (GHMC boundary, zones and wards, parks, water, waterways, railways), fetched once as data from
// GET /api/map/layers (kept by the browser) and drawn on one canvas under the metro lines and names.
import L from 'leaflet';
import type { FeatureCollection } from 'geojson';
import { apiGet } from '#web/lib/api-client.ts';

type LayerName = 'boundary' | 'zones' | 'wards' | 'parks' | 'water' | 'waterways' | 'railways';
type BaseLayers = { attribution: string; layers: Record<LayerName, FeatureCollection> };

/** Bottom first; each with how it is drawn. */
const STYLES: [LayerName, L.PathOptions][] = [
  ['boundary', { color: '#94a3b8', weight: 1.5, dashArray: '6 4', fillColor: '#f6f4ee', fillOpacity: 1 }],
  ['wards', { color: '#e2e0d8', weight: 0.6, fill: false }],
  ['zones', { color: '#cbd5e1', weight: 1.2, fill: false }],
  ['parks', { stroke: false, fillColor: '#cfe6c4', fillOpacity: 1 }],
  ['water', { color: '#8fc1e3', weight: 0.8, fillColor: '#aad3ee', fillOpacity: 1 }],
  ['waterways', { color: '#8fc1e3', weight: 1.6 }],
  ['railways', { color: '#9aa3af', weight: 1.4, dashArray: '5 3' }],
];

export const BASE_PANE = 'gruha-base';
/** Above tiles (200), below the metro lines and names (overlay 400, markers 600). */
const BASE_PANE_Z = '250';

let loading: Promise<BaseLayers> | undefined;
const loadLayers = () =>
  (loading ??= apiGet<BaseLayers>('/api/map/layers').catch((error: unknown) => {
    // A later map asks again.
    loading = undefined;
    throw error;
  }));

/** Draws the layers once they arrive; the map is usable (names, metro) before. */
export function addBaseLayers(map: L.Map): void {
  const pane = map.createPane(BASE_PANE);
  pane.style.zIndex = BASE_PANE_Z;
  pane.dataset.testid = 'map-base-layers';
  const renderer = L.canvas({ pane: BASE_PANE, padding: 0.5 });
  // A map closed before the layers arrive (the person moved on) has no panes left to draw into.
  let isRemoved = false;
  map.once('unload', () => {
    isRemoved = true;
  });
  loadLayers().then(
    (base) => {
      if (isRemoved) return;
      for (const [name, style] of STYLES) {
        // Leaflet hands these options to every shape it makes, the canvas renderer included.
        const options: L.GeoJSONOptions & L.PathOptions = { style, renderer, pane: BASE_PANE, interactive: false };
        L.geoJSON(base.layers[name], options).addTo(map);
      }
      pane.dataset.loaded = 'true';
    },
    () => {
      pane.dataset.loaded = 'failed';
    },
  );
}
