import { describe, expect, it } from 'vitest';
import { budgetLabel, priceRangeLabel } from './budgets.ts';
import { matchLocalities } from '#shared/search/locality-match.ts';
import { filterChips, keywordChips, keywordsAsFilters } from './search-chips.ts';
import { bhkTakenIn, payloadToState, readSearchState, searchQuery, toSearchPayload, updateSearch } from './search-state.ts';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('search state in the URL', () => {
  it('round-trips every filter in one fixed order and leaves out what is not set', () => {
    const query =
      'q=near+metro&listingType=rent&propertyType=Apartment,Villa&area=Gachibowli,Kondapur&bhk=2,3&maxPrice=40000&maxDeposit=100000' +
      '&tenants=family&availableBy=2026-12-01&pets=yes&nonVeg=yes&furnishing=semi,fully&parking=car&minFloor=1&maxFloor=5&facing=east&sort=price-asc&page=2';
    expect(searchQuery(read(query))).toBe(query);
    expect(searchQuery(read('minPrice=&area=&pets=no'))).toBe('');
  });

  it("reads the spec's single fields as lists of one", () => {
    const state = read('area=7&propertyType=Villa&minBedrooms=2&maxBedrooms=7&isVerified=true');
    expect(state).toMatchObject({ areas: ['7'], types: ['Villa'], minBedrooms: 2, maxBedrooms: 7, isVerified: true });
    expect(toSearchPayload(state)).toMatchObject({ areas: [7], propertyTypes: ['Villa'], minBedrooms: 2, maxBedrooms: 7, isVerified: true });
  });

  it('reads a bedroom range the BHK chips say exactly as those chips, and lights the chips within any other range', () => {
    expect(read('minBedrooms=2&maxBedrooms=3')).toMatchObject({ bhk: [2, 3], minBedrooms: null, maxBedrooms: null });
    // 4+ BHK is four bedrooms or more.
    expect(read('minBedrooms=2')).toMatchObject({ bhk: [2, 3, 4], minBedrooms: null });
    expect(read('minBedrooms=4')).toMatchObject({ bhk: [4] });
    expect(toSearchPayload(read('minBedrooms=2&maxBedrooms=3'))).toMatchObject({ bedrooms: [2, 3] });
    expect(filterChips(read('minBedrooms=1&maxBedrooms=2')).map((chip) => chip.label)).toEqual(['1 BHK', '2 BHK']);
    // Up to 2 takes in homes without bedrooms (plots), 2 to 5 leaves out 6: ranges of their own.
    for (const [query, lit] of [
      ['maxBedrooms=2', [1, 2]],
      ['minBedrooms=2&maxBedrooms=5', [2, 3, 4]],
      ['minBedrooms=0&maxBedrooms=3', [1, 2, 3]],
      ['minBedrooms=6', [4]],
    ] as const) {
      const state = read(query);
      expect(state.bhk).toEqual([]);
      expect(bhkTakenIn(state)).toEqual(lit);
    }
    expect(bhkTakenIn(read('bhk=1,3'))).toEqual([1, 3]);
    expect(bhkTakenIn(read(''))).toEqual([]);
  });

  it('drops nonsense from a hand-edited URL instead of failing the search', () => {
    const state = read('bhk=0,2,9,x&furnishing=luxury,semi&listingType=lease&tenants=aliens&minPrice=abc&availableBy=soon&sort=random&page=-4');
    expect(state).toMatchObject({
      bhk: [2],
      furnishing: ['semi'],
      listingType: null,
      tenants: null,
      minPrice: null,
      availableBy: null,
      sort: 'newest',
      page: 1,
    });
  });

  it('sorts by best match when there are keywords, and keeps that out of the URL', () => {
    expect(read('q=2bhk').sort).toBe('relevance');
    expect(searchQuery(read('q=2bhk'))).toBe('q=2bhk');
    expect(toSearchPayload(read('q=2bhk'))).toMatchObject({ sortBy: 'relevance' });
    expect(toSearchPayload(read('sort=sqft-asc'))).toMatchObject({ sortBy: 'pricePerSqft', sortOrder: 'asc' });
  });

  it('builds the API payload with only the set filters, BHK and rent facts as the contract names them', () => {
    expect(toSearchPayload(read('listingType=rent&area=Gachibowli&bhk=2,4&maxPrice=40000&pets=yes&tenants=bachelors&page=3'))).toEqual({
      listingType: 'rent',
      areas: ['Gachibowli'],
      bedrooms: [2, 4],
      maxPrice: 40000,
      petsAllowed: true,
      preferredTenants: 'bachelors',
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 2,
      size: 50,
    });
  });

  it('switching rent and sale drops the other kind of filters and the budget; any change goes back to page 1', () => {
    const rent = read('listingType=rent&pets=yes&maxDeposit=100000&maxPrice=40000&furnishing=fully&bhk=2&page=4');
    const sale = updateSearch(rent, { listingType: 'sale' });
    expect(sale).toMatchObject({ listingType: 'sale', pets: false, maxDeposit: null, maxPrice: null, furnishing: ['fully'], bhk: [2], page: 1 });
  });

  it('reads a payload the server wrote (a suggestion, keyword filters) as state', () => {
    const state = payloadToState({
      areas: ['Gachibowli', 'Kondapur'],
      bedrooms: [2],
      listingType: 'rent',
      maxPrice: 40000,
      furnishing: ['fully'],
      petsAllowed: true,
      size: 50,
    });
    expect(searchQuery(state)).toBe('listingType=rent&area=Gachibowli,Kondapur&bhk=2&maxPrice=40000&pets=yes&furnishing=fully');
  });
});

describe('declared filters: gated community and water supply', () => {
  it('read and write their URL names, build their request fields and chips, and are kept when switching rent and sale', () => {
    const state = read('listingType=sale&gatedCommunity=yes&waterSupply=borewell&waterSupply2=x');
    expect(state).toMatchObject({ gatedCommunity: true, waterSupply: 'borewell' });
    expect(searchQuery(state)).toBe('listingType=sale&gatedCommunity=yes&waterSupply=borewell');
    expect(toSearchPayload(state)).toMatchObject({ gatedCommunity: true, waterSupply: 'borewell' });
    expect(filterChips(state).map((chip) => chip.label)).toEqual(['For sale', 'Gated community', 'Borewell water']);
    expect(updateSearch(state, { listingType: 'rent' })).toMatchObject({ gatedCommunity: true, waterSupply: 'borewell' });
    expect(searchQuery(payloadToState({ gatedCommunity: true, waterSupply: 'both' }))).toBe('gatedCommunity=yes&waterSupply=both');
    expect(read('gatedCommunity=no&waterSupply=tanker')).toMatchObject({ gatedCommunity: false, waterSupply: null });
  });
});

describe('declared filters: the places', () => {
  const query = 'listingType=rent&metro=1000&station=AME&polygon=17.44,78.37;17.46,78.39;17.44,78.39&bounds=17.4,78.3,17.5,78.4';
  const triangle = [
    { latitude: 17.44, longitude: 78.37 },
    { latitude: 17.46, longitude: 78.39 },
    { latitude: 17.44, longitude: 78.39 },
  ];
  const box = { south: 17.4, west: 78.3, north: 17.5, east: 78.4 };

  it('read and write their URL names and build their request fields', () => {
    const state = read(query);
    expect(state).toMatchObject({ metro: 1000, station: 'AME', polygon: triangle, bounds: box });
    expect(searchQuery(state)).toBe(query);
    expect(toSearchPayload(state)).toMatchObject({ nearMetro: 1000, nearStation: 'AME', polygon: triangle, bounds: box });
  });

  it('come back from a saved request, so a saved search opens with them', () => {
    const saved = { listingType: 'rent', nearMetro: 1000, nearStation: 'AME', polygon: triangle, bounds: box, size: 50 };
    expect(searchQuery(payloadToState(saved))).toBe(query);
  });

  it('are chips, each removable, and Clear all clears them', () => {
    const chips = filterChips(read(query), undefined, { metroStation: (code) => (code === 'AME' ? 'Ameerpet' : code) });
    expect(chips.map((chip) => chip.label)).toEqual([
      'For rent',
      'Within 1.0 km of the metro',
      'Near Ameerpet metro',
      'Inside the drawn area',
      'Inside the map area',
    ]);
    expect(searchQuery(chips.find((chip) => chip.label === 'Inside the drawn area')!.without)).toBe(
      'listingType=rent&metro=1000&station=AME&bounds=17.4,78.3,17.5,78.4',
    );
  });

  it('drop nonsense from a hand-edited URL', () => {
    expect(read('metro=750&polygon=17,78;x,y;17.1,78.1&bounds=1,2,3')).toMatchObject({ metro: null, polygon: null, bounds: null });
    expect(read('bounds=17.5,78.3,17.4,78.4').bounds).toBeNull();
  });
});

describe('filter chips', () => {
  it('names every active filter and knows the search without it', () => {
    const state = read(
      'listingType=rent&area=Gachibowli,Kondapur&bhk=2,4&maxPrice=40000&furnishing=semi&tenants=company&parking=two_wheeler&maxDeposit=200000',
    );
    const chips = filterChips(state);
    expect(chips.map((chip) => chip.label)).toEqual([
      'For rent',
      'Gachibowli',
      'Kondapur',
      '2 BHK',
      '4+ BHK',
      'Up to ₹40,000',
      'Deposit up to ₹2 Lakh',
      'For company lease',
      'Semi-furnished',
      'Two-wheeler parking',
    ]);
    const withoutKondapur = chips.find((chip) => chip.label === 'Kondapur')!.without;
    expect(withoutKondapur.areas).toEqual(['Gachibowli']);
  });

  it('shows the filters the keywords set, and removing one keeps the others as filters', () => {
    const state = read('q=2 bhk gachibowli under 40k');
    const chips = keywordChips(state, { bedrooms: [2], areas: ['Gachibowli'], maxPrice: 40000 }, '');
    expect(chips.map((chip) => chip.label)).toEqual(['Gachibowli', '2 BHK', 'Up to ₹40,000']);
    const without = chips.find((chip) => chip.label === '2 BHK')!.without;
    expect(searchQuery(without)).toBe('area=Gachibowli&maxPrice=40000');
  });

  it('gives the rail the filters the keywords set, as filters of the search with only the words left as keywords', () => {
    const state = read('q=2 bhk flat in gachibowli under 40k near metro&furnishing=semi');
    const keywordFilters = { listingType: 'rent', propertyTypes: ['Apartment'], bedrooms: [2], areas: ['Gachibowli'], maxPrice: 40000 };
    const asFilters = keywordsAsFilters(state, keywordFilters, 'near metro');
    expect(asFilters).toMatchObject({
      q: 'near metro',
      listingType: 'rent',
      types: ['Apartment'],
      areas: ['Gachibowli'],
      bhk: [2],
      maxPrice: 40000,
      furnishing: ['semi'],
    });
    // Every keyword chip is a filter of that state.
    const chips = keywordChips(state, keywordFilters, 'near metro');
    expect(chips.map((chip) => chip.id).sort()).toEqual(['areas:Gachibowli', 'bhk:2', 'listingType', 'price', 'types:Apartment']);
    expect(filterChips(asFilters).map((chip) => chip.id)).toEqual(expect.arrayContaining([...chips.map((chip) => chip.id), 'furnishing:semi']));
    // A rail change starts from it: one more BHK keeps every filter the keywords set.
    expect(searchQuery(updateSearch(asFilters, { bhk: [2, 3] }))).toBe(
      'q=near+metro&listingType=rent&propertyType=Apartment&area=Gachibowli&bhk=2,3&maxPrice=40000&furnishing=semi',
    );
    expect(keywordsAsFilters(state, {}, '')).toBe(state);
    expect(keywordsAsFilters(state, undefined, '')).toBe(state);
  });
});

describe('budgets', () => {
  it('labels amounts in lakh and crore, rents in rupees', () => {
    expect([budgetLabel(40_000), budgetLabel(7_500_000), budgetLabel(15_000_000)]).toEqual(['₹40,000', '₹75 Lakh', '₹1.5 Crore']);
    expect(priceRangeLabel(2_000_000, null)).toBe('From ₹20 Lakh');
  });
});

describe('locality typeahead', () => {
  const area = (areaId: number, areaName: string, pincode: string) => ({
    areaId,
    id: areaId,
    areaName,
    pincode,
    city: 'Hyderabad',
    isPopular: false,
    latitude: null,
    longitude: null,
  });
  const areas = [
    area(1, 'Gachibowli', '500032'),
    area(2, 'HITEC City', '500081'),
    area(3, 'Kukatpally', '500072'),
    area(4, 'Serilingampally', '500019'),
  ];

  it('matches by name, other spellings and pincode, names starting with the text first', () => {
    const names = (text: string) => matchLocalities(areas, text).map((found) => found.areaName);
    expect(names('hitech')).toEqual(['HITEC City']);
    expect(names('kukatpalli')).toEqual(['Kukatpally']);
    expect(names('5000')).toEqual(['Gachibowli', 'HITEC City', 'Kukatpally', 'Serilingampally']);
    expect(names('pally')).toEqual(['Kukatpally', 'Serilingampally']);
    expect(names('500032')).toEqual(['Gachibowli']);
    expect(names(' ')).toEqual([]);
  });
});
