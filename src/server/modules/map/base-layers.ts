// The map's light base layers (OpenStreetMap extracts under the ODbL, map-layers/README.md), read once
// and answered as one JSON document: the map fetches it as data, cached by the browser and compressed.
import crypto from 'node:crypto';
import fs from 'node:fs';

/** The layers the map draws, bottom first, by the file each comes from. */
export const BASE_LAYER_FILES = {
  boundary: 'ghmc-boundary.geojson',
  zones: 'ghmc-zones.geojson',
  wards: 'ghmc-wards.geojson',
  parks: 'parks.geojson',
  water: 'waterbodies.geojson',
  waterways: 'waterways.geojson',
  railways: 'railways.geojson',
} as const;

export type BaseLayers = { body: string; etag: string };

let read: BaseLayers | undefined;

export function baseLayers(): BaseLayers {
  if (read) return read;
  const layers = Object.fromEntries(
    Object.entries(BASE_LAYER_FILES).map(([name, file]) => [
      name,
      JSON.parse(fs.readFileSync(new URL(`./map-layers/${file}`, import.meta.url), 'utf8')) as unknown,
    ]),
  );
  const body = JSON.stringify({ success: true, data: { attribution: '© OpenStreetMap contributors', layers } });
  read = { body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  return read;
}
