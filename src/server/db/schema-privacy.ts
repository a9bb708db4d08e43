// A person's data as theirs to take (exports of it) and who else saw their identity numbers (the
// access log), beside the main schema: this file uses schema.ts's tables, never the other way.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

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
