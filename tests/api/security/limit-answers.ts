// What a limited route answers past its limit, and spending an allowance, for the limit tests.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REQUEST_LIMITS, type RequestLimitName } from '#server/http/request-limits.ts';

export const limitOf = (name: RequestLimitName) => REQUEST_LIMITS[name].perHour;

/** A 429 with Retry-After (within the hour) and the limit's own words, as the sign-in limit words it. */
export function expectLimited(res: LightMyRequestResponse, name: RequestLimitName) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  expect(res.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: `${REQUEST_LIMITS[name].refusal} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  });
}

/** Sends `times` requests one after another; none of them may be limited yet. */
export async function spend(times: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < times; i++) {
    const res = await send(i);
    expect(res.statusCode, `request ${i + 1}: ${res.body}`).not.toBe(429);
  }
}
