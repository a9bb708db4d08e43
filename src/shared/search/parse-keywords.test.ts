import { describe, expect, it } from 'vitest';
import { parseKeywords } from './parse-keywords.ts';
import { localityIndex } from './locality-names.ts';

// The localities as the reference data names them (a part of the 73 is enough here).
const LOCALITIES = [
  'Gachibowli',
  'HITEC City',
  'Madhapur',
  'Kondapur',
  'Kukatpally',
  'Miyapur',
  'Jubilee Hills',
  'Banjara Hills',
  'LB Nagar',
  'SR Nagar',
  'Financial District',
  'Serilingampally',
  'Toli Chowki',
  'AS Rao Nagar',
  'Bachupally',
  'Begumpet',
];
const INDEX = localityIndex(LOCALITIES);
const parse = (text: string) => parseKeywords(text, INDEX);

describe('parseKeywords: the phrasings renters type', () => {
  it('2 bhk gachibowli under 40k', () => {
    expect(parse('2 bhk gachibowli under 40k')).toEqual({
      filters: { bedrooms: [2], areas: ['Gachibowli'], maxPrice: 40_000, listingType: 'rent' },
      remaining: null,
    });
  });

  it('3BHK villa Kondapur 2 cr', () => {
    expect(parse('3BHK villa Kondapur 2 cr')).toEqual({
      filters: { bedrooms: [3], areas: ['Kondapur'], propertyTypes: ['Villa'], maxPrice: 20_000_000, listingType: 'sale' },
      remaining: null,
    });
  });

  it('furnished 1 bhk near hitec city', () => {
    expect(parse('furnished 1 bhk near hitec city')).toEqual({
      filters: { bedrooms: [1], areas: ['HITEC City'], furnishing: ['fully'] },
      remaining: null,
    });
  });

  it('kondapur 3bhk below 1.5 crore', () => {
    expect(parse('kondapur 3bhk below 1.5 crore').filters).toEqual({
      bedrooms: [3],
      areas: ['Kondapur'],
      maxPrice: 15_000_000,
      listingType: 'sale',
    });
  });

  it('semi furnished flat for rent madhapur 25000', () => {
    expect(parse('semi furnished flat for rent madhapur 25000')).toEqual({
      filters: { areas: ['Madhapur'], furnishing: ['semi'], propertyTypes: ['Apartment'], listingType: 'rent', maxPrice: 25_000 },
      remaining: null,
    });
  });
});

describe('parseKeywords: localities', () => {
  it.each([
    ['hitech city', 'HITEC City'],
    ['Hi-Tech City', 'HITEC City'],
    ['HITECCITY', 'HITEC City'],
    ['hitec', 'HITEC City'],
    ['kphb', 'Kukatpally'],
    ['lbnagar', 'LB Nagar'],
    ['l.b. nagar', 'LB Nagar'],
    ['S R Nagar', 'SR Nagar'],
    ['tolichowki', 'Toli Chowki'],
    ['financial district', 'Financial District'],
    ['sherilingampally', 'Serilingampally'],
    ['bachupalli', 'Bachupally'],
    ['begumpeth', 'Begumpet'],
    ['a s rao nagar', 'AS Rao Nagar'],
    ['JUBILEE HILLS', 'Jubilee Hills'],
  ])('%s is %s', (text, locality) => {
    expect(parse(`2 bhk ${text}`).filters.areas).toEqual([locality]);
  });

  it('finds several localities, once each', () => {
    expect(parse('flat in madhapur or kondapur or Madhapur').filters.areas).toEqual(['Madhapur', 'Kondapur']);
  });

  it('does not take a locality only a part of a word names', () => {
    expect(parse('city view apartment').filters.areas).toBeUndefined();
  });
});

describe('parseKeywords: bedrooms', () => {
  it.each([
    ['2bhk', [2]],
    ['2 BHK', [2]],
    ['2 bedrooms', [2]],
    ['3 bed flat', [3]],
    ['2 or 3 bhk', [2, 3]],
    ['2/3 bhk', [2, 3]],
    ['2-3 bhk', [2, 3]],
    ['1 to 3 bhk', [1, 2, 3]],
    ['2, 3 bhk', [2, 3]],
    ['3+ bhk', [3, 4]],
    ['4 bhk', [4]],
    ['5 bhk villa', [4]],
  ])('%s', (text, bedrooms) => {
    expect(parse(text).filters.bedrooms).toEqual(bedrooms);
  });

  it('never reads an amount as rooms', () => {
    expect(parse('budget 25000 2 bhk').filters).toMatchObject({ bedrooms: [2], maxPrice: 25_000 });
  });
});

describe('parseKeywords: budgets', () => {
  it.each([
    ['under 40k', { maxPrice: 40_000 }],
    ['below 40,000', { maxPrice: 40_000 }],
    ['upto 45000', { maxPrice: 45_000 }],
    ['up to 45 thousand', { maxPrice: 45_000 }],
    ['max 30k', { maxPrice: 30_000 }],
    ['less than 20k', { maxPrice: 20_000 }],
    ['within 80 lakh', { maxPrice: 8_000_000 }],
    ['under 80L', { maxPrice: 8_000_000 }],
    ['80 lac', { maxPrice: 8_000_000 }],
    ['75 lakhs', { maxPrice: 7_500_000 }],
    ['₹40,000', { maxPrice: 40_000 }],
    ['rs.25000', { maxPrice: 25_000 }],
    ['Rs 1.2 Cr', { maxPrice: 12_000_000 }],
    ['2crore', { maxPrice: 20_000_000 }],
    ['1.5 crores', { maxPrice: 15_000_000 }],
    ['above 1 cr', { minPrice: 10_000_000 }],
    ['more than 50k', { minPrice: 50_000 }],
    ['from 50 lakh to 1 cr', { minPrice: 5_000_000, maxPrice: 10_000_000 }],
    ['between 50 and 80 lakh', { minPrice: 5_000_000, maxPrice: 8_000_000 }],
    ['20k-30k', { minPrice: 20_000, maxPrice: 30_000 }],
    ['25000 to 35000', { minPrice: 25_000, maxPrice: 35_000 }],
  ])('%s', (text, bounds) => {
    const { filters } = parse(text);
    expect({ minPrice: filters.minPrice, maxPrice: filters.maxPrice }).toEqual({ minPrice: undefined, maxPrice: undefined, ...bounds });
  });

  it('reads a month amount as a rent', () => {
    expect(parse('2 bhk 30000 per month').filters).toMatchObject({ maxPrice: 30_000, listingType: 'rent' });
    expect(parse('2 bhk 30k/month').filters).toMatchObject({ maxPrice: 30_000, listingType: 'rent' });
  });

  it('guesses the listing type from the budget only where it is plain', () => {
    expect(parse('under 40k').filters.listingType).toBe('rent');
    expect(parse('under 90 lakh').filters.listingType).toBe('sale');
    expect(parse('under 5 lakh').filters.listingType).toBeUndefined();
  });

  it('leaves small numbers that are not rooms or amounts to the text', () => {
    expect(parse('phase 2 villa').remaining).toBe('phase 2');
  });

  it("keeps 'or' between remaining words, so either word finds a home", () => {
    expect(parse('teak or marble').remaining).toBe('teak or marble');
    expect(parse('teak or marble 2 bhk gachibowli').remaining).toBe('teak or marble');
    expect(parse('or teak or').remaining).toBe('teak');
    expect(parse('2 or 3 bhk gachibowli').remaining).toBeNull();
  });
});

describe('parseKeywords: listing type, type and furnishing', () => {
  it.each([
    ['for rent', 'rent'],
    ['to rent', 'rent'],
    ['on lease', 'rent'],
    ['rental flat', 'rent'],
    ['to-let', 'rent'],
    ['for sale', 'sale'],
    ['buy', 'sale'],
    ['to buy', 'sale'],
    ['resale flat', 'sale'],
  ])('%s', (text, listingType) => {
    expect(parse(text)).toMatchObject({ filters: { listingType }, remaining: null });
  });

  it('an explicit listing type wins over the budget guess', () => {
    expect(parse('villa for rent 2 lakh').filters).toMatchObject({ listingType: 'rent', maxPrice: 200_000 });
    expect(parse('plot to buy 4 lakh').filters.listingType).toBe('sale');
  });

  it('sets no listing type when both are named', () => {
    expect(parse('rent or buy').filters.listingType).toBeUndefined();
  });

  it.each([
    ['flats', ['Apartment']],
    ['apartment', ['Apartment']],
    ['independent house', ['House']],
    ['villas', ['Villa']],
    ['plot', ['Plot']],
    ['office space', ['Commercial']],
    ['penthouse', ['Penthouse']],
    ['studio', ['Studio']],
    ['duplex or villa', ['Duplex', 'Villa']],
  ])('%s', (text, propertyTypes) => {
    expect(parse(text).filters.propertyTypes).toEqual(propertyTypes);
  });

  it.each([
    ['furnished', ['fully']],
    ['fully furnished', ['fully']],
    ['fully-furnished', ['fully']],
    ['semi-furnished', ['semi']],
    ['semifurnished', ['semi']],
    ['unfurnished', ['unfurnished']],
    ['non furnished', ['unfurnished']],
    ['semi furnished or fully furnished', ['semi', 'fully']],
  ])('%s', (text, furnishing) => {
    expect(parse(text)).toMatchObject({ filters: { furnishing }, remaining: null });
  });
});

describe('parseKeywords: the rest', () => {
  it('keeps words that name no filter for relevance, without the connecting ones', () => {
    expect(parse('2 bhk with swimming pool near metro in gachibowli')).toEqual({
      filters: { bedrooms: [2], areas: ['Gachibowli'] },
      remaining: 'swimming pool metro',
    });
  });

  it('keeps plain text as it is', () => {
    expect(parse('lake view gated community')).toEqual({ filters: {}, remaining: 'lake view gated community' });
  });

  it('answers nothing for empty text', () => {
    expect(parse('   ')).toEqual({ filters: {}, remaining: null });
  });

  it('only names types it is given', () => {
    expect(parseKeywords('villa', INDEX, ['Apartment']).filters.propertyTypes).toBeUndefined();
  });
});

describe('localityIndex', () => {
  const index = localityIndex(LOCALITIES);
  it('looks a name up exactly, or by the one locality containing it', () => {
    expect(index.lookup('hitech city')).toBe('HITEC City');
    expect(index.lookup('jubil')).toBe('Jubilee Hills');
    expect(index.lookup('nagar')).toBeNull();
    expect(index.lookup('Atlantis')).toBeNull();
  });
});
