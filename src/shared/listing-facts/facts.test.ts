import { describe, expect, it } from 'vitest';
import { SEARCH_FILTERS } from '../search/filters/filters.ts';
import type { ListingFact } from './declare.ts';
import { keyFacts, LISTING_FACTS } from './facts.ts';

const facts: readonly ListingFact[] = LISTING_FACTS;

describe('the listing facts’ declarations', () => {
  it('name each field and column once', () => {
    expect(new Set(facts.map((fact) => fact.field)).size).toBe(facts.length);
    expect(new Set(facts.map((fact) => fact.column)).size).toBe(facts.length);
  });

  it('bring filters that search their own column, and every one is a search filter', () => {
    for (const fact of facts) {
      for (const filter of fact.filters ?? []) {
        expect(filter.where === 'custom' ? fact.field : filter.where.column).toBe(fact.field);
        expect(SEARCH_FILTERS).toContain(filter);
      }
    }
  });

  it('put on the card’s line of key facts the facts whose declaration has a card entry, by their place', () => {
    const rent = { listingType: 'rent', deposit: 100_000, maintenance: 2_000, furnishing: 'semi', preferredTenants: 'family', petsAllowed: true };
    expect(keyFacts(rent)).toEqual(['Deposit ₹1,00,000', 'Semi-furnished', 'For family']);
    const sale = { listingType: 'sale', possessionStatus: 'under_construction', possessionDate: '2028-03-31', furnishing: 'fully', facing: 'east' };
    expect(keyFacts(sale)).toEqual(['Under construction', 'Fully furnished']);
  });

  it('leave off the card a fact not given, one its card entry says nothing for, and one of the other listing type', () => {
    expect(keyFacts({ listingType: 'rent' })).toEqual([]);
    expect(keyFacts({ listingType: 'rent', deposit: 0, preferredTenants: 'anyone' })).toEqual(['Deposit ₹0']);
    expect(keyFacts({ listingType: 'sale', deposit: 100_000, possessionStatus: 'ready' })).toEqual(['Ready to move']);
  });

  it('give each card place to one fact of a listing type', () => {
    for (const listingType of ['rent', 'sale']) {
      const places = facts.flatMap((fact) => ((fact.forListingType ?? listingType) === listingType && fact.card ? [fact.card.place] : []));
      expect(new Set(places).size).toBe(places.length);
    }
  });
});
