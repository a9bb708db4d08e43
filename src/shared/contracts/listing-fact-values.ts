// The facts renters and buyers filter on: their values, labels and limits, without zod, so
// the web app's first views (search, property page) can use them without loading zod
// (a first view's budget is 100 KB of JavaScript). listing-facts.ts re-exports them beside the request schemas.

// The values and their labels are a file of their own: a listing card shows labels, and the first
// views should not carry the limits, messages and checks below.
export * from './listing-fact-labels.ts';

/** BHK chips: 1, 2, 3 and 4+ (a search for 4 finds 4 bedrooms or more). */
export const BHK_CHOICES = [1, 2, 3, 4] as const;
export const BHK_OR_MORE = 4;
export const bhkLabel = (bedrooms: number) => (bedrooms >= BHK_OR_MORE ? `${BHK_OR_MORE}+ BHK` : `${bedrooms} BHK`);

export const MAX_MAINTENANCE = 1_000_000;
export const MIN_FLOOR = -2;
export const MAX_FLOOR = 200;
export const MAX_BUILDING_AGE = 100;
/** Telangana RERA project registration: P and eleven digits, e.g. P02400001234. */
export const RERA_PATTERN = /^P\d{11}$/;

/** What a listing shows for a fact its poster did not give. */
export const NOT_SPECIFIED = 'Not specified';

/** Floor 0 is the ground floor; -1 and -2 are basements. */
export function floorLabel(floor: number): string {
  if (floor === 0) return 'Ground';
  if (floor < 0) return `Basement ${-floor}`;
  return String(floor);
}

export const LISTING_FACT_MESSAGES = {
  rentOnly: 'Only rental listings can have this',
  saleOnly: 'Only listings for sale can have this',
  floorAboveTotal: 'Floor cannot be above the total floors',
  possessionDateRequired: 'Please give the possession date of a home under construction',
  possessionDateOnlyUnderConstruction: 'A possession date is only for homes under construction',
  rera: 'RERA number must be P followed by 11 digits, e.g. P02400001234',
  date: 'Please enter a date as YYYY-MM-DD',
} as const;

/** A calendar date written YYYY-MM-DD that exists (no 31 February). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
