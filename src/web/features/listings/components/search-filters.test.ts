import { describe, expect, it } from 'vitest';
import { filtersToParams, readFilters, readPage, readSort, toSearchRequest } from './search-filters.ts';
import { categoryTitle, searchTitle } from './search-title.ts';

const areas = [{ areaId: 7, id: 7, areaName: 'Miyapur', pincode: '500049', city: 'Hyderabad', isPopular: true, latitude: 17.4968, longitude: 78.3614 }];

describe('search filters in the URL', () => {
  it('round-trips the set filters, sort and page, and leaves out empty ones', () => {
    const params = new URLSearchParams('listingType=rent&area=7&minPrice=&sort=price-asc&page=3');
    const filters = readFilters(params);
    expect(filtersToParams(filters, { sort: readSort(params), page: readPage(params) }).toString()).toBe(
      'listingType=rent&area=7&sort=price-asc&page=3',
    );
  });

  it('builds the API request: area ids as numbers, names as text, 1-based pages to 0-based', () => {
    const request = toSearchRequest(readFilters(new URLSearchParams('area=7&isVerified=true&minBedrooms=2')), 'price-desc', 2);
    expect(request).toMatchObject({ area: 7, isVerified: true, minBedrooms: 2, sortBy: 'price', sortOrder: 'desc', page: 1, size: 50 });
    expect(toSearchRequest(readFilters(new URLSearchParams('area=Jubilee Hills')), 'newest', 1).area).toBe('Jubilee Hills');
  });

  it('drops nonsense from a hand-edited URL instead of failing the search', () => {
    const params = new URLSearchParams('minPrice=abc&maxBedrooms=99&listingType=lease&ownerType=agent&sort=random&page=-4');
    const request = toSearchRequest(readFilters(params), readSort(params), readPage(params));
    expect(request).toMatchObject({ minPrice: null, maxBedrooms: null, listingType: null, ownerType: null, sortBy: 'createdAt', page: 0 });
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
