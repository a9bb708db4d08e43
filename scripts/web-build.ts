// Builds the web app only when its sources changed since the last build, so a restart is fast.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isBuiltFrom, sourceStamp } from './source-stamp.ts';

const sources = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];
const stampFile = path.resolve('dist/web/.source-stamp');

export function buildWebIfStale(): void {
  const stamp = sourceStamp(sources);
  if (isBuiltFrom(stampFile, stamp)) return;
  process.stdout.write('Building the web app...\n');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  fs.writeFileSync(stampFile, stamp);
}
