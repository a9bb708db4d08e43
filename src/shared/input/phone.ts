// One normaliser for every phone field, web and server: people type or paste
// "+91 77023 45678", "077023-45678" or "77023 45678"; all mean the 10-digit mobile 7702345678.
// Normalise first (drop separators, the +91/0091 country code and the 0 trunk prefix), then limit:
// cutting first would keep "+91 77023 " of a pasted number.
import { z } from '../zod.ts';

export const MOBILE_DIGITS = 10;
export const MOBILE_NUMBER_MESSAGE = 'Mobile number must be exactly 10 digits';
/** An Indian mobile number starts with 6, 7, 8 or 9 (the national numbering plan's mobile series). */
export const MOBILE_START_MESSAGE = 'This is not a valid Indian mobile number: it starts with 6, 7, 8 or 9';

/** The national digits of an Indian mobile as typed so far; never cut. */
export function normaliseIndianMobile(typed: string): string {
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (/^(\+|00)\s*91/.test(trimmed)) digits = digits.replace(/^(00)?91/, '');
  // A mobile never starts with 0: a 0 before a mobile's first digit is the trunk prefix. Any other
  // 0 stays, so "0000000000" is shown and refused as not valid rather than emptied.
  digits = digits.replace(/^0(?=[6-9])/, '');
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
  .pipe(
    z
      .string()
      .regex(/^\d{10}$/, MOBILE_NUMBER_MESSAGE)
      .regex(/^[6-9]/, MOBILE_START_MESSAGE),
  );
