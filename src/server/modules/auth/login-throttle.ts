// Slows down password guessing (SECURITY.md row 10; docs/decisions/0013-sign-in-limits.md).
// Per account: whichever identifier was typed (username, email or mobile number), the attempt takes a
// slot on the account itself, atomically and before the password is checked, so parallel guesses
// cannot overshoot the limit; a wrong password keeps its slot (it is the failure count), a right one
// clears the count. Per address: only failures count, so any number of correct sign-ins from one
// office or carrier address never use up its limit.
import { RateLimitedError } from '#server/http/request-limits.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;
export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/** Counters that expire; in memory here, shared (e.g. Redis) when several instances run. */
export type CounterStore = {
  get(key: string): Promise<number>;
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one slot if fewer than `limit` are taken (the window starts with the first): true, else false and nothing taken. Atomic. */
  reserve(key: string, limit: number, windowMs: number): Promise<boolean>;
  reset(key: string): Promise<void>;
};

export function memoryCounterStore(now = () => Date.now()): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) counters.delete(key);
    return counters.get(key);
  };
  const entryFor = (key: string, windowMs: number) => {
    if (counters.size > 50_000) for (const k of counters.keys()) live(k);
    const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
    counters.set(key, entry);
    return entry;
  };
  return {
    get: async (key) => live(key)?.count ?? 0,
    async increment(key, windowMs) {
      const entry = entryFor(key, windowMs);
      entry.count += 1;
      return entry.count;
    },
    // No await between the read and the write: one step of the event loop, so atomic.
    async reserve(key, limit, windowMs) {
      if ((live(key)?.count ?? 0) >= limit) return false;
      entryFor(key, windowMs).count += 1;
      return true;
    },
    reset: async (key) => void counters.delete(key),
  };
}

/** Whose limit an attempt counts against: the account the identifier names (by its username), else the identifier typed. */
export type LoginSubject = { account?: string; typed: string };

export type LoginThrottle = {
  /** Before the password check: 429 if the account or the address is at its limit, else the attempt holds its slot. */
  begin(subject: LoginSubject, address: string): Promise<void>;
  failed(address: string): Promise<void>;
  succeeded(subject: LoginSubject): Promise<void>;
};

// An identifier that names no account is limited like an account, so the answers do not tell the two
// apart. Accounts are keyed by username, not id: ids start again in every new database (a test run,
// a second deployment) while a shared Redis keeps its counts.
const accountKey = ({ account, typed }: LoginSubject) =>
  account !== undefined ? `login:account:${account.toLowerCase()}` : `login:unknown:${typed.toLowerCase()}`;
const addressKey = (address: string) => `login:address:${address}`;

export function createLoginThrottle(store: CounterStore): LoginThrottle {
  // The window starts with the first counted failure, so it ends within the window's length.
  const refuse = () => {
    throw new RateLimitedError(TOO_MANY_SIGN_INS, LOGIN_WINDOW_MS / 1000);
  };
  return {
    async begin(subject, address) {
      if ((await store.get(addressKey(address))) >= MAX_FAILURES_PER_ADDRESS) refuse();
      if (!(await store.reserve(accountKey(subject), MAX_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS))) refuse();
    },
    async failed(address) {
      await store.increment(addressKey(address), LOGIN_WINDOW_MS);
    },
    succeeded: (subject) => store.reset(accountKey(subject)),
  };
}
