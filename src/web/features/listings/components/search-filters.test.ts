import { describe, expect, it } from 'vitest';
import { filtersToParams, readFilters, readPage } from './search-filters.ts';
import { categoryTitle, searchTitle } from './search-title.ts';

const areas = [
  { areaId: 7, id: 7, areaName: 'Miyapur', pincode: '500049', city: 'Hyderabad', isPopular: true, latitude: 17.4968, longitude: 78.3614 },
];

describe('home search form fields in the URL', () => {
  it('keeps the set fields and leaves out empty ones', () => {
    const params = new URLSearchParams('listingType=rent&area=7&minPrice=&page=3');
    expect(filtersToParams(readFilters(params)).toString()).toBe('listingType=rent&area=7');
    expect(readPage(params)).toBe(3);
  });
});

describe('page titles (spec section 2)', () => {
  const title = (query: string) => searchTitle(readFilters(new URLSearchParams(query)), areas);
  it('names the search', () => {
    expect(title('area=7&listingType=rent')).toBe('Properties in Miyapur');
    expect(title('propertyType=Villa&listingType=sale')).toBe('Villas for Sale');
    expect(title('listingType=rent')).toBe('Properties for Rent');
    expect(title('minPrice=5')).toBe('Search Results');
  });

  it('names the listing pages', () => {
    expect(categoryTitle({ areaName: 'Kondapur' })).toBe('Properties in Kondapur');
    expect(categoryTitle({ propertyType: 'Villa', listingType: 'rent' })).toBe('Villa for Rent');
  });
});
