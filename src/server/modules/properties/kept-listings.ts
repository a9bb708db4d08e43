// Every answer one app keeps under its listings version (listings-version.ts): search pages,
// listings and the featured list as sent, and the totals, localities, discovery answers and market
// figures they are made from. They hang on the app (app.listings), so two apps, on one database or
// two, never share or mix what they keep.
import type { FastifyInstance } from 'fastify';
import type { TPriceInsight } from '#shared/contracts/discovery.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import type { TMarketStats } from '#shared/contracts/stats.ts';
import type { ChangeFeed } from '#server/db/change-feed.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/time/clock.ts';
import { keptBudget, type KeptBody } from '#server/http/kept-answer.ts';
import { BoundedSet } from './bounded-set.ts';
import type { Visibility } from './find-properties.ts';
import type { KeptBytes } from '#server/cache/kept-bytes.ts';
import { listingsVersions, VersionedCache, type ListingsVersions } from '#server/cache/listings-version.ts';
import type { Localities } from './localities.ts';

export type KeptListings = {
  /** The clock the versions read the day from: listings answers are answers for a day. */
  clock: Clock;
  versions: ListingsVersions;
  /** Search pages by filters, page, size and order: searches find only public listings. */
  searchPages: VersionedCache<KeptBody<null>>;
  /** Listings by id, with who may see them: the body is the same for every viewer who may. */
  listings: VersionedCache<KeptBody<Visibility>>;
  /** The featured list: the same for every visitor, and the home page asks for it on every visit. */
  featured: VersionedCache<KeptBody<null>>;
  /** Every public listing as visitors get it (GET /api/properties without paging). */
  everyPublic: VersionedCache<KeptBody<null>>;
  /** Posters' listings (My Properties), by poster and whether the viewer sees the inactive ones. */
  byPoster: VersionedCache<KeptBody<null>>;
  /** Listings as search pages show them, by id (kept-rows.ts). */
  rows: VersionedCache<TProperty>;
  /** Search totals by filters: counting a broad search reads every listing it matches. */
  totals: VersionedCache<number>;
  /**
   * Search shapes (the filters but the budget and the words) that matched more than FEW_MATCHES:
   * probing them for a one-query answer would be wasted. A hint only: either way the answer is exact.
   */
  broadShapes: BoundedSet;
  /**
   * Whether the words a search leaves over hold a term to search for (search-plan.ts). That depends
   * on the words alone, not on the listings: kept under one version, SEARCH_TERMS_VERSION.
   */
  searchTerms: VersionedCache<boolean>;
  /** The localities a search names (localities.ts). */
  localities: VersionedCache<Localities>;
  /** A listing page's similar homes and price insight, by listing (discovery.ts). */
  similar: VersionedCache<TProperty[]>;
  insight: VersionedCache<TPriceInsight | null>;
  /** The market figures: counting reads every public listing (stats/queries.ts). */
  stats: VersionedCache<TMarketStats>;
};

/** The one version searchTerms keeps its answers under: they never change. */
export const SEARCH_TERMS_VERSION = 'words';

/** What a function that keeps answers needs: the database and the app's kept answers, passed in. */
export type KeptContext = { db: Db; kept: KeptListings };

declare module 'fastify' {
  interface FastifyInstance {
    listings: KeptListings;
  }
}

/**
 * Bounds: a page of 20 is about 22 KB, a listing about 1.5 KB (about 3 KB as an object); the answers as
 * sent count against `shared`, the app's total for every kept answer, as well as their own budgets.
 */
export function keptListings(db: Db, feed: ChangeFeed, clock: Clock, shared: KeptBytes): KeptListings {
  return {
    clock,
    versions: listingsVersions(db, feed, clock),
    searchPages: new VersionedCache<KeptBody<null>>('searchPages', 1000, keptBudget(shared, 16 * 1024 * 1024)),
    listings: new VersionedCache<KeptBody<Visibility>>('listings', 10_000, keptBudget(shared, 8 * 1024 * 1024)),
    featured: new VersionedCache<KeptBody<null>>('featured', 1, keptBudget(shared, Infinity)),
    everyPublic: new VersionedCache<KeptBody<null>>('everyPublic', 1, keptBudget(shared, Infinity)),
    byPoster: new VersionedCache<KeptBody<null>>('byPoster', 1000, keptBudget(shared, 16 * 1024 * 1024)),
    rows: new VersionedCache('rows', 5000),
    totals: new VersionedCache('totals', 1000),
    broadShapes: new BoundedSet(1000),
    searchTerms: new VersionedCache('searchTerms', 1000),
    localities: new VersionedCache('localities', 1),
    similar: new VersionedCache('similar', 2000),
    insight: new VersionedCache('insight', 2000),
    stats: new VersionedCache('stats', 1),
  };
}

export function decorateKeptListings(app: FastifyInstance, db: Db, feed: ChangeFeed): void {
  app.decorate('listings', keptListings(db, feed, app.clock, app.keptBytes));
}
