// Storage and its file modes: the same tests on both storage
// backends, the local directory and an S3-compatible bucket (a real S3-protocol server, s3rver,
// started here), through the real app on a real database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { fileDeletions, storedFiles } from '#server/db/schema.ts';
import { createFileDeletions } from '#server/storage/file-deletions.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { createDeal, dealCast, pdfBytes, uploadDocument } from './fixtures/deals.ts';
import { bearer, buildTestApp, TEST_JWT_SECRET, type TestApp } from './helper.ts';
import { listingBody, loadReference, multipart, pictureBytes, uploadPicture, type Reference } from './listing-fixtures.ts';
import { startS3Server, useS3TestCredentials, type S3TestServer } from '../support/s3-server.ts';

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');
const keyOf = (url: string) => url.replace(/^\//, '');

describe.each(['local', 's3'] as const)('storage on the %s backend', (backend) => {
  let s3: S3TestServer | null = null;
  let t: TestApp;
  let store: ObjectStore;
  let env: Record<string, string> = {};
  let ref: Reference;

  beforeAll(async () => {
    if (backend === 's3') {
      useS3TestCredentials();
      s3 = await startS3Server();
      env = s3.env;
    }
    t = await buildTestApp(env);
    store = openObjectStore(readConfig({ DATA_DIR: t.dataDir, ...env }).storage);
    ref = await loadReference(t);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  /** Another app on the same database and store, as a second instance would be. */
  const otherInstance = () =>
    buildApp({ config: readConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, ...env }), database: t.database });
  const listed = async (prefix: string) => {
    const keys: string[] = [];
    for await (const key of store.list(prefix)) keys.push(key);
    return keys;
  };
  const readAll = async (stream: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks);
  };

  it('puts, reads, streams, lists, checksums and deletes an object', async () => {
    const key = `documents/${crypto.randomBytes(16).toString('hex')}`;
    const bytes = crypto.randomBytes(70_000);
    expect(await store.put(key, bytes, 'application/pdf')).toEqual({ key, sha256: sha256(bytes), sizeBytes: bytes.length });
    expect(await store.exists(key)).toBe(true);
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    expect((await readAll((await store.stream(key))!)).equals(bytes)).toBe(true);
    expect(await store.checksum(key)).toBe(sha256(bytes));
    expect(await listed('documents/')).toContain(key);

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    expect(await store.stream(key)).toBeNull();
    expect(await store.checksum(key)).toBeNull();
    await store.delete(key);
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its folder', async () => {
    for (const key of ['../db/PG_VERSION', 'uploads/images/../../x', '/etc/passwd', 'documents/ABC']) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    }
  });

  it('stores an uploaded picture with its checksum, and any instance on the same store serves it', async () => {
    const user = await t.createUser();
    const picture = await uploadPicture(t, user.token);
    for (const url of [picture.url, picture.thumbnailUrl]) {
      const stored = (await store.get(keyOf(url)))!;
      const [row] = await t.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.key, keyOf(url)));
      expect(row).toMatchObject({ sha256: sha256(stored), sizeBytes: stored.length });
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(stored)).toBe(true);
    }
    // A second app on the same database and store (another instance) serves it too.
    const other = await otherInstance();
    try {
      expect((await other.inject({ method: 'GET', url: picture.url })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
    expect((await t.app.inject({ method: 'GET', url: `/uploads/images/${'a'.repeat(32)}.webp` })).statusCode).toBe(404);
  });

  it('removes the picture files again when their database write fails', async () => {
    const user = await t.createUser();
    const before = await listed('uploads/images/');
    await t.database.db.execute(
      sql`create or replace function refuse_file() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
    );
    await t.database.db.execute(sql`create trigger refuse_file before insert on stored_files for each row execute function refuse_file()`);
    try {
      const body = multipart(await pictureBytes());
      const res = await t.app.inject({ method: 'POST', url: '/api/upload/image', ...body, headers: { ...body.headers, ...bearer(user.token) } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_file on stored_files`);
    }
    expect(await listed('uploads/images/')).toEqual(before);
  });

  it("streams a deal document only to the deal's people, and removes its file when the deal's rows fail", async () => {
    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    const bytes = pdfBytes(5000);
    const uploaded = await uploadDocument(t, cast.buyer, deal.id, bytes);
    expect(uploaded.statusCode).toBe(201);
    const { downloadUrl } = uploaded.json().data;
    const seller = await t.app.inject({ method: 'GET', url: downloadUrl, headers: bearer(cast.seller.token) });
    expect(seller.statusCode).toBe(200);
    expect(seller.rawPayload.equals(bytes)).toBe(true);
    const stranger = await t.createUser();
    expect((await t.app.inject({ method: 'GET', url: downloadUrl, headers: bearer(stranger.token) })).statusCode).toBe(404);

    const before = await listed('documents/');
    await t.database.db.execute(
      sql`create or replace function refuse_document() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
    );
    await t.database.db.execute(sql`create trigger refuse_document before insert on deal_events for each row execute function refuse_document()`);
    try {
      expect((await uploadDocument(t, cast.buyer, deal.id, pdfBytes(6000))).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_document on deal_events`);
    }
    expect(await listed('documents/')).toEqual(before);
  });

  /**
   * Released pictures wait out their grace period (an edit composed while they were attached may
   * attach them again); then the deletion job removes them.
   */
  async function removeReleasedFiles() {
    const queued = await t.database.db
      .select({ key: fileDeletions.key })
      .from(fileDeletions)
      .where(sql`${fileDeletions.runAfter} > now()`);
    expect(queued.length).toBeGreaterThan(0);
    for (const { key } of queued) expect(await store.exists(key)).toBe(true);
    await t.database.db.update(fileDeletions).set({ runAfter: sql`now()` });
    await createFileDeletions(t.database.db, store, t.app.log).runDue();
    expect(await t.database.db.select().from(fileDeletions)).toEqual([]);
  }

  it("removes a deleted listing's pictures after the deletion commits, keeping those another listing shows", async () => {
    const user = await t.createUser();
    const own = await uploadPicture(t, user.token);
    const shared = await uploadPicture(t, user.token);
    const post = async (urls: string[]) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/properties', headers: bearer(user.token), payload: listingBody(ref, urls) });
      expect(res.statusCode).toBe(201);
      return res.json().id as number;
    };
    const gone = await post([own.url, shared.url]);
    const kept = await post([shared.url]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/properties/${gone}`, headers: bearer(user.token) })).statusCode).toBeLessThan(300);

    await removeReleasedFiles();
    for (const url of [own.url, own.thumbnailUrl]) {
      expect(await store.exists(keyOf(url))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(
        await t.database.db
          .select()
          .from(storedFiles)
          .where(eq(storedFiles.key, keyOf(url))),
      ).toEqual([]);
    }
    for (const url of [shared.url, shared.thumbnailUrl]) expect(await store.exists(keyOf(url))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${kept}` })).statusCode).toBe(200);
  });

  it('removes a picture an edit dropped, after the edit commits', async () => {
    const user = await t.createUser();
    const [dropped, kept] = [await uploadPicture(t, user.token), await uploadPicture(t, user.token)];
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: bearer(user.token),
      payload: listingBody(ref, [dropped.url, kept.url]),
    });
    expect(posted.statusCode).toBe(201);
    const id = posted.json().id as number;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${id}`,
      headers: bearer(user.token),
      payload: listingBody(ref, [kept.url]),
    });
    expect(edited.statusCode).toBe(200);
    await removeReleasedFiles();
    expect(await store.exists(keyOf(dropped.url))).toBe(false);
    expect(await store.exists(keyOf(dropped.thumbnailUrl))).toBe(false);
    expect(await store.exists(keyOf(kept.url))).toBe(true);
  });

  it('runs removals left queued (a crash, an outage) when an instance starts, and keeps files still in use', async () => {
    const user = await t.createUser();
    const orphan = await uploadPicture(t, user.token);
    const inUse = await uploadPicture(t, user.token);
    const res = await t.app.inject({ method: 'POST', url: '/api/properties', headers: bearer(user.token), payload: listingBody(ref, [inUse.url]) });
    expect(res.statusCode).toBe(201);
    await t.database.db.insert(fileDeletions).values([
      { key: keyOf(orphan.url), attempts: 3, lastError: 'connect ECONNREFUSED', runAfter: new Date(Date.now() - 1000) },
      { key: keyOf(inUse.url), attempts: 0 },
    ]);
    const other = await otherInstance();
    await other.ready();
    try {
      await vi.waitFor(async () => expect(await t.database.db.select().from(fileDeletions)).toEqual([]), { timeout: 20_000 });
    } finally {
      await other.close();
    }
    expect(await store.exists(keyOf(orphan.url))).toBe(false);
    expect(await store.exists(keyOf(inUse.url))).toBe(true);
  });

  it.runIf(backend === 'local')('writes pictures and documents readable by the server user alone', async () => {
    const user = await t.createUser();
    const picture = await uploadPicture(t, user.token);
    const cast = await dealCast(t);
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    const document = await uploadDocument(t, cast.buyer, deal.id, pdfBytes(100));
    expect(document.statusCode).toBe(201);
    const documents = fs.readdirSync(path.join(t.dataDir, 'documents'));
    const files = [keyOf(picture.url), keyOf(picture.thumbnailUrl), ...documents.map((name) => `documents/${name}`)];
    for (const file of files) expect(fs.statSync(path.join(t.dataDir, file)).mode & 0o777).toBe(0o600);
    for (const dir of ['uploads/images', 'documents']) expect(fs.statSync(path.join(t.dataDir, dir)).mode & 0o777).toBe(0o700);
  });
});

describe('public pictures from PUBLIC_ASSET_URL (a bucket URL or a CDN)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    useS3TestCredentials();
    s3 = await startS3Server();
    t = await buildTestApp({ ...s3.env, PUBLIC_ASSET_URL: `${s3.endpoint}/${s3.bucket}` });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('sends browsers to the public copy, which has the same bytes, and lets pages show it', async () => {
    const user = await t.createUser();
    const picture = await uploadPicture(t, user.token);
    const res = await t.app.inject({ method: 'GET', url: picture.url });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${s3.endpoint}/${s3.bucket}${picture.url}`);
    expect(res.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    const publicCopy = await fetch(res.headers.location as string);
    expect(publicCopy.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, keyOf(picture.url)));
    expect(sha256(Buffer.from(await publicCopy.arrayBuffer()))).toBe(row!.sha256);
  });
});

describe("GET /api/health/ready (the load balancer's readiness check)", () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    useS3TestCredentials();
    s3 = await startS3Server();
    t = await buildTestApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const ready = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: res.statusCode, body: res.json() };
  };

  it('is ready while the database and the bucket answer, and says which one is down otherwise', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { success: true, data: { status: 'ready', database: 'up', storage: 'up', migrations: 'applied' } },
    });
    await s3.close();
    expect(await ready()).toEqual({
      status: 503,
      body: { success: false, data: { status: 'not_ready', database: 'up', storage: 'down', migrations: 'applied' } },
    });
    await t.closeDatabase();
    expect(await ready()).toEqual({
      status: 503,
      body: { success: false, data: { status: 'not_ready', database: 'down', storage: 'down', migrations: 'unknown' } },
    });
    // Liveness does not depend on either.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
