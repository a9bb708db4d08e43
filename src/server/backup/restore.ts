// Restores a backup into an empty data directory (embedded database) or an empty PostgreSQL
// database (DATABASE_URL) and its store, refusing one that holds anything, then checks what it
// restored against the manifest: every table's row count, every file's and key's checksum.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { COPIED_PREFIXES } from '#server/storage/copy-to-store.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { keepDataDirPrivate, PRIVATE_FILE_MODE } from '#server/storage/private-data-dir.ts';
import { compareCounts, countRows, FILES_DIR, fileSha256, KEYS_DIR, readManifest, sha256Of, type Manifest } from './manifest.ts';

const run = promisify(execFile);

export type RestoreReport = { tables: number; rows: number; files: number; keys: number };

async function isStoreEmpty(store: ObjectStore): Promise<boolean> {
  for (const prefix of COPIED_PREFIXES) for await (const _key of store.list(prefix)) return false;
  return true;
}

async function refuseNonEmpty(config: Config, manifest: Manifest, store: ObjectStore): Promise<void> {
  if (manifest.database.kind === 'embedded' && config.databaseUrl) {
    throw new Error('This backup is of an embedded database: unset DATABASE_URL to restore it into DATA_DIR');
  }
  if (manifest.database.kind === 'postgres' && !config.databaseUrl) {
    throw new Error('This backup is of a PostgreSQL database: set DATABASE_URL to the empty database to restore it into');
  }
  const dirEntries = fs.existsSync(config.dataDir) ? fs.readdirSync(config.dataDir) : [];
  if (!config.databaseUrl && dirEntries.length > 0) throw new Error(`${config.dataDir} is not empty: restore into an empty data directory`);
  if (!(await isStoreEmpty(store))) throw new Error('The file store already holds pictures or documents: restore into an empty one');
  if (config.databaseUrl) {
    const database = await openDatabase({ url: config.databaseUrl });
    try {
      const tables = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as "n" from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      if ((tables[0]?.n ?? 0) > 0) throw new Error('The database DATABASE_URL names already has tables: restore into an empty database');
    } finally {
      await database.close();
    }
  }
}

async function restoreDatabase(config: Config, from: string, manifest: Manifest): Promise<Database> {
  const dump = path.join(from, manifest.database.file);
  if ((await fileSha256(dump)) !== manifest.database.sha256) throw new Error(`${dump} does not match its checksum in the manifest`);
  if (!config.databaseUrl) {
    const tarball = new Blob([fs.readFileSync(dump)]);
    return openDatabase({ dataDir: path.join(config.dataDir, 'db'), copyOf: tarball });
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${config.databaseUrl}`, dump]);
  return openDatabase({ url: config.databaseUrl });
}

async function restoreFiles(store: ObjectStore, from: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of manifest.files) {
    const bytes = fs.readFileSync(path.join(from, FILES_DIR, entry.key));
    if (sha256Of(bytes) !== entry.sha256) {
      problems.push(`${entry.key}: the backup's copy does not match its checksum`);
      continue;
    }
    await store.put(entry.key, bytes, entry.contentType);
    const written = await store.get(entry.key);
    if (!written || sha256Of(written) !== entry.sha256) problems.push(`${entry.key}: the restored copy does not match its checksum`);
  }
  return problems;
}

function restoreKeys(dataDir: string, from: string, manifest: Manifest): string[] {
  return manifest.keys.flatMap(({ name, sha256 }) => {
    const bytes = fs.readFileSync(path.join(from, KEYS_DIR, name));
    fs.writeFileSync(path.join(dataDir, name), bytes, { mode: PRIVATE_FILE_MODE });
    return sha256Of(fs.readFileSync(path.join(dataDir, name))) === sha256 ? [] : [`${name}: the restored key does not match its checksum`];
  });
}

/** Restores the backup in `from` where `config` points; throws listing every difference from its manifest. */
export async function restoreBackup(config: Config, from: string): Promise<RestoreReport> {
  const manifest = readManifest(from);
  const store = openObjectStore(config.storage);
  await refuseNonEmpty(config, manifest, store);
  keepDataDirPrivate(config.dataDir);
  const database = await restoreDatabase(config, from, manifest);
  let found: Record<string, number>;
  try {
    found = await countRows((text) => rowsOf(database.db, sql.raw(text)));
  } finally {
    await database.close();
  }
  const problems = [...compareCounts(manifest.database.rowCounts, found), ...(await restoreFiles(store, from, manifest))];
  problems.push(...restoreKeys(config.dataDir, from, manifest));
  if (problems.length > 0) throw new Error(`The restore does not match the backup's manifest:\n  ${problems.join('\n  ')}`);
  return {
    tables: Object.keys(found).length,
    rows: Object.values(found).reduce((sum, n) => sum + n, 0),
    files: manifest.files.length,
    keys: manifest.keys.length,
  };
}
