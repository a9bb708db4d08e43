// The rent and sale facts as the property page lists them: each fact of the listing's kind, then
// those of any home, "Not specified" where the poster did not give it (listings older than the
// facts have none). Each fact's line is its declaration's (shared/listing-facts).
import { factLines, type FactLine, type TListingFacts } from '#shared/listing-facts/facts.ts';

export type FactRow = FactLine;

export function homeFactRows(property: TListingFacts & { listingType: string }): FactRow[] {
  return factLines(property);
}
