// A Leaflet map of Hyderabad drawn from Gruha's own data: metro lines and stations, locality names as
// HTML labels (the browser shapes any script, Telugu and Hindi included), and, when the operator set
// one, a tile layer (a PMTiles file Gruha serves, or a tile URL). Loaded only with a map
// (docs/decisions/0035-map-library.md).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { leafletRasterLayer, PMTiles } from 'pmtiles';
import type { TMapBase } from '#shared/contracts/map.ts';
import type { TMetroLine } from '#shared/geo/metro.ts';
import './base-map.css';

export const HYDERABAD_CENTRE: L.LatLngTuple = [17.41, 78.44];
export const CITY_ZOOM = 11;

const LINE_COLOURS: Record<TMetroLine, string> = { Red: '#c62828', Blue: '#1565c0', Green: '#2e7d32' };
const OWN_ATTRIBUTION = 'Localities and metro stations: Gruha (Hyderabad Metro Rail GTFS)';

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
  for (const locality of base.localities) {
    const label = L.divIcon({ className: 'gruha-map-locality', html: `<span>${escapeHtml(locality.name)}</span>`, iconSize: [0, 0] });
    L.marker([locality.latitude, locality.longitude], { icon: label, interactive: false, keyboard: false }).addTo(map);
  }
}

export function createBaseMap(element: HTMLElement, base: TMapBase, view: { centre?: L.LatLngTuple; zoom?: number } = {}): L.Map {
  const map = L.map(element, { center: view.centre ?? HYDERABAD_CENTRE, zoom: view.zoom ?? CITY_ZOOM, minZoom: 9, maxZoom: 18 });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  map.attributionControl.addAttribution(OWN_ATTRIBUTION);
  addTiles(map, base.tiles);
  addOwnLayer(map, base);
  return map;
}

export { L, escapeHtml };
