// Compiles the server to dist/server/main.js (and a file beside it for each module it loads on demand)
// when its sources changed since the last build. `npm start` and the benchmark run it with plain Node: running the TypeScript
// through tsx kept a compiler and a module-loader thread in the server, about 60 MB more memory
// (docs/performance.md). Tests and `npm run dev` still run the sources directly.
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { isBuiltFrom, sourceStamp } from './source-stamp.ts';

const sources = ['src/server', 'src/shared', 'package-lock.json', 'scripts/server-build.ts'];
const outDir = path.resolve('dist/server');
export const serverEntry = path.join(outDir, 'main.js');
const stampFile = path.join(outDir, '.source-stamp');

/**
 * Files the server reads beside its own module (`import.meta.url`): in the bundle that module is
 * main.js or a file next to it, so they are copied there. A new such file must be listed here.
 */
const besideTheModule = [
  'src/server/db/migrations',
  'src/server/db/seed/hyderabad-localities.csv',
  'src/server/db/seed/hyderabad-metro-stations.csv',
  'src/server/modules/auth/common-passwords.txt',
  // The map's OpenStreetMap base layers (GET /api/map/layers).
  'src/server/modules/map/map-layers',
  // The fonts of the PDFs the server makes (tenancy receipts, statements, reports).
  'src/web/features/agreements/pdf-fonts',
];

/** Builds dist/server/main.js if stale and returns its path. */
export function buildServerIfStale(): string {
  const stamp = sourceStamp(sources);
  if (fs.existsSync(serverEntry) && isBuiltFrom(stampFile, stamp)) return serverEntry;
  process.stdout.write('Building the server...\n');
  fs.rmSync(outDir, { recursive: true, force: true });
  buildSync({
    entryPoints: ['src/server/main.ts'],
    outdir: outDir,
    // A module the sources import only when it is needed (prom-client behind /metrics, pdf-lib behind a
    // receipt) stays a file of its own, loaded then: in one file, every package it imports would be
    // imported when the server starts.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they are; only the project's own code is bundled.
    packages: 'external',
    logLevel: 'warning',
  });
  for (const source of besideTheModule) fs.cpSync(source, path.join(outDir, path.basename(source)), { recursive: true });
  fs.writeFileSync(stampFile, stamp);
  return serverEntry;
}
