// A 429 from a conversation limit set lower for the test (RATE_LIMITS), with its Retry-After.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REQUEST_LIMITS, type RequestLimitName } from '#server/http/request-limits.ts';

export function expectLimitedAt(res: LightMyRequestResponse, name: RequestLimitName, limit: number) {
  expect({ limit, status: res.statusCode }).toEqual({ limit, status: 429 });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(res.json().message).toMatch(new RegExp(`^${REQUEST_LIMITS[name].refusal} Please wait \\d+ minutes? and try again\\.$`));
}
