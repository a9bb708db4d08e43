import { describe, expect, it } from 'vitest';
import { FACT_FILTERS } from './facts.ts';
import { SEARCH_FILTERS } from './filters.ts';

describe('FACT_FILTERS', () => {
  it('are the declared filters that bring a fact, in their order, and only those', () => {
    expect(FACT_FILTERS).toEqual(SEARCH_FILTERS.filter((filter) => 'fact' in filter));
  });
});
