// One normaliser for every phone field, web and server: people type or paste
// "+91 77023 45678", "077023-45678" or "77023 45678"; all mean the 10-digit mobile 7702345678.
// Normalise first (drop separators, the +91/0091 country code and the 0 trunk prefix), then limit:
// cutting first would keep "+91 77023 " of a pasted number.
import { z } from '../zod.ts';

export const MOBILE_DIGITS = 10;
export const MOBILE_NUMBER_MESSAGE = 'Mobile number must be exactly 10 digits';

/** The national digits of an Indian mobile as typed so far; never cut. */
export function normaliseIndianMobile(typed: string): string {
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (/^(\+|00)\s*91/.test(trimmed)) digits = digits.replace(/^(00)?91/, '');
  // A mobile never starts with 0: a leading 0 is the trunk prefix.
  digits = digits.replace(/^0+/, '');
  // 91 before ten more digits is the country code typed without its +.
  if (digits.length > MOBILE_DIGITS && digits.startsWith('91')) digits = digits.slice(2);
  return digits;
}

/** What a phone input keeps as the person types or pastes: normalised, then at most 10 digits. */
export const phoneInputValue = (typed: string): string => normaliseIndianMobile(typed).slice(0, MOBILE_DIGITS);

/** Server and form rule: any of the accepted spellings, stored as exactly 10 digits (never cut). */
export const ZIndianMobile = z
  .string()
  .transform(normaliseIndianMobile)
  .pipe(z.string().regex(/^\d{10}$/, MOBILE_NUMBER_MESSAGE));
