// The facts renters and buyers filter on: their values, labels and limits, shared by the
// server (validation, database checks, search); the web app reads the zod-free values in listing-fact-values.ts.
import { FACT_FILTERS, type DeclaredFacts, type FactFilter } from '../search/filters/facts.ts';
import { z } from '../zod.ts';

export * from './listing-fact-values.ts';
import {
  FACINGS,
  FURNISHINGS,
  isCalendarDate,
  LISTING_FACT_MESSAGES,
  MAX_BUILDING_AGE,
  MAX_FLOOR,
  MAX_MAINTENANCE,
  MIN_FLOOR,
  PARKINGS,
  POSSESSION_STATUSES,
  PREFERRED_TENANTS,
  RENT_ONLY_FACTS,
  RERA_PATTERN,
  SALE_ONLY_FACTS,
} from './listing-fact-values.ts';

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

/** The facts the declared filters bring (search/filters/facts.ts), as a request sends and as a listing shows them. */
const declaredFact = (filter: FactFilter) =>
  filter.kind === 'flag' ? z.boolean({ error: filter.fact.message }) : z.enum(filter.values, { error: filter.fact.message });
type DeclaredFactSchemas<Modifier extends 'nullish' | 'nullable'> = {
  [K in keyof DeclaredFacts]: Modifier extends 'nullish' ? z.ZodOptional<z.ZodType<DeclaredFacts[K]>> : z.ZodType<DeclaredFacts[K]>;
};
const declaredFactFields = Object.fromEntries(
  FACT_FILTERS.map((filter) => [filter.field, filter.kind === 'flag' ? declaredFact(filter).nullish() : choice(filter.values, filter.fact.message)]),
) as unknown as DeclaredFactSchemas<'nullish'>;
const declaredFactsShown = Object.fromEntries(
  FACT_FILTERS.map((filter) => [filter.field, declaredFact(filter).nullable()]),
) as unknown as DeclaredFactSchemas<'nullable'>;

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
  reraNumber: optional(z.string({ error: LISTING_FACT_MESSAGES.rera }).trim().toUpperCase().regex(RERA_PATTERN, LISTING_FACT_MESSAGES.rera)),
  floor: optional(wholeNumber('Floor', MIN_FLOOR, MAX_FLOOR, `Floor must be a whole number from ${MIN_FLOOR} (basement) to ${MAX_FLOOR}`)),
  totalFloors: optional(wholeNumber('Total floors', 1, MAX_FLOOR)),
  facing: choice(FACINGS, 'Facing must be one of east, west, north, south, north_east, north_west, south_east, south_west'),
  ...declaredFactFields,
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
  ...declaredFactsShown,
});
export type TListingFacts = z.infer<typeof ZListingFacts>;
export const LISTING_FACT_FIELDS = Object.keys(ZListingFacts.shape) as (keyof TListingFacts)[];
