// The facts renters and buyers filter on (issue 15): their values, labels and limits, shared by the
// server (validation, database checks, search) and the web app (forms, filters, chips, cards).
import { z } from 'zod';

export const FURNISHINGS = ['unfurnished', 'semi', 'fully'] as const;
export type TFurnishing = (typeof FURNISHINGS)[number];
export const FURNISHING_LABELS: Record<TFurnishing, string> = {
  unfurnished: 'Unfurnished',
  semi: 'Semi-furnished',
  fully: 'Fully furnished',
};

export const PREFERRED_TENANTS = ['family', 'bachelors', 'company', 'anyone'] as const;
export type TPreferredTenants = (typeof PREFERRED_TENANTS)[number];
export const PREFERRED_TENANT_LABELS: Record<TPreferredTenants, string> = {
  family: 'Family',
  bachelors: 'Bachelors',
  company: 'Company lease',
  anyone: 'Anyone',
};
/** What a renter can say they are: a listing for 'anyone' matches each of them. */
export const TENANT_KINDS = ['family', 'bachelors', 'company'] as const;

export const PARKINGS = ['none', 'two_wheeler', 'car'] as const;
export type TParking = (typeof PARKINGS)[number];
export const PARKING_LABELS: Record<TParking, string> = { none: 'No parking', two_wheeler: 'Two-wheeler', car: 'Car' };
/** Parking a search can ask for: a car space also takes a two-wheeler. */
export const PARKING_NEEDS = ['two_wheeler', 'car'] as const;

export const POSSESSION_STATUSES = ['ready', 'under_construction'] as const;
export type TPossessionStatus = (typeof POSSESSION_STATUSES)[number];
export const POSSESSION_LABELS: Record<TPossessionStatus, string> = { ready: 'Ready to move', under_construction: 'Under construction' };

export const FACINGS = ['east', 'west', 'north', 'south', 'north_east', 'north_west', 'south_east', 'south_west'] as const;
export type TFacing = (typeof FACINGS)[number];
export const FACING_LABELS: Record<TFacing, string> = {
  east: 'East',
  west: 'West',
  north: 'North',
  south: 'South',
  north_east: 'North-East',
  north_west: 'North-West',
  south_east: 'South-East',
  south_west: 'South-West',
};

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

/** Facts that only a rental has, and only a sale. Furnishing, parking, floors and facing belong to both. */
export const RENT_ONLY_FACTS = ['deposit', 'maintenance', 'preferredTenants', 'availableFrom', 'petsAllowed', 'nonVegAllowed'] as const;
export const SALE_ONLY_FACTS = ['possessionStatus', 'possessionDate', 'buildingAgeYears', 'reraNumber'] as const;

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

const calendarDate = z
  .string({ error: LISTING_FACT_MESSAGES.date })
  .trim()
  .refine((text) => isCalendarDate(text) && text >= '1900-01-01' && text <= '2199-12-31', LISTING_FACT_MESSAGES.date);

const wholeNumber = (label: string, min: number, max: number, message = `${label} must be a whole number from ${min} to ${max}`) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** An optional choice: null or an empty choice is "not given". */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values, { error: message }).nullish());
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());

/**
 * The facts as a post or edit sends them, every one optional (the spec's client sends none). Which
 * apply to which listing type, and how they relate, is checked by checkListingFacts.
 */
export const listingFactFields = {
  deposit: optional(wholeNumber('Deposit', 0, 1_000_000_000, 'Deposit must be a whole number of rupees, up to ₹100 Crore')),
  maintenance: optional(wholeNumber('Maintenance', 0, MAX_MAINTENANCE, 'Maintenance must be a whole number of rupees a month, up to ₹10,00,000')),
  furnishing: choice(FURNISHINGS, 'Furnishing must be unfurnished, semi or fully'),
  preferredTenants: choice(PREFERRED_TENANTS, 'Preferred tenants must be family, bachelors, company or anyone'),
  availableFrom: optional(calendarDate),
  petsAllowed: z.boolean({ error: 'Pets allowed must be true or false' }).nullish(),
  nonVegAllowed: z.boolean({ error: 'Non-vegetarian allowed must be true or false' }).nullish(),
  parking: choice(PARKINGS, 'Parking must be none, two_wheeler or car'),
  possessionStatus: choice(POSSESSION_STATUSES, 'Possession must be ready or under_construction'),
  possessionDate: optional(calendarDate),
  buildingAgeYears: optional(wholeNumber('Building age', 0, MAX_BUILDING_AGE, `Building age must be 0 to ${MAX_BUILDING_AGE} years`)),
  reraNumber: optional(
    z
      .string({ error: LISTING_FACT_MESSAGES.rera })
      .trim()
      .toUpperCase()
      .regex(RERA_PATTERN, LISTING_FACT_MESSAGES.rera),
  ),
  floor: optional(wholeNumber('Floor', MIN_FLOOR, MAX_FLOOR, `Floor must be a whole number from ${MIN_FLOOR} (basement) to ${MAX_FLOOR}`)),
  totalFloors: optional(wholeNumber('Total floors', 1, MAX_FLOOR)),
  facing: choice(FACINGS, 'Facing must be one of east, west, north, south, north_east, north_west, south_east, south_west'),
};

type FactsInput = { listingType: 'sale' | 'rent' } & { [K in keyof typeof listingFactFields]?: unknown };

/** What is wrong between fields, by field: facts of the other listing type, floors, possession date. */
export function listingFactProblems(listing: FactsInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const given = (field: keyof typeof listingFactFields) => listing[field] != null;
  const refuse = (field: string, message: string) => (problems[field] ??= message);
  const otherTypeFacts = listing.listingType === 'sale' ? RENT_ONLY_FACTS : SALE_ONLY_FACTS;
  const otherTypeMessage = listing.listingType === 'sale' ? LISTING_FACT_MESSAGES.rentOnly : LISTING_FACT_MESSAGES.saleOnly;
  for (const field of otherTypeFacts) if (given(field)) refuse(field, otherTypeMessage);
  if (typeof listing.floor === 'number' && typeof listing.totalFloors === 'number' && listing.floor > listing.totalFloors) {
    refuse('floor', LISTING_FACT_MESSAGES.floorAboveTotal);
  }
  if (listing.listingType === 'sale') {
    if (listing.possessionStatus === 'under_construction' && !given('possessionDate')) {
      refuse('possessionDate', LISTING_FACT_MESSAGES.possessionDateRequired);
    }
    if (listing.possessionStatus !== 'under_construction' && given('possessionDate')) {
      refuse('possessionDate', LISTING_FACT_MESSAGES.possessionDateOnlyUnderConstruction);
    }
  }
  return problems;
}

/** listingFactProblems as zod issues, for the post and edit requests. */
export function checkListingFacts(listing: FactsInput, ctx: z.RefinementCtx): void {
  for (const [field, message] of Object.entries(listingFactProblems(listing))) {
    ctx.addIssue({ code: 'custom', path: [field], message, input: listing });
  }
}

/** Every fact as a listing shows it: null is "Not specified". */
export const ZListingFacts = z.object({
  deposit: z.number().int().nullable(),
  maintenance: z.number().int().nullable(),
  furnishing: z.enum(FURNISHINGS).nullable(),
  preferredTenants: z.enum(PREFERRED_TENANTS).nullable(),
  availableFrom: z.string().nullable(),
  petsAllowed: z.boolean().nullable(),
  nonVegAllowed: z.boolean().nullable(),
  parking: z.enum(PARKINGS).nullable(),
  possessionStatus: z.enum(POSSESSION_STATUSES).nullable(),
  possessionDate: z.string().nullable(),
  buildingAgeYears: z.number().int().nullable(),
  reraNumber: z.string().nullable(),
  floor: z.number().int().nullable(),
  totalFloors: z.number().int().nullable(),
  facing: z.enum(FACINGS).nullable(),
});
export type TListingFacts = z.infer<typeof ZListingFacts>;
export const LISTING_FACT_FIELDS = Object.keys(ZListingFacts.shape) as (keyof TListingFacts)[];
