// Sign-in limits shared through Redis: failures counted by one instance count for every other.
// Runs when TEST_REDIS_URL is set (CI sets it); the run says so at the top when it is skipped.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT } from '../../src/server/modules/auth/login-throttle.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('sign-in limits with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    [first, second] = await Promise.all([buildTestApp({ REDIS_URL: redisUrl! }), buildTestApp({ REDIS_URL: redisUrl! })]);
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.quit();
  });

  // Redis outlives a test run: a fixed address would carry earlier runs' failures into this one.
  const freshAddress = (block: number) => `10.${block}.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;

  const login = (t: TestApp, username: string, password: string, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: address });

  it('holds across instances: failures on one instance get 429 on another, even with the right password', async () => {
    const user = await second.createUser();
    const address = freshAddress(1);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await login(first, user.username, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect(Number(await redis.get(`gruha:login:account:${user.username.toLowerCase()}`))).toBe(MAX_FAILURES_PER_ACCOUNT);
    const res = await login(second, user.username, user.password, freshAddress(1));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
  });

  it('counts per address across instances too', async () => {
    const address = freshAddress(2);
    await redis.set(`gruha:login:address:${address}`, 49, 'PX', 60_000);
    expect((await login(first, `nobody${crypto.randomInt(1e9)}`, 'x', address)).statusCode).toBe(401);
    expect((await login(second, `someone${crypto.randomInt(1e9)}`, 'x', address)).statusCode).toBe(429);
  });
});
