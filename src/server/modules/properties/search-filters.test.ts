import { and, Column, is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sortKeys, ZSearchRequest } from '#shared/contracts/property.ts';
import { localityIndex } from '#shared/search/locality-names.ts';
import type { Localities } from './localities.ts';
import { orderColumns, searchConditions, searchOrder } from './search-filters.ts';

const none: Localities = { list: [], index: localityIndex([]), byName: new Map(), byId: new Map() };
/** The conditions of a search as the API reads its payload, as SQL text and values. */
const render = (payload: object) => new PgDialect().sqlToQuery(and(...searchConditions(ZSearchRequest.parse(payload), none, '2026-11-29'))!);

describe('search conditions', () => {
  // The rent and sale indexes each hold one type: a kept statement's plan for every value
  // (db/prepared-reads.ts) may use them only when the type is in its text, not a value.
  it('write the listing type into the text, so each type has its own statement', () => {
    const rent = render({ listingType: 'rent', maxPrice: 40_000 });
    const sale = render({ listingType: 'sale', maxPrice: 40_000 });
    expect(rent.sql).toContain(`"listing_type" = 'rent'`);
    expect(sale.sql).toContain(`"listing_type" = 'sale'`);
    expect(rent.params).toEqual([40_000]);
    expect(sale.params).toEqual([40_000]);
  });

  it('leave other values as parameters: one statement for every budget', () => {
    expect(render({ listingType: 'rent', maxPrice: 30_000 }).sql).toBe(render({ listingType: 'rent', maxPrice: 50_000 }).sql);
  });
});

/** How many column objects `fragments` hold, at any depth: each costs drizzle several tests whenever a statement is rendered. */
const columnsIn = (fragments: unknown[]): number =>
  fragments.reduce<number>((count, chunk) => count + (is(chunk, Column) ? 1 : is(chunk, SQL) ? columnsIn(chunk.queryChunks) : 0), 0);

describe('search statements', () => {
  // A never-repeated search renders its statement on every request (db/render-once.ts).
  it('name their columns as text rendered once, in every condition and every order', () => {
    const everything = ZSearchRequest.parse({
      listingType: 'rent',
      propertyTypes: ['Apartment'],
      areas: [1, 2],
      area: 'Gachi',
      city: 'Hyderabad',
      bedrooms: [1, 4],
      minBedrooms: 1,
      maxBedrooms: 4,
      minPrice: 10_000,
      maxPrice: 40_000,
      isVerified: true,
      ownerType: 'owner',
      isReadyToMove: true,
      furnishing: ['fully'],
      preferredTenants: 'family',
      availableBy: '2026-12-01',
      petsAllowed: true,
      nonVegAllowed: true,
      parking: 'car',
      maxDeposit: 100_000,
      maxBuildingAge: 5,
      reraRegistered: true,
      facing: ['east'],
      minFloor: 1,
      maxFloor: 9,
      bounds: { south: 17.4, west: 78.3, north: 17.5, east: 78.4 },
      polygon: [
        { latitude: 17.4, longitude: 78.3 },
        { latitude: 17.5, longitude: 78.35 },
        { latitude: 17.4, longitude: 78.4 },
      ],
      nearMetro: 1000,
      nearStation: 'AME',
      q: 'near metro',
    });
    expect(columnsIn(searchConditions(everything, none, '2026-11-29'))).toBe(0);
    for (const key of sortKeys) {
      for (const descending of [true, false]) {
        const sort = { key, descending, q: 'metro', workplace: { latitude: 17.44, longitude: 78.38 } };
        expect(columnsIn(searchOrder(sort))).toBe(0);
      }
      expect(columnsIn(orderColumns(key))).toBe(0);
    }
  });
});
