import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisCounterStore } from './redis-counter-store.ts';

describe('the Redis counter store', () => {
  // Nothing listens on port 1: every command fails, as when Redis is down.
  const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
  unreachable.on('error', () => undefined);
  afterAll(() => unreachable.disconnect());

  it('keeps counting in memory when Redis cannot be reached, and reports why', async () => {
    const errors: unknown[] = [];
    const store = redisCounterStore(unreachable, (error) => errors.push(error));
    expect(await store.increment('login:account:asha', 60_000)).toBe(1);
    expect(await store.increment('login:account:asha', 60_000)).toBe(2);
    expect(await store.get('login:account:asha')).toBe(2);
    expect(await store.reserve('login:account:asha', 3, 60_000)).toBe(true);
    expect(await store.reserve('login:account:asha', 3, 60_000)).toBe(false);
    await store.reset('login:account:asha');
    expect(await store.get('login:account:asha')).toBe(0);
    expect(errors.length).toBeGreaterThan(0);
  });
});
