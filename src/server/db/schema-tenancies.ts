// Tenancies: a home let between an owner and a tenant, kept from the move-in report to the deposit's
// refund (imported from here; they use schema.ts one way). Times that decide something (an invitation's expiry, who
// accepted when) are written from the app's clock, so each has no database default.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { deals, properties, rentalAgreements, users } from './schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) => integer(name).references(() => users.id, { onDelete: 'restrict' });
const tenancyRef = () =>
  integer('tenancy_id')
    .notNull()
    .references(() => tenancies.id, { onDelete: 'cascade' });
const sides = ['owner', 'tenant'] as const;
const sideCheck = (name: string, column: unknown) => check(name, sql`${column} in ('owner', 'tenant')`);

export const tenancyStatuses = ['invited', 'declined', 'active', 'notice', 'moved_out', 'ended'] as const;

export const tenancies = pgTable(
  'tenancies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: tenancyStatuses }).notNull(),
    source: text('source', { enum: ['deal', 'agreement', 'invite'] }).notNull(),
    /** Null while that side is invited and has not accepted. */
    ownerId: person('owner_id'),
    tenantId: person('tenant_id'),
    /** The rental deal's agent: reads terms and stage only. */
    agentId: person('agent_id'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    agreementId: uuid('agreement_id').references(() => rentalAgreements.id, { onDelete: 'set null' }),
    address: text('address').notNull(),
    bhk: integer('bhk').notNull(),
    payeeUpiId: text('payee_upi_id'),
    payeeName: text('payee_name'),
    /** The owner's PAN sealed with the data key (crypto/sealed-text.ts), bound to this tenancy. */
    ownerPanSealed: text('owner_pan_sealed'),
    ownerHasNoPan: boolean('owner_has_no_pan').notNull().default(false),
    /** A party asked Gruha's admins to look: from then on admins may read it. */
    reportedAt: at('reported_at'),
    reportedBy: person('reported_by'),
    reportReason: text('report_reason'),
    /** The day the move-out report was locked. */
    movedOutOn: date('moved_out_on', { mode: 'string' }),
    refundAmount: bigint('refund_amount', { mode: 'number' }),
    refundReference: text('refund_reference'),
    refundPaidOn: date('refund_paid_on', { mode: 'string' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('tenancies_status_check', sql`${t.status} in ('invited', 'declined', 'active', 'notice', 'moved_out', 'ended')`),
    check('tenancies_source_check', sql`${t.source} in ('deal', 'agreement', 'invite')`),
    check('tenancies_bhk_check', sql`${t.bhk} between 0 and 10`),
    check('tenancies_parties_check', sql`${t.ownerId} is null or ${t.tenantId} is null or ${t.ownerId} <> ${t.tenantId}`),
    // One tenancy per rental deal.
    uniqueIndex('tenancies_deal_idx')
      .on(t.dealId)
      .where(sql`${t.dealId} is not null`),
    index('tenancies_owner_idx').on(t.ownerId, t.id.desc()),
    index('tenancies_tenant_idx').on(t.tenantId, t.id.desc()),
    index('tenancies_agent_idx').on(t.agentId),
  ],
);

/** An invitation to the side not yet on Gruha's record, by mobile or email; one open at a time. */
export const tenancyInvitations = pgTable(
  'tenancy_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: tenancyRef(),
    side: text('side', { enum: sides }).notNull(),
    mobile: text('mobile'),
    email: text('email'),
    invitedBy: person('invited_by').notNull(),
    expiresAt: at('expires_at').notNull(),
    answer: text('answer', { enum: ['accepted', 'declined'] }),
    answeredBy: person('answered_by'),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    sideCheck('tenancy_invitations_side_check', t.side),
    check('tenancy_invitations_contact_check', sql`${t.mobile} is not null or ${t.email} is not null`),
    check('tenancy_invitations_answer_check', sql`${t.answer} in ('accepted', 'declined')`),
    uniqueIndex('tenancy_invitations_open_idx')
      .on(t.tenancyId)
      .where(sql`${t.answer} is null`),
    index('tenancy_invitations_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.answer} is null`),
    index('tenancy_invitations_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.answer} is null`),
  ],
);

/** Each version of the agreement's text and terms; locked once both sides accepted it. */
export const tenancyTermVersions = pgTable(
  'tenancy_term_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: tenancyRef(),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    terms: jsonb('terms').notNull(),
    proposedBy: person('proposed_by').notNull(),
    proposedSide: text('proposed_side', { enum: sides }).notNull(),
    proposedAt: at('proposed_at').notNull(),
    /** SHA-256 (hex) of the text and terms as accepted. */
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['proposed', 'changes_requested', 'accepted', 'superseded'] }).notNull(),
    lockedAt: at('locked_at'),
  },
  (t) => [
    sideCheck('tenancy_term_versions_side_check', t.proposedSide),
    check('tenancy_term_versions_status_check', sql`${t.status} in ('proposed', 'changes_requested', 'accepted', 'superseded')`),
    uniqueIndex('tenancy_term_versions_number_idx').on(t.tenancyId, t.number),
  ],
);

/** Acceptances of and change requests on a version: who, which side, when, with a note. */
export const tenancyTermEvents = pgTable(
  'tenancy_term_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    versionId: integer('version_id')
      .notNull()
      .references(() => tenancyTermVersions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['accepted', 'changes_requested'] }).notNull(),
    userId: person('user_id').notNull(),
    side: text('side', { enum: sides }).notNull(),
    note: text('note'),
    at: at('at').notNull(),
  },
  (t) => [
    sideCheck('tenancy_term_events_side_check', t.side),
    check('tenancy_term_events_kind_check', sql`${t.kind} in ('accepted', 'changes_requested')`),
    uniqueIndex('tenancy_term_events_accepted_idx')
      .on(t.versionId, t.side)
      .where(sql`${t.kind} = 'accepted'`),
    index('tenancy_term_events_version_idx').on(t.versionId, t.id),
  ],
);

/** The move-in and move-out reports: rooms, fittings, keys, meters; locked once both accepted. */
export const tenancyConditionReports = pgTable(
  'tenancy_condition_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: tenancyRef(),
    kind: text('kind', { enum: ['move_in', 'move_out'] }).notNull(),
    /** Rooms, keys, meters and notes (ZConditionReportRequest). */
    content: jsonb('content').notNull(),
    preparedBy: person('prepared_by').notNull(),
    preparedSide: text('prepared_side', { enum: sides }).notNull(),
    updatedAt: at('updated_at').notNull(),
    lockedAt: at('locked_at'),
  },
  (t) => [
    sideCheck('tenancy_condition_reports_side_check', t.preparedSide),
    check('tenancy_condition_reports_kind_check', sql`${t.kind} in ('move_in', 'move_out')`),
    uniqueIndex('tenancy_condition_reports_kind_idx').on(t.tenancyId, t.kind),
  ],
);

/** A side's acceptance of a report, or the notes and photos it adds. An edit removes the acceptances. */
export const tenancyReportEvents = pgTable(
  'tenancy_report_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => tenancyConditionReports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['accepted', 'note'] }).notNull(),
    userId: person('user_id').notNull(),
    side: text('side', { enum: sides }).notNull(),
    note: text('note'),
    photos: jsonb('photos').notNull().default([]),
    at: at('at').notNull(),
  },
  (t) => [
    sideCheck('tenancy_report_events_side_check', t.side),
    check('tenancy_report_events_kind_check', sql`${t.kind} in ('accepted', 'note')`),
    uniqueIndex('tenancy_report_events_accepted_idx')
      .on(t.reportId, t.side)
      .where(sql`${t.kind} = 'accepted'`),
    index('tenancy_report_events_report_idx').on(t.reportId, t.id),
  ],
);

/** Pictures uploaded for a tenancy: a report or repair may show only its own tenancy's pictures. */
export const tenancyPhotos = pgTable(
  'tenancy_photos',
  {
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    tenancyId: tenancyRef(),
    uploadedBy: person('uploaded_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  // Stored pictures are kept by their bytes: the same photo uploaded to two tenancies is one file, a row in each.
  (t) => [primaryKey({ columns: [t.tenancyId, t.url] })],
);

/**
 * The rent ledger: a due exists from the terms alone (shared/tenancy/due-schedule.ts); a row here
 * records its payment, with the amounts as they were when it was marked paid.
 */
export const tenancyPayments = pgTable(
  'tenancy_payments',
  {
    tenancyId: tenancyRef(),
    /** YYYY-MM */
    period: text('period').notNull(),
    rent: bigint('rent', { mode: 'number' }).notNull(),
    maintenance: bigint('maintenance', { mode: 'number' }).notNull(),
    tds: bigint('tds', { mode: 'number' }).notNull(),
    amountPayable: bigint('amount_payable', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['marked_paid', 'confirmed'] }).notNull(),
    mode: text('mode', { enum: ['upi', 'cash'] }).notNull(),
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    markedBy: person('marked_by').notNull(),
    markedAt: at('marked_at').notNull(),
    confirmedAt: at('confirmed_at'),
    receiptNumber: text('receipt_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenancyId, t.period] }),
    check('tenancy_payments_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('tenancy_payments_status_check', sql`${t.status} in ('marked_paid', 'confirmed')`),
    check('tenancy_payments_mode_check', sql`${t.mode} in ('upi', 'cash')`),
    check('tenancy_payments_confirmed_check', sql`(${t.status} = 'confirmed') = (${t.confirmedAt} is not null)`),
    uniqueIndex('tenancy_payments_receipt_idx').on(t.receiptNumber),
  ],
);

export const repairStates = ['open', 'acknowledged', 'scheduled', 'done', 'confirmed', 'reopened'] as const;
const repairStateCheck = (column: unknown) => sql`${column} in ('open', 'acknowledged', 'scheduled', 'done', 'confirmed', 'reopened')`;

export const tenancyRepairs = pgTable(
  'tenancy_repairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: tenancyRef(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').notNull().default([]),
    status: text('status', { enum: repairStates }).notNull(),
    visitOn: date('visit_on', { mode: 'string' }),
    raisedBy: person('raised_by').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [check('tenancy_repairs_status_check', repairStateCheck(t.status)), index('tenancy_repairs_tenancy_idx').on(t.tenancyId, t.id)],
);

/** Every state a repair went through, with who moved it and why. */
export const tenancyRepairEvents = pgTable(
  'tenancy_repair_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    repairId: integer('repair_id')
      .notNull()
      .references(() => tenancyRepairs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: repairStates }).notNull(),
    userId: person('user_id').notNull(),
    side: text('side', { enum: sides }).notNull(),
    note: text('note'),
    at: at('at').notNull(),
  },
  (t) => [
    check('tenancy_repair_events_status_check', repairStateCheck(t.status)),
    sideCheck('tenancy_repair_events_side_check', t.side),
    index('tenancy_repair_events_repair_idx').on(t.repairId, t.id),
  ],
);

/** The notice given (one per tenancy). */
export const tenancyNotices = pgTable(
  'tenancy_notices',
  {
    tenancyId: tenancyRef().primaryKey(),
    givenBy: person('given_by').notNull(),
    givenSide: text('given_side', { enum: sides }).notNull(),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t) => [sideCheck('tenancy_notices_side_check', t.givenSide)],
);

/** The owner's deductions from the deposit, item by item, each accepted or disputed by the tenant. */
export const tenancyDeductions = pgTable(
  'tenancy_deductions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenancyId: tenancyRef(),
    item: text('item').notNull(),
    reason: text('reason').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    answer: text('answer', { enum: ['pending', 'accepted', 'disputed'] })
      .notNull()
      .default('pending'),
    tenantNote: text('tenant_note'),
    answeredAt: at('answered_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('tenancy_deductions_amount_check', sql`${t.amount} > 0`),
    check('tenancy_deductions_answer_check', sql`${t.answer} in ('pending', 'accepted', 'disputed')`),
    index('tenancy_deductions_tenancy_idx').on(t.tenancyId, t.id),
  ],
);
