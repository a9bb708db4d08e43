// Every in-process cache, in one place, with every input its answers depend on: the change channels
// (change-channels.ts) whose writes may change them, and the India date for answers about today
// (Ready to Move, "confirmed within N days", "confirmed 3 days ago"). An answer is kept only under
// the key of those inputs, so a write on any channel, or a new day, makes it stale. A cache that
// depends on nothing keeps answers that nothing changes.
// tests/api/cache-dependencies.test.ts reads, with EXPLAIN VERBOSE, every column each cache's queries
// read, and fails when one is not among the tables and columns its channels declare.
import type { Channel } from './change-channels.ts';

/** The calendar date in India by the app's clock (time/clock.ts): an input like a channel. */
export const INDIA_DATE = 'india_date';

export type CacheInput = Channel | typeof INDIA_DATE;

export const CACHES = {
  /** Search pages as sent, by the request body's text (properties/routes-read.ts). */
  searchPages: ['listings_changed', INDIA_DATE],
  /** Listings as sent, by id. */
  listings: ['listings_changed', INDIA_DATE],
  /** Every public listing as sent to visitors (GET /api/properties without paging). */
  everyPublic: ['listings_changed', INDIA_DATE],
  /** The featured list as sent. */
  featured: ['listings_changed', INDIA_DATE],
  /** A poster's listings as sent (My Properties). */
  byPoster: ['listings_changed', INDIA_DATE],
  /** Listings as search pages show them, by id. */
  rows: ['listings_changed', INDIA_DATE],
  /** Search totals by filters. */
  totals: ['listings_changed', INDIA_DATE],
  /** The localities a search names. */
  localities: ['listings_changed', INDIA_DATE],
  /** A listing page's similar homes. */
  similar: ['listings_changed', INDIA_DATE],
  /** A listing page's price insight. */
  insight: ['listings_changed', INDIA_DATE],
  /** The market figures. */
  stats: ['listings_changed', INDIA_DATE],
  /** Rendered pages, by URL (render/kept-pages.ts): a visitor's view of listings. */
  pages: ['listings_changed', INDIA_DATE],
  /** Deal lists as sent (deals/routes-read.ts): deals, with their listings and people. */
  dealLists: ['deals_changed', 'listings_changed', 'users_changed'],
  /** Inboxes as sent, by person (conversations/routes.ts): conversations, with their listings, the other person's name and the deals that keep an agent's open. */
  inboxes: ['conversations_changed', 'listings_changed', 'deals_changed'],
  /** Tenancy pages as sent, by viewer and tenancy (tenancies/routes-read.ts): dues turn overdue by the date. */
  tenancyPages: ['tenancies_changed', 'users_changed', INDIA_DATE],
  /** My homes as sent, by person: dues by the date, names, and invitations to the person's contact. */
  myHomes: ['tenancies_changed', 'users_changed', INDIA_DATE],
  /** Rent receipts' PDFs as made, by viewer, tenancy and month: a confirmed month's receipt and the names on it. */
  receipts: ['tenancies_changed', 'users_changed'],
  /** Signed-in users' rows, by id (plugins/authenticate.ts). */
  signedInUsers: ['users_changed'],
  /** Whether a search's words hold a term to search for: depends on the words alone. */
  searchTerms: [],
  /** Sign-in tokens whose signature was checked (auth/tokens.ts): a signature never changes. */
  verifiedTokens: [],
} as const satisfies Record<string, readonly CacheInput[]>;

export type CacheName = keyof typeof CACHES;
