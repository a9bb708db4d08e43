import { describe, expect, it } from 'vitest';
import { homeFactRows } from './home-facts.ts';

const none = {
  deposit: null,
  maintenance: null,
  furnishing: null,
  preferredTenants: null,
  availableFrom: null,
  petsAllowed: null,
  nonVegAllowed: null,
  parking: null,
  possessionStatus: null,
  possessionDate: null,
  buildingAgeYears: null,
  reraNumber: null,
  floor: null,
  totalFloors: null,
  floorBand: null,
  facing: null,
  gatedCommunity: null,
  waterSupply: null,
};
const table = (rows: { label: string; value: string }[]) => Object.fromEntries(rows.map((row) => [row.label, row.value]));

describe('home facts on the property page', () => {
  it("lists a rental's facts in words, rupees and DD/MM/YYYY", () => {
    const rows = table(
      homeFactRows({
        ...none,
        listingType: 'rent',
        deposit: 100000,
        maintenance: 2500,
        furnishing: 'semi',
        preferredTenants: 'company',
        availableFrom: '2026-12-01',
        petsAllowed: false,
        nonVegAllowed: true,
        parking: 'two_wheeler',
        floor: 0,
        totalFloors: 5,
        floorBand: 'ground',
        facing: 'north_east',
        gatedCommunity: true,
        waterSupply: 'both',
      }),
    );
    expect(rows).toEqual({
      'Security deposit': '₹1,00,000',
      Maintenance: '₹2,500/month',
      'Preferred tenants': 'Company lease',
      'Available from': '01/12/2026',
      'Pets allowed': 'No',
      'Non-veg allowed': 'Yes',
      Furnishing: 'Semi-furnished',
      Parking: 'Two-wheeler',
      Floor: 'Ground of 5',
      'Floor band': 'Ground',
      Facing: 'North-East',
      'Gated community': 'Yes',
      'Water supply': 'Municipal and borewell',
    });
  });

  it('says "Not specified" for every fact an older listing does not have, and only its own kind of facts', () => {
    const sale = homeFactRows({ ...none, listingType: 'sale' });
    expect(sale.map((row) => row.label)).toEqual([
      'Possession',
      'Age of building',
      'RERA number',
      'Furnishing',
      'Parking',
      'Floor',
      'Floor band',
      'Facing',
      'Gated community',
      'Water supply',
    ]);
    expect(new Set(sale.map((row) => row.value))).toEqual(new Set(['Not specified']));
  });

  it('gives an unfinished home its possession date', () => {
    const rows = table(
      homeFactRows({ ...none, listingType: 'sale', possessionStatus: 'under_construction', possessionDate: '2028-03-31', buildingAgeYears: 0 }),
    );
    expect(rows.Possession).toBe('Under construction, possession 31/03/2028');
    expect(rows['Age of building']).toBe('New');
  });
});
