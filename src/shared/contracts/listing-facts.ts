// The facts renters and buyers filter on: their values, labels and limits, shared by the
// server (validation, database checks, search); the web app reads the zod-free values in listing-fact-values.ts.
import { LISTING_FACTS, RENT_ONLY_FACTS, SALE_ONLY_FACTS, type DeclaredFact, type TListingFacts } from '../listing-facts/facts.ts';
import type { ListingFact } from '../listing-facts/declare.ts';
import { z } from '../zod.ts';

export * from './listing-fact-values.ts';
export { LISTING_FACT_FIELDS, RENT_ONLY_FACTS, SALE_ONLY_FACTS, type TListingFacts } from '../listing-facts/facts.ts';
import { isCalendarDate, LISTING_FACT_MESSAGES } from './listing-fact-values.ts';

const calendarDate = z
  .string({ error: LISTING_FACT_MESSAGES.date })
  .trim()
  .refine((text) => isCalendarDate(text) && text >= '1900-01-01' && text <= '2199-12-31', LISTING_FACT_MESSAGES.date);

/** A fact's value as a request sends it. */
function requestSchema(fact: ListingFact) {
  switch (fact.kind) {
    case 'yesNo':
      return z.boolean({ error: fact.message });
    case 'choice':
      return z.enum(fact.values, { error: fact.message });
    case 'whole':
      return z.coerce.number({ error: fact.message }).int(fact.message).min(fact.min, fact.message).max(fact.max, fact.message);
    case 'date':
      return calendarDate;
    case 'code':
      return z.string({ error: fact.message }).trim().toUpperCase().regex(fact.pattern, fact.message);
  }
}

/** A fact's value as a listing shows it. */
function shownSchema(fact: ListingFact) {
  switch (fact.kind) {
    case 'yesNo':
      return z.boolean();
    case 'choice':
      return z.enum(fact.values);
    case 'whole':
      return z.number().int();
    default:
      return z.string();
  }
}

type FactSchemas<Modifier extends 'nullish' | 'nullable'> = {
  [D in DeclaredFact as D['field']]: Modifier extends 'nullish'
    ? z.ZodOptional<z.ZodType<TListingFacts[D['field']]>>
    : z.ZodType<TListingFacts[D['field']]>;
};

/**
 * The facts as a post or edit sends them, every one optional (the spec's client sends none): an empty
 * text is "not given" too, but a yes-or-no fact takes only true, false or null. Which apply to which
 * listing type, and how they relate, is checked by checkListingFacts.
 */
export const listingFactFields = Object.fromEntries(
  LISTING_FACTS.map((fact: ListingFact) => [
    fact.field,
    fact.kind === 'yesNo' ? requestSchema(fact).nullish() : z.preprocess((v) => (v === '' ? null : v), requestSchema(fact).nullish()),
  ]),
) as unknown as FactSchemas<'nullish'>;

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
export const ZListingFacts = z.object(
  Object.fromEntries(LISTING_FACTS.map((fact: ListingFact) => [fact.field, shownSchema(fact).nullable()])) as unknown as FactSchemas<'nullable'>,
);
