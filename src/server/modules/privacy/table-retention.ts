// Every table, and what the retention table (shared/privacy/retention.ts) says becomes of a deleted
// person's rows in it. `person` names each column (or expression) that points at a person and the kind
// of record it is; a table without one says why it needs none. tests/api/privacy/erasure.test.ts
// walks the database's own list of tables and columns against this map after a deletion, so a new
// table or a new reference to users fails it until its fate is declared here.
import type { RetentionKind } from '#shared/privacy/retention.ts';

export type TableRetention = { person: Record<string, RetentionKind> } | { through: string } | { noPersonalData: string };

export const TABLE_RETENTION: Record<string, TableRetention> = {
  users: { person: { id: 'account' } },
  properties: { person: { user_id: 'referredListings' } },
  property_images: { through: 'the listing (erased with the poster’s uploads)' },
  listing_post_keys: { person: { user_id: 'ownRecords' } },
  deals: { person: { buyer_id: 'deals', seller_id: 'deals', agent_id: 'deals' } },
  deal_events: { person: { actor_id: 'deals' } },
  deal_documents: { person: { uploaded_by: 'uploads' } },
  rental_agreements: { person: { user_id: 'agreements' } },
  shortlist_items: { person: { user_id: 'ownRecords' } },
  notifications: { person: { user_id: 'ownRecords' } },
  email_opt_outs: { person: { user_id: 'ownRecords' } },
  saved_searches: { person: { user_id: 'ownRecords' } },
  // No foreign key: the alert index keeps the owner's id beside the search.
  saved_search_keys: { person: { user_id: 'ownRecords' } },
  saved_search_matches: { through: 'the saved search' },
  saved_search_residuals: { noPersonalData: 'filter sets shared by many searches, without owners' },
  listing_reports: { person: { reporter_id: 'ownRecords' } },
  listing_flags: { through: 'the listing' },
  moderation_decisions: { person: { admin_id: 'moderation' } },
  picture_hashes: { through: 'the picture (removed with the last listing that shows it)' },
  stored_files: { noPersonalData: 'checksums of stored files, by key' },
  file_deletions: { noPersonalData: 'keys of files waiting to be removed' },
  outbox: { person: { "payload->>'userId'": 'ownRecords' } },
  areas: { noPersonalData: 'reference data' },
  metro_stations: { noPersonalData: 'reference data' },
  property_types: { noPersonalData: 'reference data' },
  listings_version: { noPersonalData: 'a counter' },
  conversations: { person: { hunter_id: 'conversations', poster_id: 'conversations' } },
  messages: { person: { sender_id: 'conversations' } },
  user_blocks: { person: { blocker_id: 'ownRecords', blocked_id: 'ownRecords' } },
  conversation_reports: { person: { reporter_id: 'ownRecords', reported_id: 'ownRecords' } },
  conversation_report_decisions: { person: { reported_id: 'ownRecords', admin_id: 'moderation' } },
  visit_slots: { through: 'the listing' },
  visits: { person: { hunter_id: 'conversations', poster_id: 'conversations' } },
  visit_events: { person: { actor_id: 'conversations' } },
  inquiries: { person: { user_id: 'ownRecords' } },
  tenancies: { person: { owner_id: 'tenancies', tenant_id: 'tenancies', agent_id: 'tenancies', reported_by: 'tenancies' } },
  tenancy_invitations: { person: { invited_by: 'tenancies', answered_by: 'ownRecords' } },
  tenancy_term_versions: { person: { proposed_by: 'tenancies' } },
  tenancy_term_events: { person: { user_id: 'tenancies' } },
  tenancy_condition_reports: { person: { prepared_by: 'tenancies' } },
  tenancy_report_events: { person: { user_id: 'tenancies' } },
  tenancy_photos: { person: { uploaded_by: 'uploads' } },
  tenancy_payments: { person: { marked_by: 'receipts' } },
  tenancy_repairs: { person: { raised_by: 'tenancies' } },
  tenancy_repair_events: { person: { user_id: 'tenancies' } },
  tenancy_notices: { person: { given_by: 'tenancies' } },
  tenancy_deductions: { through: 'the tenancy' },
};
