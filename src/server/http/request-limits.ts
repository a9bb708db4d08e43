// Anti-automation limits beyond sign-in (issue 13, point 4): how many registrations, phone reveals,
// inquiries, uploads, buyer look-ups, saved agreements, new conversations, messages and visit requests
// one person (or, before an account exists, one address) may make per hour. Counted in the same counter
// store as the sign-in limits: Redis when REDIS_URL is set, so every instance shares the count (docs/decisions/security.md, 2026-11-24).
import { AppError } from './app-error.ts';
import type { CounterStore } from '../modules/auth/login-throttle.ts';

export const REQUEST_LIMIT_WINDOW_MS = 60 * 60 * 1000;

type LimitRule = { perHour: number; refusal: string };

/** Per hour and per person; registration per address. Generous for real use (README, Configuration). */
export const REQUEST_LIMITS = {
  register: { perHour: 20, refusal: 'Too many registrations from this address.' },
  contact: { perHour: 60, refusal: 'Too many phone number requests.' },
  inquiry: { perHour: 30, refusal: 'Too many inquiries.' },
  upload: { perHour: 200, refusal: 'Too many uploads.' },
  'buyer-lookup': { perHour: 120, refusal: 'Too many buyer searches.' },
  agreement: { perHour: 30, refusal: 'Too many agreements saved.' },
  conversation: { perHour: 20, refusal: 'Too many new conversations.' },
  message: { perHour: 120, refusal: 'Too many messages.' },
  'visit-request': { perHour: 10, refusal: 'Too many visit requests.' },
} as const satisfies Record<string, LimitRule>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;
export const REQUEST_LIMIT_NAMES = Object.keys(REQUEST_LIMITS) as RequestLimitName[];
export type RequestLimitOverrides = Partial<Record<RequestLimitName, number>>;

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** The spec's sign-in wording: 'Please wait 15 minutes and try again.' */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export type RequestLimiter = {
  /** Counts one request by `subject` (a user id or an address); throws RateLimitedError past the limit. */
  consume(name: RequestLimitName, subject: string): Promise<void>;
};

export function createRequestLimiter(store: CounterStore, overrides: RequestLimitOverrides = {}, now = () => Date.now()): RequestLimiter {
  return {
    async consume(name, subject) {
      // Fixed windows on the clock: every instance agrees where a window ends, so Retry-After is
      // known without asking the store, and the key's expiry clears it.
      const at = now();
      const window = Math.floor(at / REQUEST_LIMIT_WINDOW_MS);
      const count = await store.increment(`limit:${name}:${subject}:${window}`, REQUEST_LIMIT_WINDOW_MS);
      const limit = overrides[name] ?? REQUEST_LIMITS[name].perHour;
      if (count <= limit) return;
      const retryAfter = Math.ceil(((window + 1) * REQUEST_LIMIT_WINDOW_MS - at) / 1000);
      throw new RateLimitedError(`${REQUEST_LIMITS[name].refusal} ${waitText(retryAfter)}`, retryAfter);
    },
  };
}
