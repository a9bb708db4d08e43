// The map's base layer comes from Gruha itself, and an operator's PMTiles file is served with range
// requests: a map reads a few kilobytes per tile, never the whole archive.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let withFile: TestApp;
const archive = crypto.randomBytes(4096);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-pmtiles-'));
const file = path.join(dir, 'hyderabad.pmtiles');

beforeAll(async () => {
  fs.writeFileSync(file, archive);
  t = await buildTestApp();
  withFile = await buildTestApp({ MAP_PMTILES_FILE: file, MAP_TILE_ATTRIBUTION: '© Test tiles' });
});
afterAll(async () => {
  await Promise.all([t.close(), withFile.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the map base layer', () => {
  it('carries the localities, the three metro lines in riding order and all 57 stations, and no tiles by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/base' });
    expect(res.statusCode).toBe(200);
    const base = res.json().data;
    expect(base.tiles).toEqual({ kind: 'own' });
    expect(base.stations).toHaveLength(57);
    expect(base.localities.find((l: { name: string }) => l.name === 'HITEC City')).toMatchObject({ latitude: 17.4474, longitude: 78.3762 });
    const line = (name: string) => base.lines.find((l: { line: string }) => l.line === name).stations as string[];
    expect(line('Red')[0]).toBe('MYP');
    expect(line('Red').at(-1)).toBe('LBN');
    expect(line('Blue')[0]).toBe('NAG');
    expect(line('Blue').at(-1)).toBe('RDG');
    // The interchange sits between its neighbours on both lines.
    expect(line('Blue').slice(line('Blue').indexOf('AME') - 1, line('Blue').indexOf('AME') + 2)).toEqual(['BEG', 'AME', 'MUN']);
    expect(line('Green')).toHaveLength(9);
    expect((await t.app.inject({ method: 'GET', url: '/map/tiles.pmtiles' })).statusCode).toBe(404);
  });

  it('serves a configured PMTiles file with range requests', async () => {
    const base = (await withFile.app.inject({ method: 'GET', url: '/api/map/base' })).json().data;
    expect(base.tiles).toEqual({ kind: 'pmtiles', url: '/map/tiles.pmtiles', attribution: '© Test tiles' });
    const part = await withFile.app.inject({ method: 'GET', url: '/map/tiles.pmtiles', headers: { range: 'bytes=100-227' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-227/4096');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(archive.subarray(100, 228))).toBe(true);
    const whole = await withFile.app.inject({ method: 'GET', url: '/map/tiles.pmtiles' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(archive)).toBe(true);
    const past = await withFile.app.inject({ method: 'GET', url: '/map/tiles.pmtiles', headers: { range: 'bytes=5000-6000' } });
    expect(past.statusCode).toBe(416);
  });

  it('serves the OpenStreetMap base layers with their attribution, compressed and kept by the browser', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/map/layers', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.length).toBeLessThan(400_000);
    const plain = await t.app.inject({ method: 'GET', url: '/api/map/layers' });
    const { attribution, layers } = plain.json().data;
    expect(attribution).toBe('© OpenStreetMap contributors');
    const names = (layer: string) => layers[layer].features.map((f: { properties: { name?: string } }) => f.properties.name);
    expect(names('water')).toEqual(expect.arrayContaining(['Hussain Sagar', 'Osman Sagar', 'Himayat Sagar', 'Durgam Cheruvu']));
    expect(names('waterways')).toContain('Musi');
    for (const layer of ['boundary', 'zones', 'wards', 'parks', 'railways']) expect(layers[layer].features.length).toBeGreaterThan(0);
    const again = await t.app.inject({ method: 'GET', url: '/api/map/layers', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
