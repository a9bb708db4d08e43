// The listing facts' columns of `properties` (shared/listing-facts), null where the poster did not
// say, and the checks that follow from their declarations: a choice holds one of its values, and a
// fact of one listing type is null on the other. Bounds and rules between facts are schema.ts's own.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  text,
  type PgBooleanBuilderInitial,
  type PgColumn,
  type PgDateStringBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgTextBuilderInitial,
} from 'drizzle-orm/pg-core';
import type { ChoiceFact, ListingFact, WholeFact, YesNoFact, DateFact } from '#shared/listing-facts/declare.ts';
import { LISTING_FACTS, type DeclaredFact } from '#shared/listing-facts/facts.ts';

type ColumnOf<D> = D extends YesNoFact
  ? PgBooleanBuilderInitial<''>
  : D extends ChoiceFact<infer V>
    ? PgTextBuilderInitial<'', [V, ...V[]]>
    : D extends WholeFact
      ? PgIntegerBuilderInitial<''>
      : D extends DateFact
        ? PgDateStringBuilderInitial<''>
        : PgTextBuilderInitial<'', [string, ...string[]]>;

export type FactColumns = { [D in DeclaredFact as D['field']]: ColumnOf<D> };

function columnOf(fact: ListingFact) {
  switch (fact.kind) {
    case 'yesNo':
      return boolean(fact.column);
    case 'choice':
      return text(fact.column, { enum: fact.values });
    case 'whole':
      return integer(fact.column);
    case 'date':
      return date(fact.column, { mode: 'string' });
    case 'code':
      return text(fact.column);
  }
}

export const factColumns = (): FactColumns =>
  Object.fromEntries(LISTING_FACTS.map((fact: ListingFact) => [fact.field, columnOf(fact)])) as unknown as FactColumns;

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** `t`: the table's columns, `listingType` among them. */
export function factChecks(t: Record<DeclaredFact['field'] | 'listingType', PgColumn>) {
  const allNull = (listingType: 'rent' | 'sale') =>
    sql.join(
      LISTING_FACTS.filter((fact) => fact.forListingType === listingType).map((fact) => sql`${t[fact.field]} is null`),
      sql` and `,
    );
  const choices = (LISTING_FACTS as readonly ListingFact[]).filter((fact: ListingFact): fact is ChoiceFact => fact.kind === 'choice');
  const oneOfType = (listingType: 'rent' | 'sale'): SQL => sql`${t.listingType} = ${sql.raw(`'${listingType}'`)} or (${allNull(listingType)})`;
  return [
    ...choices.map((fact) => check(`properties_${fact.column}_check`, sql`${t[fact.field as DeclaredFact['field']]} in (${quoted(fact.values)})`)),
    // Rent facts only on rentals, sale facts only on sales.
    check('properties_rent_facts_check', oneOfType('rent')),
    check('properties_sale_facts_check', oneOfType('sale')),
  ];
}
