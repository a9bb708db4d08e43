import { describe, expect, it } from 'vitest';
import { SEARCH_FILTERS } from '../search/filters/filters.ts';
import type { ListingFact } from './declare.ts';
import { LISTING_FACTS } from './facts.ts';

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
});
