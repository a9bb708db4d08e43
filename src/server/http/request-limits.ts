// The one table of per-person limits: every write that others see or that costs work, and the
// alerts such writes set off. Request limits count per hour in the same counter store as the sign-in
// limits: Redis when REDIS_URL is set, so every instance shares the count. Alert limits count per
// day in the database, where the alerts are written (saved-searches/alerts.ts). Any of them can be
// changed with RATE_LIMITS (README, Configuration; docs/decisions/0014-request-limits.md).
import { AppError } from './app-error.ts';
import type { CounterStore } from '../modules/auth/login-throttle.ts';

export const REQUEST_LIMIT_WINDOW_MS = 60 * 60 * 1000;

type LimitRule = { perHour: number; refusal: string };

/** Per hour and per signed-in person; registration per address. Generous for real use. */
export const REQUEST_LIMITS = {
  register: { perHour: 20, refusal: 'Too many registrations from this address.' },
  contact: { perHour: 60, refusal: 'Too many phone number requests.' },
  inquiry: { perHour: 30, refusal: 'Too many inquiries.' },
  upload: { perHour: 200, refusal: 'Too many uploads.' },
  'buyer-lookup': { perHour: 120, refusal: 'Too many buyer searches.' },
  agreement: { perHour: 30, refusal: 'Too many agreements saved.' },
  'listing-post': { perHour: 20, refusal: 'Too many listings posted.' },
  'listing-edit': { perHour: 120, refusal: 'Too many listing changes.' },
  'saved-search': { perHour: 60, refusal: 'Too many saved search changes.' },
  shortlist: { perHour: 300, refusal: 'Too many shortlist changes.' },
  'deal-write': { perHour: 300, refusal: 'Too many deal updates.' },
  'tenancy-write': { perHour: 300, refusal: 'Too many tenancy updates.' },
  report: { perHour: 10, refusal: 'Too many reports.' },
  // Per person, or per address for a visitor.
  grievance: { perHour: 10, refusal: 'Too many requests sent.' },
  conversation: { perHour: 20, refusal: 'Too many new conversations.' },
  message: { perHour: 120, refusal: 'Too many messages.' },
  'visit-request': { perHour: 10, refusal: 'Too many visit requests.' },
  // Sharing a number, blocking and unblocking; accepting, declining, moving or cancelling visits.
  'conversation-setting': { perHour: 60, refusal: 'Too many changes to conversations.' },
  'visit-answer': { perHour: 120, refusal: 'Too many visit changes.' },
  'password-change': { perHour: 10, refusal: 'Too many password changes.' },
  // Each attempt checks the password: a stolen session cannot guess it here.
  'account-delete': { perHour: 10, refusal: 'Too many attempts to delete the account.' },
  // Per address; and per account, silently (the answer never says whether an account exists).
  'password-reset': { perHour: 10, refusal: 'Too many password reset requests.' },
  'password-reset-email': { perHour: 3, refusal: 'Too many password reset emails to this address.' },
  // Asking for another email confirmation link, per account: each one is an email to that address.
  'email-confirmation': { perHour: 3, refusal: 'Too many confirmation emails.' },
  // Each export gathers all of one's records and files: a few an hour is plenty.
  'data-export': { perHour: 5, refusal: 'Too many requests for your data.' },
} as const satisfies Record<string, LimitRule>;

/**
 * Instant alerts (bell notice and email) per day, India time: how many one listing sets off, and how
 * many one watcher receives. Matches past either wait for the watcher's daily digest.
 */
export const ALERT_LIMITS = {
  'alerts-per-listing': { perDay: 100 },
  'alerts-per-watcher': { perDay: 30 },
} as const satisfies Record<string, { perDay: number }>;

export type RequestLimitName = keyof typeof REQUEST_LIMITS;
export type AlertLimitName = keyof typeof ALERT_LIMITS;
export type LimitName = RequestLimitName | AlertLimitName;
export const LIMIT_NAMES = [...Object.keys(REQUEST_LIMITS), ...Object.keys(ALERT_LIMITS)] as LimitName[];
export type LimitOverrides = Partial<Record<LimitName, number>>;

/** The alert limits in force: the defaults, changed by RATE_LIMITS. */
export function alertLimits(overrides: LimitOverrides = {}): Record<AlertLimitName, number> {
  return {
    'alerts-per-listing': overrides['alerts-per-listing'] ?? ALERT_LIMITS['alerts-per-listing'].perDay,
    'alerts-per-watcher': overrides['alerts-per-watcher'] ?? ALERT_LIMITS['alerts-per-watcher'].perDay,
  };
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** The spec's sign-in wording: 'Please wait 15 minutes and try again.' */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export type RequestLimiter = {
  /** Counts one request by `subject` (a user id or an address); throws RateLimitedError past the limit. */
  consume(name: RequestLimitName, subject: string): Promise<void>;
};

export function createRequestLimiter(store: CounterStore, overrides: LimitOverrides = {}, now = () => Date.now()): RequestLimiter {
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
