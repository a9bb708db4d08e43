// Packages the server needs only for a feature an operator turns on stay unloaded until then: the
// compiled server (one file per module loaded on demand, scripts/server-build.ts) without
// METRICS_TOKEN never loads prom-client. Node's module cache, read as the process exits, says what
// was loaded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newStore, onCleanup, serve } from './resources.ts';

const RECORDER = `import fs from 'node:fs';
import { createRequire } from 'node:module';
const cache = createRequire(import.meta.url).cache;
process.on('exit', () => fs.writeFileSync(process.env.LOADED_MODULES_FILE, Object.keys(cache).join('\\n')));
`;

async function modulesLoadedBy(env: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-loaded-'));
  onCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const recorder = path.join(dir, 'record-loaded.mjs');
  const loaded = path.join(dir, 'loaded.txt');
  fs.writeFileSync(recorder, RECORDER);
  const server = await serve(
    await newStore('embedded'),
    { ...env, NODE_OPTIONS: `--import=${recorder}`, LOADED_MODULES_FILE: loaded },
    { compiled: true },
  );
  expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  server.signal('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });
  return fs.readFileSync(loaded, 'utf8').split('\n');
}

const isPromClient = (file: string) => file.includes(`${path.sep}prom-client${path.sep}`);

describe('the compiled server', () => {
  it('loads prom-client only when /metrics is turned on', async () => {
    expect((await modulesLoadedBy({})).filter(isPromClient)).toEqual([]);
    expect((await modulesLoadedBy({ METRICS_TOKEN: 'metrics-token-for-the-test-0123456789' })).some(isPromClient)).toBe(true);
  });
});
