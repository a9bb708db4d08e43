// Login counters shared by every instance through Redis (REDIS_URL), so a guesser cannot spread
// attempts over instances. If Redis cannot be reached, counting falls back to this instance's
// memory: sign-in keeps working and the limit still holds per instance.
import type { Redis } from 'ioredis';
import { memoryCounterStore, type CounterStore } from './login-throttle.ts';

// Read, compare and take in one script: Redis runs it whole, so instances racing on one key cannot
// both take the last slot. The expiry is set with the first slot (and mended if a key lost it).
const RESERVE = `
local taken = tonumber(redis.call('GET', KEYS[1]) or '0')
if taken >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;

export function redisCounterStore(redis: Redis, onError: (error: unknown) => void, prefix = 'gruha:'): CounterStore {
  const fallback = memoryCounterStore();
  const guarded =
    <A extends unknown[], R>(primary: (...args: A) => Promise<R>, secondary: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await primary(...args);
      } catch (error) {
        onError(error);
        return secondary(...args);
      }
    };
  return {
    get: guarded(async (key) => Number((await redis.get(prefix + key)) ?? 0), fallback.get),
    increment: guarded(async (key, windowMs) => {
      // SET NX starts the window once; INCR counts within it. MULTI keeps the pair atomic.
      const results = await redis
        .multi()
        .set(prefix + key, 0, 'PX', windowMs, 'NX')
        .incr(prefix + key)
        .exec();
      const [error, value] = results?.[1] ?? [new Error('Redis transaction aborted'), 0];
      if (error) throw error;
      return Number(value);
    }, fallback.increment),
    reserve: guarded(async (key, limit, windowMs) => Number(await redis.eval(RESERVE, 1, prefix + key, limit, windowMs)) === 1, fallback.reserve),
    reset: guarded(async (key) => {
      await redis.del(prefix + key);
    }, fallback.reset),
  };
}
