// The listing facts that declared filters bring (a filter's `fact`): each is a listing field of the
// same name, given when posting or editing, shown on the property page and stored in a column of
// `properties` of that name (db/schema.ts). Read from fact-filters.ts rather than picked out of
// SEARCH_FILTERS, so the property page does not load every search filter (facts.test.ts checks
// that the two agree).
import type { FlagFilter, RequestValue } from './declare.ts';
import { FACT_DECLARATIONS } from './fact-filters.ts';
import type { DeclaredFilter } from './filters.ts';

export type FactFilter = Extract<DeclaredFilter, { fact: object }>;
export type FactValue<D> = D extends FlagFilter ? boolean : RequestValue<D>;

export const FACT_FILTERS: readonly FactFilter[] = FACT_DECLARATIONS;

/** The declared facts as a listing has them: null is "Not specified". */
export type DeclaredFacts = { [D in FactFilter as D['field']]: FactValue<D> | null };
export type DeclaredFactField = keyof DeclaredFacts;
export const DECLARED_FACT_FIELDS = FACT_FILTERS.map((filter) => filter.field);

/** A declared fact's value as the property page shows it. */
export function showFact(filter: FactFilter, value: unknown): string {
  return (filter.fact.show as (value: unknown) => string)(value);
}
