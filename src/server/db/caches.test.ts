import { describe, expect, it } from 'vitest';
import { keptListings, SEARCH_TERMS_VERSION } from '../modules/properties/kept-listings.ts';
import { LISTINGS_CHANNEL, VersionedCache } from '../cache/listings-version.ts';
import { KeptBytes } from '../cache/kept-bytes.ts';
import { systemClock } from '../time/clock.ts';
import { CACHES, INDIA_DATE } from './caches.ts';
import type { Db } from './client.ts';

describe('the declared caches', () => {
  // The listings caches are all kept under one key, the listings version: each must declare exactly
  // the channel that moves it, or the EXPLAIN check (tests/api/cache-dependencies.test.ts) would hold
  // it to dependencies it is not kept by.
  it("are the app's listings caches under their own names, each on the listings channel", () => {
    const kept = keptListings({} as Db, { key: () => undefined, close: async () => undefined }, systemClock, new KeptBytes(Infinity));
    const caches = Object.entries(kept).flatMap(([field, value]) => (value instanceof VersionedCache ? [[field, value] as const] : []));
    expect(caches.length).toBeGreaterThan(5);
    for (const [field, cache] of caches) {
      expect(cache.name, field).toBe(field);
      expect(CACHES[cache.name], field).toEqual(field === 'searchTerms' ? [] : [LISTINGS_CHANNEL, INDIA_DATE]);
    }
    expect(SEARCH_TERMS_VERSION).not.toMatch(/^n?\d/);
    expect(CACHES.pages).toEqual([LISTINGS_CHANNEL, INDIA_DATE]);
  });
});
