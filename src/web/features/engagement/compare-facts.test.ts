import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS, NOT_APPLICABLE, readCompareIds } from './compare-facts.ts';

describe('readCompareIds', () => {
  it('keeps up to three distinct whole ids and drops the rest', () => {
    expect(readCompareIds('4, 9,4,x,-2,1.5,12,30')).toEqual([4, 9, 12]);
    expect(readCompareIds(null)).toEqual([]);
  });
});

describe('COMPARE_ROWS', () => {
  it('gives rent facts of a sale home as not applicable and price per sq ft in rupees', () => {
    const home = { listingType: 'sale', price: 9_000_000, areaSqft: 1200, deposit: null } as unknown as Parameters<(typeof COMPARE_ROWS)[number]['value']>[0];
    const value = (label: string) => COMPARE_ROWS.find((row) => row.label === label)!.value(home);
    expect(value('Deposit')).toBe(NOT_APPLICABLE);
    expect(value('Price per sq ft')).toBe('₹7,500');
  });
});
