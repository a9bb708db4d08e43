// Builds the web app only when its sources changed since the last build, so a restart is fast.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const sources = ['src/web', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];
const stampFile = path.resolve('dist/web/.source-stamp');

function stampOf(): string {
  const hash = crypto.createHash('sha256');
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    } else if (!p.endsWith('.test.ts') && !p.endsWith('.test.tsx')) {
      hash.update(p).update(String(stat.size)).update(String(stat.mtimeMs));
    }
  };
  sources.forEach(walk);
  return hash.digest('hex');
}

export function buildWebIfStale(): void {
  const stamp = stampOf();
  const isFresh = fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
  if (isFresh) return;
  process.stdout.write('Building the web app...\n');
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  fs.writeFileSync(stampFile, stamp);
}
