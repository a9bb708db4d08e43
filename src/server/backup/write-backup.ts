// Writes a backup of everything Gruha keeps into a new folder: the database (a snapshot between
// transactions on the embedded database, pg_dump's custom format from one snapshot on PostgreSQL),
// then the pictures and documents from the store (local or a bucket), then the keys generated into
// the data directory, and last the manifest. It runs beside a server taking writes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '#server/db/client.ts';
import { dealDocuments } from '#server/db/schema.ts';
import { COPIED_PREFIXES } from '#server/storage/copy-to-store.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/storage/private-data-dir.ts';
import {
  countRows,
  EMBEDDED_DUMP,
  FILES_DIR,
  fileSha256,
  KEY_FILES,
  KEYS_DIR,
  MANIFEST,
  POSTGRES_DUMP,
  sha256Of,
  type FileEntry,
  type Manifest,
} from './manifest.ts';

const run = promisify(execFile);

export type BackupSource = { database: Database; databaseUrl?: string; store: ObjectStore; dataDir: string; now: () => Date };

/** A new folder, or an empty one: a backup never mixes with another's files. */
function prepareFolder(to: string): void {
  if (fs.existsSync(to) && fs.readdirSync(to).length > 0) throw new Error(`${to} is not empty: back up into a new folder`);
  // Backups hold everything people entrusted to Gruha: readable by this user alone.
  fs.mkdirSync(path.join(to, FILES_DIR), { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(to, PRIVATE_DIR_MODE);
}

async function dumpEmbedded(database: Database, to: string): Promise<Manifest['database']> {
  if (!database.snapshot) throw new Error('This database cannot take a snapshot');
  // The counts are read in the same pause as the copy: they describe exactly what it holds.
  const { tarball, read: rowCounts } = await database.snapshot(countRows);
  const file = path.join(to, EMBEDDED_DUMP);
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()), { mode: PRIVATE_FILE_MODE });
  return { kind: 'embedded', file: EMBEDDED_DUMP, sha256: await fileSha256(file), rowCounts };
}

async function dumpPostgres(url: string, to: string): Promise<Manifest['database']> {
  const file = path.join(to, POSTGRES_DUMP);
  // pg_dump and the counts read one exported snapshot: the counts describe exactly the dump.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const [{ snapshot }] = rows as [{ snapshot: string }];
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
    fs.chmodSync(file, PRIVATE_FILE_MODE);
    const rowCounts = await countRows(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    await client.query('commit');
    return { kind: 'postgres', file: POSTGRES_DUMP, sha256: await fileSha256(file), rowCounts };
  } finally {
    await client.end();
  }
}

async function contentTypeOf(db: Db, key: string): Promise<string> {
  if (key.startsWith('uploads/')) return 'image/webp';
  const [document] = await db
    .select({ contentType: dealDocuments.contentType })
    .from(dealDocuments)
    .where(eq(dealDocuments.storageKey, key.slice('documents/'.length)))
    .limit(1);
  return document?.contentType ?? 'application/octet-stream';
}

async function copyFiles(db: Db, store: ObjectStore, to: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const prefix of COPIED_PREFIXES) {
    for await (const key of store.list(prefix)) {
      const bytes = await store.get(key);
      // Removed since it was listed: its row went before it did, after the database was copied.
      if (!bytes) continue;
      const file = path.join(to, FILES_DIR, key);
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      fs.writeFileSync(file, bytes, { mode: PRIVATE_FILE_MODE });
      entries.push({ key, sha256: sha256Of(bytes), bytes: bytes.byteLength, contentType: await contentTypeOf(db, key) });
    }
  }
  return entries;
}

function copyKeys(dataDir: string, to: string): Manifest['keys'] {
  const present = KEY_FILES.filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (present.length > 0) fs.mkdirSync(path.join(to, KEYS_DIR), { mode: PRIVATE_DIR_MODE });
  return present.map((name) => {
    const bytes = fs.readFileSync(path.join(dataDir, name));
    fs.writeFileSync(path.join(to, KEYS_DIR, name), bytes, { mode: PRIVATE_FILE_MODE });
    return { name, sha256: sha256Of(bytes) };
  });
}

/** Writes the backup into `to` (new or empty); answers its manifest. */
export async function writeBackup(source: BackupSource, to: string): Promise<Manifest> {
  prepareFolder(to);
  const createdAt = source.now().toISOString();
  // The database first, then the files: a file its rows name was stored before the rows were written.
  const database = source.database.kind === 'embedded' ? await dumpEmbedded(source.database, to) : await dumpPostgres(source.databaseUrl ?? '', to);
  const files = await copyFiles(source.database.db, source.store, to);
  const keys = copyKeys(source.dataDir, to);
  const manifest: Manifest = { format: 1, createdAt, database, files, keys };
  fs.writeFileSync(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  return manifest;
}
