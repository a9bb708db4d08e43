// Two servers on one PostgreSQL database, one Redis and one S3 store, behind
// nginx, each with its own (empty) data directory, so nothing is shared through a local disk.
// Needs TEST_DATABASE_URL, Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) and nginx: without
// them the suite is skipped with the reason, except in CI, where that fails.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { listingBody, makePoster, readListingTitle, type Poster } from './api-client.ts';
import { isNginxInstalled, NGINX_PATH, startNginx, type Nginx } from './nginx.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { createStore, type Store } from './stores.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function isRedisUp() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  const isUp = await redis
    .connect()
    .then(() => redis.ping())
    .then(
      () => true,
      () => false,
    );
  redis.disconnect();
  return isUp;
}

const missing = [
  process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  (await isRedisUp()) ? null : `Redis does not answer at ${redisUrl}`,
  isNginxInstalled() ? null : `nginx was not found at ${NGINX_PATH} (apt-get install -y nginx)`,
].filter((reason) => reason !== null);

if (missing.length > 0) {
  if (process.env.CI === 'true') throw new Error(`The several-instances process test must run in CI, but ${missing.join('; ')}.`);
  process.stdout.write(`\n  ⚠ The several-instances process test SKIPPED: ${missing.join('; ')}.\n\n`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of every shape, checked by the assertions.
type Answer = { status: number; body: any };

async function call(baseUrl: string, urlPath: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}${urlPath}`, { ...init, headers });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe.skipIf(missing.length > 0)('two instances behind nginx on one PostgreSQL, Redis and S3 store', () => {
  let s3: S3TestServer;
  let store: Store;
  let otherDataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: Nginx;

  beforeAll(async () => {
    s3 = await startS3Server();
    store = await createStore('postgres');
    otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-process-'));
    const env = { ...s3.env, REDIS_URL: redisUrl, TRUST_PROXY: '127.0.0.1' };
    // One after the other: the first runs the migrations, the second finds them done.
    a = await startServer(store, env);
    b = await startServer({ ...store, dataDir: otherDataDir }, env);
    nginx = await startNginx([a.port, b.port]);
  }, 240_000);

  /* eslint-disable @typescript-eslint/no-unnecessary-condition -- set by beforeAll, which may have failed before it. */
  afterAll(async () => {
    await nginx?.stop();
    for (const server of [a, b]) {
      server?.signal('SIGKILL');
      await server?.exited;
    }
    await store?.remove();
    fs.rmSync(otherDataDir, { recursive: true, force: true });
    await s3?.close();
  });

  /* eslint-enable @typescript-eslint/no-unnecessary-condition */ it('serves a picture uploaded through one instance from the other, with the same bytes', async () => {
    const poster = await makePoster(a.baseUrl);
    const fromA = await fetch(`${a.baseUrl}${poster.pictureUrl}`);
    const fromB = await fetch(`${b.baseUrl}${poster.pictureUrl}`);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(fs.existsSync(path.join(store.dataDir, poster.pictureUrl))).toBe(false);
    expect((await fetch(`${nginx.baseUrl}${poster.pictureUrl}`)).status).toBe(200);
  });

  it('keeps a session made on one instance working on the other, and a sign-out ends it on both', async () => {
    const poster = await makePoster(a.baseUrl);
    const me = (server: ServerProcess | Nginx) => call(server.baseUrl, '/api/auth/me', { token: poster.token });
    for (const server of [a, b, nginx]) expect((await me(server)).status).toBe(200);
    expect((await call(b.baseUrl, '/api/auth/logout', { method: 'POST', token: poster.token })).status).toBeLessThan(300);
    // At once where the sign-out was made; the other instance once PostgreSQL's notification reaches it.
    expect((await me(b)).status).toBe(401);
    await expect.poll(async () => (await me(a)).status).toBe(401);
  });

  it('holds a sign-in limit reached through one instance on the other', async () => {
    const username = `lim${crypto.randomBytes(5).toString('hex')}`;
    const password = 'Harbour-Lights-42';
    const registered = await call(
      a.baseUrl,
      '/api/auth/register',
      jsonPost({ firstName: 'Limit', lastName: 'Test', username, email: `${username}@example.test`, password }),
    );
    expect(registered.status).toBeLessThan(300);
    let answer: Answer = { status: 0, body: null };
    for (let i = 0; i < 30 && answer.status !== 429; i++)
      answer = await call(a.baseUrl, '/api/auth/login', jsonPost({ username, password: 'wrong-password' }));
    expect(answer.status).toBe(429);
    const onB = await call(b.baseUrl, '/api/auth/login', jsonPost({ username, password }));
    expect(onB.status).toBe(429);
    expect(onB.body.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('answers a search cached by one instance with a listing posted through the other on the next request', async () => {
    const poster = await makePoster(a.baseUrl);
    const search = () => call(b.baseUrl, '/api/properties/search', jsonPost({ listingType: 'sale', sortBy: 'createdAt', sortOrder: 'desc' }));
    const before = await search();
    expect((await search()).body).toEqual(before.body);
    const posted = await call(a.baseUrl, '/api/properties', { ...jsonPost(listingBody(poster, 'Posted on instance A')), token: poster.token });
    expect(posted.status).toBe(201);
    const after = await search();
    expect(after.body.totalElements).toBe(before.body.totalElements + 1);
    expect(after.body.data[0]).toMatchObject({ id: posted.body.id, title: 'Posted on instance A' });
  });

  it('keeps every acknowledged write when one instance is killed mid-stream, clients retrying through nginx', async () => {
    const poster: Poster = await makePoster(nginx.baseUrl);
    const acknowledged: { id: number; title: string }[] = [];
    let isKilled = false;
    /** One write, retried with the same Idempotency-Key until it is answered (at most 5 tries). */
    const write = async (title: string) => {
      const key = crypto.randomUUID();
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await call(nginx.baseUrl, '/api/properties', {
          ...jsonPost(listingBody(poster, title), { 'idempotency-key': key }),
          token: poster.token,
        }).catch(() => null);
        if (answer && (answer.status === 201 || answer.status === 200)) return acknowledged.push({ id: answer.body.id, title });
        if (answer && answer.status < 500) throw new Error(`A write was refused with ${answer.status}: ${JSON.stringify(answer.body)}`);
      }
      return undefined;
    };
    const client = async (n: number) => {
      for (let i = 0; i < 15; i++) {
        await write(`Stream ${n}-${i}`);
        if (!isKilled && acknowledged.length >= 20) {
          isKilled = true;
          a.signal('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, (_, n) => client(n)));
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged).toHaveLength(60);
    const titles = await Promise.all(acknowledged.map(({ id }) => readListingTitle(nginx.baseUrl, id)));
    expect(titles).toEqual(acknowledged.map(({ title }) => title));
    // One listing per write, however often it was retried.
    expect(new Set(acknowledged.map(({ id }) => id)).size).toBe(60);
  });
});
