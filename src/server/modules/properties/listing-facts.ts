// Rent and sale facts on post and edit. A post writes the facts it sends (the rest are "Not
// specified"); an edit changes the facts it sends and keeps the others, since the spec's edit dialog
// knows none of them, except that facts of the other listing type go when the listing type changes.
import { LISTING_FACT_FIELDS, listingFactProblems, RENT_ONLY_FACTS, SALE_ONLY_FACTS, type TListingFacts } from '#shared/contracts/listing-facts.ts';
import { badRequest } from '#server/http/app-error.ts';

type SentFacts = { [K in keyof TListingFacts]?: TListingFacts[K] | null };

/** The facts a post writes. */
export function postedFacts(sent: SentFacts): TListingFacts {
  return Object.fromEntries(LISTING_FACT_FIELDS.map((field) => [field, sent[field] ?? null])) as TListingFacts;
}

/**
 * The facts an edit leaves: `kept` with what was sent laid over it. The request was checked on its
 * own; the result is checked again, since a sent floor may lie above a kept total.
 */
export function editedFacts(kept: TListingFacts, sent: SentFacts, listingType: 'sale' | 'rent'): TListingFacts {
  const facts = { ...kept };
  for (const field of LISTING_FACT_FIELDS) {
    if (sent[field] !== undefined) (facts as Record<string, unknown>)[field] = sent[field];
  }
  for (const field of listingType === 'sale' ? RENT_ONLY_FACTS : SALE_ONLY_FACTS) facts[field] = null;
  if (facts.possessionStatus !== 'under_construction') facts.possessionDate = null;
  const problems = listingFactProblems({ ...facts, listingType });
  const [first] = Object.values(problems);
  if (first) throw badRequest(first, problems);
  return facts;
}
