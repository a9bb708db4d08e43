import { describe, expect, it } from 'vitest';
import { memoryCounterStore } from '../modules/auth/login-throttle.ts';
import { createRequestLimiter, RateLimitedError, REQUEST_LIMIT_WINDOW_MS, REQUEST_LIMITS } from './request-limits.ts';

describe('request limiter', () => {
  const start = 1_000 * REQUEST_LIMIT_WINDOW_MS;

  it('allows the limit per subject, then refuses with the time left in the hour, and allows again in the next hour', async () => {
    let now = start + 45 * 60_000;
    const limiter = createRequestLimiter(
      memoryCounterStore(() => now),
      {},
      () => now,
    );
    for (let i = 0; i < REQUEST_LIMITS.inquiry.perHour; i++) await limiter.consume('inquiry', 'user:1');
    const refusal = await limiter.consume('inquiry', 'user:1').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBe(15 * 60);
    expect((refusal as RateLimitedError).message).toBe('Too many inquiries. Please wait 15 minutes and try again.');
    // Someone else, and another kind of request, are counted apart.
    await limiter.consume('inquiry', 'user:2');
    await limiter.consume('contact', 'user:1');
    now = start + REQUEST_LIMIT_WINDOW_MS;
    await limiter.consume('inquiry', 'user:1');
  });

  it('says "1 minute" in the last minute, and takes configured limits', async () => {
    const now = start + REQUEST_LIMIT_WINDOW_MS - 20_000;
    const limiter = createRequestLimiter(
      memoryCounterStore(() => now),
      { agreement: 1 },
      () => now,
    );
    await limiter.consume('agreement', 'user:1');
    await expect(limiter.consume('agreement', 'user:1')).rejects.toThrow('Too many agreements saved. Please wait 1 minute and try again.');
  });
});
