// Sign-in limits shared through Redis: failures counted by one instance count for every other.
// Runs when TEST_REDIS_URL is set (CI sets it); the run says so at the top when it is skipped.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT } from '#server/modules/auth/login-throttle.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('sign-in limits with REDIS_URL', () => {
  // Two instances of the app on one database, as two servers behind a load balancer.
  let t: TestApp;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL: redisUrl! });
    first = t.app;
    second = await t.anotherInstance();
    redis = new Redis(redisUrl!);
  });
  /* eslint-disable @typescript-eslint/no-unnecessary-condition -- set by beforeAll, which may have failed before it. */
  afterAll(async () => {
    await t?.close();
    await redis?.quit();
  });
  /* eslint-enable @typescript-eslint/no-unnecessary-condition */

  // Redis outlives a test run: a fixed address would carry earlier runs' failures into this one.
  const freshAddress = (block: number) => `10.${block}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;

  const login = (instance: FastifyInstance, username: string, password: string, address: string) =>
    instance.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: address });

  it('holds across instances: failures on one instance, whichever identifier, get 429 on another, even with the right password', async () => {
    const user = await t.createUser();
    const identifiers = [user.username, `${user.username}@example.test`, user.mobileNumber];
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(i % 2 ? first : second, identifiers[i % 3]!, 'wrong-password', freshAddress(1))).statusCode).toBe(401);
    }
    expect(Number(await redis.get(`gruha:login:account:${user.username.toLowerCase()}`))).toBe(MAX_FAILURES_PER_ACCOUNT);
    for (const identifier of identifiers) {
      const res = await login(second, identifier, user.password, freshAddress(1));
      expect({ identifier, status: res.statusCode }).toEqual({ identifier, status: 429 });
      expect(res.json()).toMatchObject({ success: false, message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
    }
  });

  it('checks no more simultaneous guesses than the limit, spread over two instances', async () => {
    const user = await t.createUser();
    const identifiers = [user.username, `${user.username}@example.test`, user.mobileNumber];
    const guesses = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_ACCOUNT + 6 }, (_, i) =>
        login(i % 2 ? first : second, identifiers[i % 3]!, `wrong-${i}`, freshAddress(3)),
      ),
    );
    const counts = { 401: 0, 429: 0 } as Record<number, number>;
    for (const g of guesses) counts[g.statusCode] = (counts[g.statusCode] ?? 0) + 1;
    expect(counts).toEqual({ 401: MAX_FAILURES_PER_ACCOUNT, 429: 6 });
  });

  it('counts no correct sign-in against an address, on either instance', async () => {
    const address = freshAddress(4);
    const colleagues = [await t.createUser(), await t.createUser(), await t.createUser()];
    const signIns = await Promise.all(
      colleagues.flatMap((c) => [login(first, c.username, c.password, address), login(second, c.username, c.password, address)]),
    );
    expect(signIns.map((s) => s.statusCode)).toEqual(Array(6).fill(200));
    expect(await redis.get(`gruha:login:address:${address}`)).toBeNull();
  });

  it('counts per address across instances too', async () => {
    const address = freshAddress(2);
    await redis.set(`gruha:login:address:${address}`, 49, 'PX', 60_000);
    expect((await login(first, `nobody${crypto.randomInt(1e9)}`, 'x', address)).statusCode).toBe(401);
    expect((await login(second, `someone${crypto.randomInt(1e9)}`, 'x', address)).statusCode).toBe(429);
  });
});
