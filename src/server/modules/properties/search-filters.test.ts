import { and } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ZSearchRequest } from '#shared/contracts/property.ts';
import { localityIndex } from '#shared/search/locality-names.ts';
import type { Localities } from './localities.ts';
import { searchConditions } from './search-filters.ts';

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
