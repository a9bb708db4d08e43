// Conversations, visits, the anti-spam records around them (migrations 0026-0028) and the inquiries that
// open conversations, beside the main schema: this file uses schema.ts's tables, never the other way.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deals, properties, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();

/**
 * One listing, two people: the house-hunter and the one who answers for the listing, its poster or the
 * agent of the hunter's deal on it. One conversation per listing and pair of people.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    hunterId: integer('hunter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    posterId: integer('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hunterPhoneSharedAt: at('hunter_phone_shared_at'),
    posterPhoneSharedAt: at('poster_phone_shared_at'),
    /** When each side's latest message email runs: one per conversation per 15 minutes at most. */
    hunterEmailAt: at('hunter_email_at'),
    posterEmailAt: at('poster_email_at'),
    /** The newest message each side has had by email: the next email tells only what came after. */
    hunterEmailedMessageId: integer('hunter_emailed_message_id').notNull().default(0),
    posterEmailedMessageId: integer('poster_emailed_message_id').notNull().default(0),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_two_people_check', sql`${t.hunterId} <> ${t.posterId}`),
    uniqueIndex('conversations_listing_people_idx').on(t.propertyId, t.hunterId, t.posterId),
    index('conversations_hunter_idx').on(t.hunterId, t.lastMessageAt.desc()),
    index('conversations_poster_idx').on(t.posterId, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The sender's Idempotency-Key: the same message sent again is this one, not a second. */
    clientKey: text('client_key'),
    /** When the other person first saw it (the read receipt). */
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('messages_client_key_idx')
      .on(t.conversationId, t.senderId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
  ],
);

/** A person who wants no more messages or visit requests from another. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'user_blocks_pk', columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** A conversation or a visit reported to the admins. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The listing whose moderation queue item shows the report. */
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id'),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Set by an admin's decision on the listing in the moderation queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_reports_open_idx')
      .on(t.propertyId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** A window a poster offers for visits: every `weekday` (0 Sunday) or on one date, Hyderabad time. */
export const visitSlots = pgTable(
  'visit_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday'),
    onDate: date('on_date', { mode: 'string' }),
    starts: time('starts').notNull(),
    ends: time('ends').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('visit_slots_when_check', sql`(${t.weekday} is null) <> (${t.onDate} is null)`),
    check('visit_slots_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('visit_slots_window_check', sql`${t.starts} < ${t.ends}`),
    index('visit_slots_property_idx').on(t.propertyId),
  ],
);

export const visitStatuses = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'expired', 'done', 'problem'] as const;

export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    hunterId: integer('hunter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    posterId: integer('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: visitStatuses }).notNull(),
    /** A request or a proposal not answered by then expires. */
    expiresAt: at('expires_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('visits_status_check', sql`${t.status} in ('requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'expired', 'done', 'problem')`),
    index('visits_hunter_idx').on(t.hunterId, t.startsAt),
    index('visits_poster_idx').on(t.posterId, t.startsAt),
    index('visits_property_idx').on(t.propertyId, t.status),
    // One awaiting request per hunter and home, whatever arrives at once; request-visit.ts settles a stale one first.
    uniqueIndex('visits_one_awaiting_per_hunter_idx')
      .on(t.propertyId, t.hunterId)
      .where(sql`${t.status} in ('requested', 'proposed')`),
  ],
);

/** Every state a visit has been in, who moved it there and for when. */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: visitStatuses }).notNull(),
    startsAt: at('starts_at').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('visit_events_visit_idx').on(t.visitId, t.id)],
);

export const personDecisionActions = ['suspend', 'dismiss'] as const;

/** An admin's decision on a reported conversation's reported person: suspended, or no action. */
export const conversationReportDecisions = pgTable(
  'conversation_report_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => conversationReports.id, { onDelete: 'cascade' }),
    /** The listing whose moderation queue item keeps the decision in its history. */
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action', { enum: personDecisionActions }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversation_report_decisions_action_check', sql`${t.action} in ('suspend', 'dismiss')`),
    index('conversation_report_decisions_property_idx').on(t.propertyId, t.createdAt.desc()),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: ['OPEN', 'CLOSED', 'CONVERTED'] })
      .notNull()
      .default('OPEN'),
    // SET NULL: closing the loop to a deal is informative; the inquiry survives without it.
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    // The conversation the inquiry opened (its message is the conversation's first).
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('inquiries_status_check', sql`${t.status} in ('OPEN', 'CLOSED', 'CONVERTED')`),
    uniqueIndex('inquiries_one_open_per_user')
      .on(t.propertyId, t.userId)
      .where(sql`${t.status} = 'OPEN'`),
    index('inquiries_status_idx').on(t.status, t.createdAt),
  ],
);
