// A fingerprint of source files (path, size, modification time), so a build runs only when they changed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

export function sourceStamp(sources: string[]): string {
  const hash = crypto.createHash('sha256');
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    } else if (!isTest(p)) {
      hash.update(p).update(String(stat.size)).update(String(stat.mtimeMs));
    }
  };
  sources.forEach(walk);
  return hash.digest('hex');
}

/** True when `stampFile` holds `stamp`: the last build was made from these sources. */
export const isBuiltFrom = (stampFile: string, stamp: string) => fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
