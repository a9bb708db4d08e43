// A client cannot choose its own address: without TRUST_PROXY, X-Forwarded-For is ignored, so
// rotating it does not escape the per-address sign-in limit.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ADDRESS } from '#server/modules/auth/login-throttle.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('forwarded addresses', () => {
  it('are ignored unless a proxy is trusted: a guesser rotating X-Forwarded-For still hits the address limit', async () => {
    const address = `10.3.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: address,
        headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
        payload: { username: `guess${i}-${crypto.randomInt(1e9)}`, password: 'Wrong@123' },
      });
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(MAX_FAILURES_PER_ADDRESS)).statusCode).toBe(429);
  });
});
