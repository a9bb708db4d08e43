import { describe, expect, it } from 'vitest';
import { COMPARE_ROWS, NOT_APPLICABLE, readCompareIds } from './compare-facts.ts';

describe('readCompareIds', () => {
  it('keeps up to four distinct whole ids and drops the rest', () => {
    expect(readCompareIds('4, 9,4,x,-2,1.5,12,30,31')).toEqual([4, 9, 12, 30]);
    expect(readCompareIds(null)).toEqual([]);
  });
});

describe('COMPARE_ROWS', () => {
  it('gives rent facts of a sale home as not applicable and price per sq ft in rupees', () => {
    const home = { listingType: 'sale', price: 9_000_000, areaSqft: 1200, deposit: null } as unknown as Parameters<
      (typeof COMPARE_ROWS)[number]['value']
    >[0];
    const value = (label: string) => COMPARE_ROWS.find((row) => row.label === label)!.value(home);
    expect(value('Deposit')).toBe(NOT_APPLICABLE);
    expect(value('Price per sq ft')).toBe('₹7,500');
  });

  it('states the rent and sale facts in their labels', () => {
    type Home = Parameters<(typeof COMPARE_ROWS)[number]['value']>[0];
    const rent = {
      listingType: 'rent',
      price: 40_000,
      areaSqft: 1000,
      deposit: 100_000,
      petsAllowed: true,
      nonVegAllowed: null,
      furnishing: 'semi',
      floor: 0,
      totalFloors: 5,
    } as unknown as Home;
    const sale = {
      listingType: 'sale',
      price: 9_000_000,
      areaSqft: null,
      possessionStatus: 'under_construction',
      possessionDate: '2027-06-30',
      facing: 'north_east',
    } as unknown as Home;
    const value = (label: string, home: Home) => COMPARE_ROWS.find((row) => row.label === label)!.value(home);
    expect(value('Deposit', rent)).toBe('₹1,00,000');
    expect(value('Pets allowed', rent)).toBe('Yes');
    expect(value('Non-vegetarian allowed', rent)).toBe('Not specified');
    expect(value('Furnishing', rent)).toBe('Semi-furnished');
    expect(value('Floor', rent)).toBe('Ground of 5');
    expect(value('Possession', sale)).toBe('Under construction, by 30/06/2027');
    expect(value('Facing', sale)).toBe('North-East');
    expect(value('Price per sq ft', sale)).toBe('Not specified');
  });
});
