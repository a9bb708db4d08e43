import { describe, expect, it } from 'vitest';
import { RERA_PATTERN } from '#shared/contracts/listing-facts.ts';
import { BANDS, bandOf } from './catalogue/bands.ts';
import { demoListings, type DemoListing } from './demo-listings.ts';
import { PROPERTY_TYPES, readLocalities } from './reference.ts';

const localities = readLocalities();
const listings = demoListings(localities);
const localityOf = (l: DemoListing) => localities[l.localityIndex]!.name;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const share = (items: DemoListing[], test: (l: DemoListing) => boolean) => items.filter(test).length / items.length;

describe('the demo catalogue', () => {
  it('is the same on every run', () => {
    expect(demoListings(localities)).toEqual(listings);
  });

  it('has over 600 listings in all 73 localities, every type, for sale and to let', () => {
    expect(listings.length).toBeGreaterThanOrEqual(600);
    expect(new Set(listings.map(localityOf)).size).toBe(73);
    expect(new Set(listings.map((l) => l.type))).toEqual(new Set(PROPERTY_TYPES));
    for (const listingType of ['sale', 'rent'] as const) {
      expect(new Set(listings.filter((l) => l.listingType === listingType && l.type !== 'Plot').map((l) => l.type)).size).toBe(7);
    }
    for (const locality of localities) expect(() => bandOf(locality.name)).not.toThrow();
  });

  it('has a BHK mix like real listings: mostly 2 and 3 BHK, 1 BHK common to let, villas bigger', () => {
    const apartments = listings.filter((l) => l.type === 'Apartment');
    expect(share(apartments, (l) => l.bedrooms === 2 || l.bedrooms === 3)).toBeGreaterThan(0.7);
    const rented = apartments.filter((l) => l.listingType === 'rent');
    expect(share(rented, (l) => l.bedrooms === 1)).toBeGreaterThan(0.12);
    expect(share(rented, (l) => l.bedrooms === 1)).toBeGreaterThan(
      share(
        apartments.filter((l) => l.listingType === 'sale'),
        (l) => l.bedrooms === 1,
      ),
    );
    expect(Math.min(...listings.filter((l) => l.type === 'Villa').map((l) => l.bedrooms))).toBeGreaterThanOrEqual(3);
    expect(median(listings.filter((l) => l.type === 'Villa').map((l) => l.areaSqft))).toBeGreaterThan(2 * median(apartments.map((l) => l.areaSqft)));
  });

  it("prices a square foot within each locality's band, premium far above the outer areas", () => {
    const apartments = listings.filter((l) => l.type === 'Apartment');
    for (const l of apartments) {
      const band = BANDS[bandOf(localityOf(l))];
      const [low, high] = l.listingType === 'sale' ? band.sale : band.rent;
      const perSqft = l.price / l.areaSqft;
      // Furnishing and size move a rent by up to a fifth either way; rounding by a little.
      expect(perSqft).toBeGreaterThanOrEqual(low * 0.78);
      expect(perSqft).toBeLessThanOrEqual(high * 1.3);
    }
    const salePerSqft = (band: string) =>
      median(apartments.filter((l) => l.listingType === 'sale' && bandOf(localityOf(l)) === band).map((l) => l.price / l.areaSqft));
    expect(salePerSqft('premium')).toBeGreaterThan(3 * salePerSqft('outer'));
    expect(salePerSqft('itCorridor')).toBeGreaterThan(salePerSqft('suburban'));
  });

  it('fills the rental facts realistically', () => {
    for (const l of listings.filter((x) => x.listingType === 'rent')) {
      const f = l.facts;
      const months = f.deposit! / l.price;
      expect(months).toBeGreaterThanOrEqual(1.9);
      expect(months).toBeLessThanOrEqual(10.1);
      expect(f.maintenance).toBeGreaterThanOrEqual(0);
      expect(f.furnishing).not.toBeNull();
      expect(f.preferredTenants).not.toBeNull();
      expect(f.availableFrom! >= '2026-11-15' && f.availableFrom! <= '2027-01-31').toBe(true);
      expect(f.possessionStatus ?? f.possessionDate ?? f.buildingAgeYears ?? f.reraNumber).toBeNull();
      if (l.type === 'Commercial') expect(f.preferredTenants).toBe('company');
    }
    const rents = listings.filter((x) => x.listingType === 'rent' && x.type !== 'Commercial');
    for (const value of ['unfurnished', 'semi', 'fully']) expect(rents.some((l) => l.facts.furnishing === value)).toBe(true);
    for (const value of ['family', 'bachelors', 'company', 'anyone']) expect(rents.some((l) => l.facts.preferredTenants === value)).toBe(true);
    for (const value of ['none', 'two_wheeler', 'car']) expect(rents.some((l) => l.facts.parking === value)).toBe(true);
    expect(share(rents, (l) => l.facts.petsAllowed === true)).toBeGreaterThan(0.2);
    expect(share(rents, (l) => l.facts.nonVegAllowed === true)).toBeGreaterThan(0.6);
  });

  it('fills the sale facts realistically: possession, age, RERA numbers of the right shape', () => {
    const sales = listings.filter((x) => x.listingType === 'sale');
    for (const l of sales) {
      const f = l.facts;
      expect(f.deposit ?? f.maintenance ?? f.preferredTenants ?? f.availableFrom ?? f.petsAllowed ?? f.nonVegAllowed).toBeNull();
      if (f.reraNumber) expect(f.reraNumber).toMatch(RERA_PATTERN);
      if (l.type === 'Plot') {
        expect([f.possessionStatus, f.floor, f.totalFloors, f.furnishing, f.parking, f.buildingAgeYears]).toEqual([
          null,
          null,
          null,
          null,
          null,
          null,
        ]);
      } else if (f.possessionStatus === 'under_construction') {
        expect(f.possessionDate! > '2027-01-01').toBe(true);
        expect(f.buildingAgeYears).toBeNull();
        expect(f.reraNumber).not.toBeNull();
        expect(l.isReadyToMove).toBe(false);
      } else {
        expect(f.possessionStatus).toBe('ready');
        expect(f.possessionDate).toBeNull();
        expect(f.buildingAgeYears).toBeGreaterThanOrEqual(0);
        expect(l.isReadyToMove).toBe(true);
      }
    }
    expect(share(sales, (l) => l.facts.possessionStatus === 'under_construction')).toBeGreaterThan(0.1);
    expect(share(sales, (l) => l.facts.reraNumber !== null)).toBeGreaterThan(0.15);
  });

  it('places every home on a floor of its building, penthouses on top', () => {
    for (const l of listings.filter((x) => x.type !== 'Plot')) {
      expect(l.facts.floor).toBeGreaterThanOrEqual(0);
      expect(l.facts.floor).toBeLessThanOrEqual(l.facts.totalFloors!);
      expect(l.facts.facing).not.toBeNull();
      if (l.type === 'Penthouse') expect(l.facts.floor).toBe(l.facts.totalFloors);
    }
  });

  it('writes titles and descriptions that are true of the listing, and varied', () => {
    for (const l of listings) {
      expect(l.title).toContain(localityOf(l));
      expect(l.title.length).toBeLessThanOrEqual(150);
      if (l.bedrooms > 0 && l.type !== 'Studio') expect(l.title).toContain(`${l.bedrooms} BHK`);
      if (l.title.startsWith('High-floor')) expect(l.facts.floor).toBeGreaterThanOrEqual(10);
      if (l.title.includes('possession')) expect(l.facts.possessionStatus).toBe('under_construction');
      if (l.title.includes('no brokerage')) expect(l.ownerType).toBe('owner');
      if (l.title.startsWith('Newly built')) expect(l.facts.buildingAgeYears).toBeLessThanOrEqual(2);
      expect(l.description).toContain(l.listingType === 'rent' ? 'for rent' : 'for sale');
      if (l.facts.reraNumber) expect(l.description).toContain(l.facts.reraNumber);
    }
    expect(new Set(listings.map((l) => l.title)).size).toBeGreaterThan(listings.length * 0.8);
  });
});
