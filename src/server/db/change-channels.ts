// What each change channel (change-feed.ts) announces, in one place: the tables, and for a table a
// kept answer reads only part of, the columns, whose writes move it. Every in-process cache keys its
// answers on the channels caches.ts declares for it (docs/caching.md); the database triggers that
// announce the writes are checked against this table by tests/api/change-channels.test.ts, and what
// each cache's queries read by tests/api/cache-dependencies.test.ts, so an answer that shows a new
// column fails a test until its source is declared here and announced by a trigger. A channel's
// `afterCommit` names the writes its triggers leave alone: the layer that commits one announces it
// after the commit (db/announce.ts).

/** A table's columns that move the channel, or every column. */
export type Watched = 'every column' | readonly string[];

/**
 * Writes announced by their writers, not their triggers: new rows of `inserts`, and updates that
 * change nothing but the `columns` named for their table.
 */
export type AnnouncedAfterCommit = { inserts: readonly string[]; columns: Record<string, readonly string[]> };

export const CHANGE_CHANNELS = {
  /** Listings as they are shown: the listing, its pictures, locality, type and nearest metro station, and its poster's name and account. */
  listings_changed: {
    trigger: 'bump_listings_version',
    tables: {
      properties: 'every column',
      property_images: 'every column',
      areas: 'every column',
      property_types: 'every column',
      metro_stations: 'every column',
      users: ['first_name', 'last_name', 'deleted_at'],
    },
  },
  /** Users as a sign-in token is checked against them (deletion, deactivation, role, sign-out). */
  users_changed: { trigger: 'notify_users_changed', tables: { users: 'every column' } },
  /** Deals; a deal list also reads listings and users, so it keys on those channels too. */
  deals_changed: { trigger: 'notify_deals_changed', tables: { deals: 'every column' } },
  /**
   * Conversations and their messages (an inbox also reads listings and names: those move listings_changed).
   * A message, and the times on its conversation it moves, are announced after commit by whoever
   * commits them (conversations/send-message.ts and the transactions that write a message).
   */
  conversations_changed: {
    trigger: 'notify_conversations_changed',
    tables: { conversations: 'every column', messages: 'every column' },
    afterCommit: { inserts: ['messages'], columns: { conversations: ['hunter_email_at', 'last_message_at', 'poster_email_at'] } },
  },
  /**
   * Tenancies and everything recorded on them, and the reference of the agreement one started from
   * (a tenancy's answers also read names: those move users_changed).
   */
  tenancies_changed: {
    trigger: 'notify_tenancies_changed',
    tables: {
      tenancies: 'every column',
      tenancy_invitations: 'every column',
      tenancy_term_versions: 'every column',
      tenancy_term_events: 'every column',
      tenancy_condition_reports: 'every column',
      tenancy_report_events: 'every column',
      tenancy_payments: 'every column',
      tenancy_repairs: 'every column',
      tenancy_repair_events: 'every column',
      tenancy_notices: 'every column',
      tenancy_deductions: 'every column',
      rental_agreements: ['reference'],
    },
  },
} as const satisfies Record<string, { trigger: string; tables: Record<string, Watched>; afterCommit?: AnnouncedAfterCommit }>;

export type Channel = keyof typeof CHANGE_CHANNELS;
export const CHANNELS = Object.keys(CHANGE_CHANNELS) as Channel[];
/** Channels some writes announce after they commit rather than from their trigger. */
export const AFTER_COMMIT_CHANNELS = CHANNELS.filter((channel) => 'afterCommit' in CHANGE_CHANNELS[channel]);
