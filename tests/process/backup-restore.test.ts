// `npm run backup` while the server takes a burst of writes, `npm run restore` into an empty place, and
// a server started on the copy: every write acknowledged before the backup began is there, and so is
// the picture its listings show.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makePoster, postListing, readListingTitle } from './api-client.ts';
import { newStore, onCleanup, serve } from './resources.ts';
import { storeKinds, type Store } from './stores.ts';
import { startS3Server } from '../support/s3-server.ts';

const run = promisify(execFile);
const WRITES_BEFORE = 20;
const CLIENTS = 3;

/** Runs `npm run <script> -- <args>` as an operator would, on the store's settings; its exit code and output. */
async function npmRun(script: 'backup' | 'restore', store: Store, args: string[], extraEnv: Record<string, string> = {}) {
  const env = {
    ...process.env,
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    ...extraEnv,
  };
  return run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env, timeout: 300_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: unknown) => {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    },
  );
}

/** An empty place to restore into: a new data directory, and on PostgreSQL a new empty database. */
async function emptyStore(kind: Store['kind']): Promise<Store> {
  const store = await newStore(kind);
  // The embedded store comes with a migrated database (stores.ts): a restore needs none.
  fs.rmSync(path.join(store.dataDir, 'db'), { recursive: true, force: true });
  return store;
}

/** The files in the data directory, and on the embedded database also in an S3 bucket (restored into another). */
const cases = [...storeKinds.map((kind) => ({ kind, files: 'local' as const })), { kind: 'embedded' as const, files: 's3' as const }];

/** A bucket of its own for the test, on its own S3 server; its settings. */
async function bucket(name: string): Promise<Record<string, string>> {
  const s3 = await startS3Server(name);
  onCleanup(() => s3.close());
  return s3.env;
}

describe.each(cases)('backup and restore ($kind database, files in $files)', ({ kind, files }) => {
  it('restores every write acknowledged before the backup began, taken under a burst of writes', { timeout: 600_000 }, async () => {
    const store = await newStore(kind);
    const sourceFiles = files === 's3' ? await bucket('gruha-live') : {};
    const server = await serve(store, sourceFiles);
    const poster = await makePoster(server.baseUrl);
    const acknowledged: { id: number; title: string }[] = [];
    for (let i = 0; i < WRITES_BEFORE; i++) {
      const { id } = await postListing(server.baseUrl, poster, `Before the backup ${i}`);
      acknowledged.push({ id: id!, title: `Before the backup ${i}` });
    }
    const picture = Buffer.from(await (await fetch(`${server.baseUrl}${poster.pictureUrl}`)).arrayBuffer());

    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-backup-'));
    onCleanup(async () => fs.rmSync(backupDir, { recursive: true, force: true }));
    let isBackingUp = true;
    let writtenDuring = 0;
    const burst = Array.from({ length: CLIENTS }, async (_, n) => {
      for (let i = 0; isBackingUp; i++) {
        const { status } = await postListing(server.baseUrl, poster, `During the backup ${n}-${i}`);
        expect(status).toBe(201);
        writtenDuring++;
      }
    });
    const backup = await npmRun('backup', store, ['--to', backupDir], sourceFiles);
    isBackingUp = false;
    await Promise.all(burst);
    expect(backup.output, server.output()).toContain('Backup written');
    expect(backup.code).toBe(0);
    expect(writtenDuring).toBeGreaterThan(0);

    const copy = await emptyStore(kind);
    const copyFiles = files === 's3' ? await bucket('gruha-copy') : {};
    const restore = await npmRun('restore', copy, ['--from', backupDir], copyFiles);
    expect(restore.output).toContain('every count and checksum matches the manifest');
    expect(restore.code).toBe(0);
    // A second restore onto it is refused: it is not empty any more.
    const again = await npmRun('restore', copy, ['--from', backupDir], copyFiles);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/not empty|already/);

    const restored = await serve(copy, copyFiles);
    const titles = await Promise.all(acknowledged.map(({ id }) => readListingTitle(restored.baseUrl, id)));
    expect(titles).toEqual(acknowledged.map(({ title }) => title));
    const restoredPicture = await fetch(`${restored.baseUrl}${poster.pictureUrl}`);
    expect(restoredPicture.status).toBe(200);
    expect(Buffer.from(await restoredPicture.arrayBuffer()).equals(picture)).toBe(true);
    // The restored server signs in with the same tokens (the same JWT_SECRET) and takes writes.
    expect((await postListing(restored.baseUrl, poster, 'After the restore')).status).toBe(201);
  });
});
