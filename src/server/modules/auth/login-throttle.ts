// Slows down password guessing: failed sign-ins are counted per account and per address, and
// past a limit the next attempt gets 429 until the window passes. Successful sign-ins never count,
// so people sharing an office address are not locked out by each other's success.
import { AppError } from '../../http/app-error.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

/** Counters that expire; in memory here, shared (e.g. Redis) when several instances run. */
export type CounterStore = {
  get(key: string): Promise<number>;
  increment(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
};

export function memoryCounterStore(now = () => Date.now()): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) counters.delete(key);
    return counters.get(key);
  };
  return {
    get: async (key) => live(key)?.count ?? 0,
    async increment(key, windowMs) {
      if (counters.size > 50_000) for (const k of counters.keys()) live(k);
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return entry.count;
    },
    reset: async (key) => void counters.delete(key),
  };
}

export type LoginThrottle = {
  assertAllowed(login: string, address: string): Promise<void>;
  recordFailure(login: string, address: string): Promise<void>;
  recordSuccess(login: string): Promise<void>;
};

const accountKey = (login: string) => `login:account:${login.toLowerCase()}`;
const addressKey = (address: string) => `login:address:${address}`;

export function createLoginThrottle(store: CounterStore): LoginThrottle {
  return {
    async assertAllowed(login, address) {
      const [byAccount, byAddress] = await Promise.all([store.get(accountKey(login)), store.get(addressKey(address))]);
      if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS) {
        throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      }
    },
    async recordFailure(login, address) {
      await Promise.all([
        store.increment(accountKey(login), LOGIN_WINDOW_MS),
        store.increment(addressKey(address), LOGIN_WINDOW_MS),
      ]);
    },
    recordSuccess: (login) => store.reset(accountKey(login)),
  };
}
