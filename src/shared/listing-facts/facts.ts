// Every listing fact (declare.ts), and what the layers read of them all: the fields, their values'
// types, which belong to one listing type, the property page's and the compare page's lines, a
// card's key facts, and the search filters they bring.
import { NOT_SPECIFIED } from '../contracts/listing-fact-values.ts';
import type { FactListing, FactValue, ListingFact } from './declare.ts';
import { HOME_FACTS } from './home-facts.ts';
import { RENT_FACTS } from './rent-facts.ts';
import { SALE_FACTS } from './sale-facts.ts';

export const LISTING_FACTS = [...RENT_FACTS, ...SALE_FACTS, ...HOME_FACTS] as const;
export type DeclaredFact = (typeof LISTING_FACTS)[number];

/** Every fact as a listing has it: null is "Not specified". */
export type TListingFacts = { [D in DeclaredFact as D['field']]: FactValue<D> | null };
export type ListingFactField = keyof TListingFacts;
export const LISTING_FACT_FIELDS: readonly ListingFactField[] = LISTING_FACTS.map((fact) => fact.field);

const fieldsFor = (listingType: 'rent' | 'sale') => LISTING_FACTS.filter((fact) => fact.forListingType === listingType).map((fact) => fact.field);
/** Facts that only a rental has, and only a sale; the others belong to both. */
export const RENT_ONLY_FACTS: readonly ListingFactField[] = fieldsFor('rent');
export const SALE_ONLY_FACTS: readonly ListingFactField[] = fieldsFor('sale');

/** The search filters the facts bring, in their order. */
export const FACT_SEARCH_FILTERS = LISTING_FACTS.flatMap((fact: ListingFact) => fact.filters ?? []) as readonly NonNullable<
  DeclaredFact['filters']
>[number][];

const shown = (fact: ListingFact, value: unknown, listing: FactListing) =>
  (fact.show as (value: unknown, listing: FactListing) => string)(value, listing);

export type FactLine = { label: string; value: string };

/** The property page's lines of a listing's facts: its own type's first, then those of any home. */
export function factLines(listing: FactListing): FactLine[] {
  const own = LISTING_FACTS.filter((fact) => fact.forListingType === listing.listingType);
  const any = LISTING_FACTS.filter((fact) => fact.forListingType === undefined);
  return [...own, ...any].flatMap((fact: ListingFact) => {
    if (fact.line === false) return [];
    const value = listing[fact.field];
    const text = fact.line ? fact.line(listing) : value == null ? NOT_SPECIFIED : shown(fact, value, listing);
    return [{ label: fact.label, value: text }];
  });
}

/** The compare page's fact rows: those of any home, then the rent and the sale ones (`otherType` for a listing of the other type). */
export function compareLines(otherType: string): { label: string; value(listing: FactListing): string }[] {
  const order = [undefined, 'rent', 'sale'];
  const compared = LISTING_FACTS.flatMap((fact: ListingFact) => (fact.compare ? [{ fact, compare: fact.compare }] : [])).sort(
    (a, b) => order.indexOf(a.fact.forListingType) - order.indexOf(b.fact.forListingType),
  );
  return compared.map(({ fact, compare }) => ({
    label: compare.label,
    value: (listing) => {
      if (fact.forListingType && fact.forListingType !== listing.listingType) return otherType;
      const value = listing[fact.field];
      if (value == null) return NOT_SPECIFIED;
      const show = (compare.show ?? fact.show) as (value: unknown, listing: FactListing) => string;
      return show(value, listing);
    },
  }));
}

/**
 * A search result card's line of key facts: the phrases of the facts that have a `card` and a value,
 * by their place. The server sends them with the listing, so the card, in every page's first view,
 * carries no declaration.
 */
export function keyFacts(listing: FactListing): string[] {
  return LISTING_FACTS.flatMap((fact: ListingFact) => {
    const value = listing[fact.field];
    if (!fact.card || value == null || (fact.forListingType ?? listing.listingType) !== listing.listingType) return [];
    const show = (fact.card.show ?? fact.show) as (value: unknown, listing: FactListing) => string | null;
    const text = show(value, listing);
    return text === null ? [] : [{ place: fact.card.place, text }];
  })
    .sort((a, b) => a.place - b.place)
    .map(({ text }) => text);
}
