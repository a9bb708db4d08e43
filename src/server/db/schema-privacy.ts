// What a person agreed to and when (consent records), the complaints and rights requests people send
// the grievance officer, a person's data as theirs to take (exports of it) and who else saw their
// identity numbers (the access log). Beside the main schema: this file uses schema.ts's tables, never
// the other way.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every time a person gave or withdrew consent to an optional use, with the notice they were shown:
 * rows are only added, so the history proves what was agreed when. The latest row per purpose is
 * the answer for marketing emails; alert emails follow email_opt_outs, which changes with these rows.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['alerts', 'marketing'] }).notNull(),
    isGranted: boolean('is_granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    source: text('source', { enum: ['sign-up', 'account', 'unsubscribe-link'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('consent_records_purpose_check', sql`${t.purpose} in ('alerts', 'marketing')`),
    check('consent_records_source_check', sql`${t.source} in ('sign-up', 'account', 'unsubscribe-link')`),
    index('consent_records_user_idx').on(t.userId, t.purpose, t.id.desc()),
  ],
);

/**
 * A complaint or a rights request (access, correction, erasure). Its reference is made from its id
 * and the year it was filed; the name and email are kept as given, so a request from someone without
 * an account (or whose account is later deleted) can still be answered.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    kind: text('kind', { enum: ['complaint', 'access', 'correction', 'erasure', 'other'] }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'in_progress', 'resolved'] })
      .notNull()
      .default('open'),
    reply: text('reply'),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: at('replied_at'),
    /** The India date by which Gruha has promised an answer. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('grievances_kind_check', sql`${t.kind} in ('complaint', 'access', 'correction', 'erasure', 'other')`),
    check('grievances_status_check', sql`${t.status} in ('open', 'in_progress', 'resolved')`),
    index('grievances_queue_idx').on(t.status, t.dueOn, t.id),
    index('grievances_user_idx').on(t.userId, t.id.desc()),
  ],
);

export const dataExportStatuses = ['pending', 'ready'] as const;

/** "Download my data": asked for, made by an outbox job, downloadable by its person until it expires. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull(),
    /** The zip in the object store ('exports/<hex>'), once made; removed when the link expires. */
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    /** Times from the app's clock: the link's expiry is decided by it. */
    requestedAt: at('requested_at').notNull(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
  },
  (t) => [
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready')`),
    index('data_exports_user_idx').on(t.userId, t.requestedAt.desc()),
  ],
);

/**
 * Every time an admin was shown a person's Aadhaar or PAN number (masked or whole), kept at least a
 * year (docs/privacy.md): the person sees it in their data summary. People are soft-deleted, so both
 * references RESTRICT and a line outlives its account's closing.
 */
export const idNumberViews = pgTable(
  'id_number_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    personId: integer('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** What was open: 'agreement' (its reference) or 'tenancy' (its id). */
    recordKind: text('record_kind', { enum: ['agreement', 'tenancy'] }).notNull(),
    recordRef: text('record_ref').notNull(),
    /** 'Aadhaar' or 'PAN', as the record names it. */
    idType: text('id_type').notNull(),
    /** Whether the number was shown whole or only its last four characters. */
    shown: text('shown', { enum: ['masked', 'whole'] }).notNull(),
    viewedAt: at('viewed_at').notNull(),
  },
  (t) => [
    check('id_number_views_record_kind_check', sql`${t.recordKind} in ('agreement', 'tenancy')`),
    check('id_number_views_shown_check', sql`${t.shown} in ('masked', 'whole')`),
    index('id_number_views_person_idx').on(t.personId, t.viewedAt.desc()),
    index('id_number_views_viewed_idx').on(t.viewedAt),
  ],
);
