// What a backup holds, written last into its folder: a folder without manifest.json is not a backup.
// Restoring checks the database's row counts and every file's checksum against it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RunSql } from '#server/db/client.ts';

export const MANIFEST = 'manifest.json';
/** The database's copy: PGlite's data directory (gzip tarball), or pg_dump's custom format. */
export const EMBEDDED_DUMP = 'database.tar.gz';
export const POSTGRES_DUMP = 'database.pgdump';
/** Pictures and documents, under their storage keys. */
export const FILES_DIR = 'files';
/** Secrets generated into the data directory: without them sign-ins and ID numbers cannot be read. */
export const KEYS_DIR = 'keys';
export const KEY_FILES = ['jwt-secret', 'data-encryption-key'] as const;

export type FileEntry = { key: string; sha256: string; bytes: number; contentType: string };

export type Manifest = {
  format: 1;
  createdAt: string;
  database: { kind: 'embedded' | 'postgres'; file: string; sha256: string; rowCounts: Record<string, number> };
  files: FileEntry[];
  keys: { name: string; sha256: string }[];
};

export const sha256Of = (bytes: Buffer | Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

export function fileSha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Rows in every table of Gruha's schema and drizzle's migration record, by "schema.table". */
export async function countRows(runSql: RunSql): Promise<Record<string, number>> {
  const tables = await runSql(
    `select quote_ident(schemaname) || '.' || quote_ident(tablename) as "name" from pg_tables
      where schemaname in ('public', 'drizzle') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await runSql(`select count(*)::int as "n" from ${String(name)}`);
    counts[String(name)] = Number(row?.n ?? 0);
  }
  return counts;
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} holds no ${MANIFEST}: not a complete backup`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<Manifest, 'format'> & { format: unknown };
  if (manifest.format !== 1) throw new Error(`${file}: unknown backup format ${String(manifest.format)}`);
  return manifest as Manifest;
}

/** The differences between what a backup's manifest says and what was found, as readable lines. */
export function compareCounts(expected: Record<string, number>, found: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names.flatMap((name) =>
    expected[name] === found[name] ? [] : [`${name}: ${expected[name] ?? 'no table'} rows in the backup, ${found[name] ?? 'no table'} restored`],
  );
}
