//`npm run storage:migrate` copies a local data directory's pictures and
// documents into a bucket (a real S3-protocol server here) and verifies every copy by its sha256.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { storedFiles } from '#server/db/schema.ts';
import { copyDirectoryToStore } from '#server/storage/copy-to-store.ts';
import { createLocalStore } from '#server/storage/local-store.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import { startS3Server, useS3TestCredentials, type S3TestServer } from '../support/s3-server.ts';
import { createDeal, dealCast, pdfBytes, uploadDocument } from './fixtures/deals.ts';
import { bearer, buildTestApp, TEST_JWT_SECRET, type TestApp } from './helper.ts';
import { uploadPicture } from './listing-fixtures.ts';

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
const hexName = () => crypto.randomBytes(16).toString('hex');

let s3: S3TestServer;
let t: TestApp;
let bucket: ObjectStore;
beforeAll(async () => {
  useS3TestCredentials();
  s3 = await startS3Server();
  // The data was stored on the local backend, as every deployment before buckets did.
  t = await buildTestApp();
  bucket = openObjectStore(readConfig(s3.env).storage);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('copying a local uploads directory into a bucket', () => {
  it('copies pictures and documents, verifies each, records checksums for older files, and the bucket then serves them', async () => {
    const user = await t.createUser();
    const picture = await uploadPicture(t, user.token);
    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    const document = (await uploadDocument(t, cast.buyer, deal.id, pdfBytes(3000))).json().data;
    // A picture stored before checksums were recorded: a file without a row.
    const olderKey = `uploads/images/${hexName()}.webp`;
    await createLocalStore(t.dataDir).put(olderKey, Buffer.from('an older picture'), 'image/webp');

    const report = await copyDirectoryToStore(t.database.db, t.dataDir, bucket);
    expect(report).toEqual({ copied: 4, alreadyThere: 0, problems: [] });
    const rows = await t.database.db.select().from(storedFiles);
    expect(rows.map((row) => row.key).sort()).toEqual(expect.arrayContaining([olderKey, picture.url.slice(1), picture.thumbnailUrl.slice(1)]));
    for (const row of rows) expect(sha256((await bucket.get(row.key))!)).toBe(row.sha256);

    expect(await copyDirectoryToStore(t.database.db, t.dataDir, bucket)).toEqual({ copied: 0, alreadyThere: 4, problems: [] });

    // An instance switched to the bucket, with the local files gone, serves the same picture and document.
    fs.rmSync(path.join(t.dataDir, 'uploads'), { recursive: true });
    fs.rmSync(path.join(t.dataDir, 'documents'), { recursive: true });
    const switched = await buildApp({
      config: readConfig({ ...s3.env, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET }),
      database: t.database,
    });
    try {
      expect((await switched.inject({ method: 'GET', url: picture.url })).statusCode).toBe(200);
      const download = await switched.inject({ method: 'GET', url: document.downloadUrl, headers: bearer(cast.seller.token) });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdfBytes(3000))).toBe(true);
      expect(download.headers['content-type']).toBe('application/pdf');
    } finally {
      await switched.close();
    }
  });

  it('reports a file whose bytes changed since they were stored, and does not copy it', async () => {
    const user = await t.createUser();
    const picture = await uploadPicture(t, user.token);
    const file = path.join(t.dataDir, picture.url);
    fs.appendFileSync(file, 'damaged');
    const report = await copyDirectoryToStore(t.database.db, t.dataDir, bucket);
    expect(report.problems).toEqual([`${picture.url.slice(1)}: its bytes no longer match the checksum recorded when it was stored; not copied`]);
    expect(await bucket.exists(picture.url.slice(1))).toBe(false);
  });
});

describe('npm run storage:migrate', () => {
  // Asynchronously: the S3 server runs in this process and must keep answering meanwhile.
  const run = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/storage-migrate.ts'],
        { env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
        (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
      );
    });

  it('copies an embedded data directory into the bucket and says so, and refuses to run without a bucket', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-migrate-'));
    try {
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      await database.migrate();
      await database.close();
      const key = `documents/${hexName()}`;
      await createLocalStore(dataDir).put(key, pdfBytes(10), 'application/pdf');

      const refused = await run({ DATA_DIR: dataDir, S3_BUCKET: '', DATABASE_URL: '' });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('Set S3_BUCKET');

      const done = await run({ ...s3.env, DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(done.stderr).toBe('');
      expect(done.stdout).toContain(`Copied 1 files into ${s3.bucket}, 0 already there, all verified by sha256.`);
      expect(done.status).toBe(0);
      expect(await bucket.checksum(key)).toBe(sha256(pdfBytes(10)));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Two runs of the command, each starting an embedded database: slow on a busy machine.
  }, 120_000);
});
