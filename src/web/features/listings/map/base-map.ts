// A Leaflet map of Hyderabad drawn from Gruha's own data: metro lines and stations, locality names as
// HTML labels (the browser shapes any script, Telugu and Hindi included) that never overlap, and
// under them either the OpenStreetMap base layers Gruha serves or, when the operator set one, a tile
// layer (a PMTiles file Gruha serves, or a tile URL). Loaded only with a map
// (docs/decisions/0035-map-library.md).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { leafletRasterLayer, PMTiles } from 'pmtiles';
import type { TMapBase } from '#shared/contracts/map.ts';
import type { TMetroLine } from '#shared/geo/metro.ts';
import { addBaseLayers } from './base-layers.ts';
import './base-map.css';

export const HYDERABAD_CENTRE: L.LatLngTuple = [17.41, 78.44];
export const CITY_ZOOM = 11;

const LINE_COLOURS: Record<TMetroLine, string> = { Red: '#c62828', Blue: '#1565c0', Green: '#2e7d32' };
const OWN_ATTRIBUTION = 'Localities and metro stations: Gruha (Hyderabad Metro Rail GTFS)';
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function addTiles(map: L.Map, tiles: TMapBase['tiles']) {
  if (tiles.kind === 'url') L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-member-access -- pmtiles types its Leaflet layer as any.
  if (tiles.kind === 'pmtiles') leafletRasterLayer(new PMTiles(tiles.url), { attribution: escapeHtml(tiles.attribution) }).addTo(map);
}

/** Gruha's own layer: lines under stations, locality names above both. */
function addOwnLayer(map: L.Map, base: TMapBase) {
  const byCode = new Map(base.stations.map((station) => [station.code, station]));
  for (const line of base.lines) {
    const path = line.stations.flatMap((code) => {
      const station = byCode.get(code);
      return station ? [[station.latitude, station.longitude] as L.LatLngTuple] : [];
    });
    L.polyline(path, { color: LINE_COLOURS[line.line], weight: 4, opacity: 0.8, interactive: false }).addTo(map);
  }
  for (const station of base.stations) {
    L.circleMarker([station.latitude, station.longitude], { radius: 4, color: '#334155', weight: 2, fillColor: '#fff', fillOpacity: 1 })
      .bindTooltip(`${escapeHtml(station.name)} metro`, { direction: 'top' })
      .addTo(map);
  }
  const labels = base.localities.map((locality) => {
    const label = L.divIcon({ className: 'gruha-map-locality', html: `<span>${escapeHtml(locality.name)}</span>`, iconSize: [0, 0] });
    return L.marker([locality.latitude, locality.longitude], { icon: label, interactive: false, keyboard: false }).addTo(map);
  });
  const declutter = () => showLabelsApart(labels);
  map.on('zoomend moveend resize', declutter);
  map.whenReady(declutter);
}

/** A gap kept around each name, in pixels. */
const LABEL_GAP = 3;

/**
 * Shows as many names as fit without touching, in the localities' order: each is hidden when its box
 * meets one already shown. Run after every zoom and move, on the boxes the browser laid out.
 */
function showLabelsApart(labels: L.Marker[]) {
  const shown: DOMRect[] = [];
  for (const marker of labels) {
    const span = marker.getElement()?.querySelector('span');
    if (!span) continue;
    span.style.visibility = 'visible';
    const box = span.getBoundingClientRect();
    const meets = shown.some(
      (other) =>
        box.left < other.right + LABEL_GAP &&
        other.left < box.right + LABEL_GAP &&
        box.top < other.bottom + LABEL_GAP &&
        other.top < box.bottom + LABEL_GAP,
    );
    if (meets) span.style.visibility = 'hidden';
    else shown.push(box);
  }
}

export function createBaseMap(element: HTMLElement, base: TMapBase, view: { centre?: L.LatLngTuple; zoom?: number } = {}): L.Map {
  const map = L.map(element, { center: view.centre ?? HYDERABAD_CENTRE, zoom: view.zoom ?? CITY_ZOOM, minZoom: 9, maxZoom: 18 });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  map.attributionControl.addAttribution(OWN_ATTRIBUTION);
  if (base.tiles.kind === 'own') {
    map.attributionControl.addAttribution(OSM_ATTRIBUTION);
    addBaseLayers(map);
  } else addTiles(map, base.tiles);
  addOwnLayer(map, base);
  return map;
}

export { L, escapeHtml };
