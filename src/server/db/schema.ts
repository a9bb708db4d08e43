// One schema for PGlite and PostgreSQL. Every foreign key states its on-delete rule on purpose:
// people are soft-deleted (deleted_at) so deals keep their history, which is why most user
// references RESTRICT; things that only exist inside a parent (images, events, documents) CASCADE.
import { sql } from 'drizzle-orm';
import { factChecks, factColumns } from './fact-columns.ts';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../shared/contracts/notifications.ts';

/** Full-text search document; drizzle has no built-in tsvector type. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['USER', 'AGENT', 'ADMIN'] })
      .notNull()
      .default('USER'),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    // Bumped on sign-out, role change, deactivation and deletion: older tokens stop working at once.
    tokenVersion: integer('token_version').notNull().default(0),
    // When the person opened a confirmation link sent to the current email; cleared when the email changes.
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_number_key').on(t.mobileNumber),
    check('users_role_check', sql`${t.role} in ('USER', 'AGENT', 'ADMIN')`),
    check('users_mobile_number_check', sql`${t.mobileNumber} ~ '^[0-9]{10}$'`),
  ],
);

/** Email confirmation links: only a hash of each link's secret is kept, with the address it was sent to. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_confirmations_token_key').on(t.tokenHash), index('email_confirmations_user_idx').on(t.userId)],
);

export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    pincode: text('pincode').notNull(),
    city: text('city').notNull().default('Hyderabad'),
    isPopular: boolean('is_popular').notNull().default(false),
    // Approximate centre of the locality (reference data), for "nearby localities".
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    uniqueIndex('areas_city_name_key').on(t.city, t.name),
    check('areas_coordinates_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

/** Hyderabad Metro's stations (reference data, server/db/seed/hyderabad-metro-stations.csv); `lines` as Red, Blue, Green. */
export const metroStations = pgTable('metro_stations', {
  code: text('code').primaryKey(),
  // The reference file's order: each line's stations run from one end.
  position: integer('position').notNull(),
  name: text('name').notNull(),
  lines: text('lines').array().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

/**
 * A listing's states: available (listed, confirmed within 14 days), unconfirmed (asked, still listed),
 * hidden (unconfirmed 30 days), rented_out / sold (by its poster), closed (for good), deleted.
 */
export const listingStatuses = ['available', 'unconfirmed', 'hidden', 'rented_out', 'sold', 'closed', 'deleted'] as const;

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // RESTRICT: a poster is soft-deleted, never removed while their listings exist.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id, { onDelete: 'restrict' }),
    listingType: text('listing_type', { enum: ['sale', 'rent'] }).notNull(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    city: text('city').notNull().default('Hyderabad'),
    pincode: text('pincode'),
    address: text('address'),
    price: bigint('price', { mode: 'number' }).notNull(),
    priceDisplay: text('price_display'),
    areaSqft: integer('area_sqft'),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    balconies: integer('balconies').notNull().default(0),
    amenities: text('amenities'),
    // The listing's state (listingStatuses); is_active is true exactly while it is listed (migration 0022).
    status: text('status', { enum: listingStatuses }).notNull().default('available'),
    isFeatured: boolean('is_featured').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    isReadyToMove: boolean('is_ready_to_move').notNull().default(false),
    ownerType: text('owner_type', { enum: ['owner', 'broker'] })
      .notNull()
      .default('owner'),
    // Whether Get Phone No. shows the poster's number or points to a conversation instead.
    phoneVisibility: text('phone_visibility', { enum: ['show', 'conversation'] })
      .notNull()
      .default('show'),
    // Title, locality name and description, kept by the properties_search_vector trigger (a
    // generated column cannot read the area's name), so rows inserted by any code are searchable.
    searchVector: tsvector('search_vector'),
    // Moves with every edit: an edit made from an older version is refused instead of silently
    // undoing the one in between (docs/decisions/0037-whole-edits-and-if-match.md).
    version: integer('version').notNull().default(1),
    // Every listing fact (src/shared/listing-facts), null when the poster did not say.
    ...factColumns(),
    // The home on the map; the locality's centre when the poster gave none, and its nearest metro
    // station with the distance in metres, both kept by the properties_position trigger (migration 0029).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    nearestStationCode: text('nearest_station_code'),
    nearestStationM: integer('nearest_station_m'),
    // The poster last said the home is still available; last asked; the state last moved (migration 0022).
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Waiting for an admin's verification since: set on posting and when a checked fact changes. */
    verificationRequestedAt: timestamp('verification_requested_at', { withTimezone: true }),
    /** An admin chose to feature it: the only listings that show a Featured badge. */
    isAdminFeatured: boolean('is_admin_featured').notNull().default(false),
    // Set while moderation keeps the listing out of public lists (is_active is cleared with it):
    // 'under_review' after enough reports, 'hidden' by an admin's decision (migration 0024), 'price_check'
    // when its price is far from what such a home costs, until an admin looks (docs/decisions/0070-queue-pages-and-price-check.md).
    reviewState: text('review_state', { enum: ['under_review', 'hidden', 'price_check'] }),
    /** What the poster was told when an admin hid the listing. */
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('properties_status_check', sql`${t.status} in ('available', 'unconfirmed', 'hidden', 'rented_out', 'sold', 'closed', 'deleted')`),
    check('properties_listing_type_check', sql`${t.listingType} in ('sale', 'rent')`),
    check('properties_owner_type_check', sql`${t.ownerType} in ('owner', 'broker')`),
    check('properties_phone_visibility_check', sql`${t.phoneVisibility} in ('show', 'conversation')`),
    check('properties_price_check', sql`${t.price} > 0 and ${t.price} <= 1000000000`),
    check('properties_area_sqft_check', sql`${t.areaSqft} is null or (${t.areaSqft} > 0 and ${t.areaSqft} <= 9999)`),
    check('properties_rooms_check', sql`${t.bedrooms} between 0 and 20 and ${t.bathrooms} between 0 and 20 and ${t.balconies} between 0 and 10`),
    check('properties_deposit_check', sql`${t.deposit} between 0 and 1000000000`),
    check('properties_maintenance_check', sql`${t.maintenance} between 0 and 1000000`),
    // A possession date exactly when the home is under construction.
    check('properties_possession_date_check', sql`coalesce(${t.possessionStatus} = 'under_construction', false) = (${t.possessionDate} is not null)`),
    check('properties_building_age_check', sql`${t.buildingAgeYears} between 0 and 100`),
    check('properties_rera_number_check', sql`${t.reraNumber} ~ '^P[0-9]{11}$'`),
    check('properties_floor_check', sql`${t.floor} between -2 and 200 and ${t.totalFloors} between 1 and 200 and ${t.floor} <= ${t.totalFloors}`),
    check('properties_review_state_check', sql`${t.reviewState} in ('under_review', 'hidden', 'price_check')`),
    ...factChecks(t),
    // The bounds of src/shared/geo/hyderabad-area.ts.
    check(
      'properties_position_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between 16.95 and 17.85 and ${t.longitude} between 77.95 and 78.95`,
    ),
    // Map and metro searches (docs/search-geo-indexes.md): a box is its bands of latitude, a
    // hundredth of a degree each (geo-filters.ts), and in each band one range of longitude. The
    // poster (user_id) is a key so that whether they still have an account is read from the index
    // too: a place's total and its few-matches page never read the table.
    index('properties_active_band_idx')
      .on(sql`(floor(${t.latitude} * 100)::int)`, t.longitude, t.latitude, t.listingType, t.price, t.bedrooms, t.createdAt, t.id, t.userId)
      .where(sql`${t.isActive}`),
    // Near metro with the listing type and a budget: the budget bounds the range read, so a budget
    // no home of the type reaches reads nothing, whatever the catalogue's size.
    index('properties_active_metro_idx')
      .on(t.listingType, t.price, t.nearestStationM, t.bedrooms, t.createdAt, t.id, t.userId)
      .where(sql`${t.isActive}`),
    // Public lists and searches only ever read active rows (docs/decisions/0028-listing-states-and-badges.md). Newest first, with the
    // place filters' columns as keys: a page of a broad place search walks it testing each entry in
    // the index, without reading the table.
    index('properties_active_newest_idx')
      .on(
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.listingType,
        t.latitude,
        t.longitude,
        t.nearestStationM,
        t.price,
        t.bedrooms,
        t.userId,
      )
      .where(sql`${t.isActive}`),
    index('properties_active_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.isActive}`),
    // Leads with listing type and price (the commonest filter and sort) and holds every other filter
    // column, so counting a search's matches is an index-only scan, never a read of the table. It
    // ends with the sort keys, so a search known to match few listings orders them from the index
    // alone too (queries.ts, findPropertyRows).
    index('properties_active_search_idx')
      .on(t.listingType, t.price, t.bedrooms, t.propertyTypeId, t.areaId, t.userId, t.isVerified, t.isReadyToMove, t.ownerType, t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    // A locality's listings of one type, newest first: a page of a locality search stops after its
    // rows, and its total is an index-only scan of that locality alone. Every other filter column is
    // a key, not an INCLUDE, so that an index scan tests it in the index, not on the table's rows.
    index('properties_active_area_created_idx')
      .on(
        t.areaId,
        t.listingType,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.price,
        t.bedrooms,
        t.propertyTypeId,
        t.isVerified,
        t.isReadyToMove,
        t.ownerType,
        t.userId,
      )
      .where(sql`${t.isActive}`),
    // Fact searches per listing type (migration 0008): locality, BHK and price lead; every fact and
    // filter column and the sort keys follow, so totals and few-matches pages are index-only scans.
    index('properties_active_rent_facts_idx')
      .on(
        t.areaId,
        t.bedrooms,
        t.price,
        t.furnishing,
        t.preferredTenants,
        t.availableFrom,
        t.parking,
        t.petsAllowed,
        t.nonVegAllowed,
        t.deposit,
        t.facing,
        t.floor,
        t.propertyTypeId,
        t.areaSqft,
        t.isVerified,
        t.isReadyToMove,
        t.ownerType,
        t.userId,
        t.createdAt,
        t.id,
      )
      .where(sql`${t.isActive} and ${t.listingType} = 'rent'`),
    index('properties_active_sale_facts_idx')
      .on(
        t.areaId,
        t.bedrooms,
        t.price,
        t.possessionStatus,
        t.buildingAgeYears,
        t.reraNumber,
        t.facing,
        t.floor,
        t.parking,
        t.furnishing,
        t.propertyTypeId,
        t.areaSqft,
        t.isVerified,
        t.isReadyToMove,
        t.ownerType,
        t.userId,
        t.createdAt,
        t.id,
      )
      .where(sql`${t.isActive} and ${t.listingType} = 'sale'`),
    // Price per sqft either way, without an area last: descending reads the negated value ascending.
    index('properties_active_ppsf_idx')
      .on(t.listingType, sql`((${t.price})::double precision / (${t.areaSqft})::double precision)`, t.id)
      .where(sql`${t.isActive}`),
    index('properties_active_ppsf_desc_idx')
      .on(t.listingType, sql`(-((${t.price})::double precision / (${t.areaSqft})::double precision))`, t.id.desc())
      .where(sql`${t.isActive}`),
    index('properties_active_confirmed_idx')
      .on(t.confirmedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // The periodic check's and the verification queue's own lists (migration 0022).
    index('properties_confirmation_due_idx')
      .on(t.confirmedAt, t.id)
      .where(sql`${t.status} in ('available', 'unconfirmed')`),
    index('properties_status_age_idx')
      .on(t.status, t.statusChangedAt, t.id)
      .where(sql`${t.status} in ('unconfirmed', 'rented_out', 'sold')`),
    index('properties_verification_requested_idx')
      .on(t.verificationRequestedAt, t.id)
      .where(sql`${t.verificationRequestedAt} is not null`),
    index('properties_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('properties_area_idx').on(t.areaId, t.createdAt.desc().nullsFirst()),
    index('properties_type_idx').on(t.propertyTypeId, t.createdAt.desc().nullsFirst()),
    index('properties_search_idx').using('gin', t.searchVector),
  ],
);

export const propertyImages = pgTable(
  'property_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('property_images_property_idx').on(t.propertyId, t.position),
    uniqueIndex('property_images_one_primary')
      .on(t.propertyId)
      .where(sql`${t.isPrimary}`),
    // The file deletion job asks whether any listing still shows a picture (migration 0012).
    index('property_images_url_idx').on(t.url),
    index('property_images_thumb_url_idx').on(t.thumbUrl),
  ],
);

/**
 * The Idempotency-Key of each listing posted with one: the same key again (a double click, a retry
 * after a lost answer) gets the listing it made instead of a second one. Kept a day.
 */
export const listingPostKeys = pgTable(
  'listing_post_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the key may not be reused for a different listing. */
    requestHash: text('request_hash').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('listing_post_keys_created_idx').on(t.createdAt)],
);

export const dealStages = ['INQUIRY', 'SHORTLIST', 'NEGOTIATION', 'AGREEMENT', 'REGISTRATION', 'PAYMENT', 'COMPLETED'] as const;

export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // RESTRICT everywhere: a deal is a record of a purchase and outlives soft-deleted people.
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    agentId: integer('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    stage: text('stage', { enum: dealStages }).notNull().default('INQUIRY'),
    // On a rental (a rent listing's deal) this is the agreed monthly rent.
    agreedPrice: bigint('agreed_price', { mode: 'number' }).notNull(),
    // Rentals only: the agreed security deposit in rupees.
    deposit: bigint('deposit', { mode: 'number' }),
    notes: text('notes'),
    inquiryDate: date('inquiry_date'),
    shortlistDate: date('shortlist_date'),
    negotiationDate: date('negotiation_date'),
    agreementDate: date('agreement_date'),
    registrationDate: date('registration_date'),
    paymentDate: date('payment_date'),
    completedDate: date('completed_date'),
    buyerDocUploaded: boolean('buyer_doc_uploaded').notNull().default(false),
    sellerConfirmed: boolean('seller_confirmed').notNull().default(false),
    adminVerified: boolean('admin_verified').notNull().default(false),
    paymentInitiated: boolean('payment_initiated').notNull().default(false),
    paymentCompleted: boolean('payment_completed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('deals_property_buyer_key').on(t.propertyId, t.buyerId),
    check('deals_stage_check', sql`${t.stage} in ('INQUIRY', 'SHORTLIST', 'NEGOTIATION', 'AGREEMENT', 'REGISTRATION', 'PAYMENT', 'COMPLETED')`),
    check('deals_agreed_price_check', sql`${t.agreedPrice} > 0`),
    check('deals_deposit_check', sql`${t.deposit} is null or ${t.deposit} >= 0`),
    index('deals_agent_idx').on(t.agentId),
    index('deals_buyer_idx').on(t.buyerId),
    index('deals_seller_idx').on(t.sellerId),
  ],
);

export const dealEvents = pgTable(
  'deal_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'CREATED',
        'STAGE_CHANGED',
        'NOTE',
        'SELLER_CONFIRMED',
        'PAYMENT_COMPLETED',
        'DOCUMENT_UPLOADED',
        'AGENT_REASSIGNED',
        'AGREEMENT_CREATED',
      ],
    }).notNull(),
    stage: text('stage', { enum: dealStages }),
    eventDate: date('event_date').notNull(),
    notes: text('notes'),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [index('deal_events_deal_idx').on(t.dealId, t.eventDate)],
);

export const dealDocuments = pgTable(
  'deal_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deal_documents_deal_idx').on(t.dealId)],
);

export const rentalAgreements = pgTable(
  'rental_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The id the browser made ('GRUHA-...'), shared by the local and the server copy.
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementType: text('agreement_type', { enum: ['Rental Agreement', 'Lease Agreement'] }).notNull(),
    startDate: date('start_date').notNull(),
    durationMonths: integer('duration_months').notNull(),
    // The whole form (spec section 3, Agreement form data) as the owner entered it.
    formData: jsonb('form_data').notNull(),
    // The rental deal it was made for, if any; SET NULL keeps the maker's document.
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('rental_agreements_duration_check', sql`${t.durationMonths} between 1 and 60`),
    index('rental_agreements_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('rental_agreements_reference_idx').on(t.reference),
    index('rental_agreements_deal_idx').on(t.dealId),
  ],
);

/** Every stored picture and document, with the sha256 of its bytes (migration 0012). */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: createdAt(),
});

/** Files to remove once the write that orphaned them has committed; retried until done. */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('file_deletions_run_after_idx').on(t.runAfter)],
);

/**
 * A person's shortlist. No foreign key to the listing: the title is kept so that a listing deleted
 * later shows as no longer available instead of vanishing (docs/notifications.md, "Shortlist rows").
 */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('shortlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('shortlist_items_property_idx').on(t.propertyId),
  ],
);

/** The bell's kinds, as the notifications contract names them. */
export const notificationKinds = NOTIFICATION_KINDS;

/** The notification centre (the bell): written in the transaction of the event it reports. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page it is about, a path of the web app. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('search_alert', 'search_digest', 'lead', 'deal', 'listing', 'moderation', 'message', 'visit', 'tenancy', 'account')`,
    ),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Work to do after a transaction commits (emails, the daily digest run), written in that
 * transaction: nothing is lost on a crash. A worker claims due rows (FOR UPDATE SKIP LOCKED) for a
 * lease, does them and marks them done (modules/outbox/worker.ts).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Work that must exist once (a day's digest run) carries a key. */
    dedupeKey: text('dedupe_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/** Kinds of email a person has unsubscribed from (one-click links, RFC 8058). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export const alertFrequencies = ['instantly', 'daily', 'never'] as const;

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: alertFrequencies }).notNull(),
    /** The search payload (ZSearchRequest) as the search page sent it. */
    filters: jsonb('filters').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} in ('instantly', 'daily', 'never')`),
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * What saved searches filter on beyond their keys (furnishing, tenants, a locality by part of its
 * name...), once per distinct set: `filters_key` is the set's canonical text. Rows are only added;
 * thousands of searches share a handful, so a listing checks each residual once.
 */
export const savedSearchResiduals = pgTable('saved_search_residuals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  filtersKey: text('filters_key').notNull().unique(),
  filters: jsonb('filters').notNull(),
});

/**
 * The reverse-matching index of saved searches that alert: one row per locality a search names
 * (area 0: any locality), with its listing type ('any' for both), price bounds and the bedroom
 * counts it accepts as bits. A new listing finds its candidate searches by an index range scan
 * here, and only those are then checked exactly (modules/saved-searches/match-listing.ts). Only keys
 * of owners who still have an account are in that index.
 */
export const savedSearchKeys = pgTable(
  'saved_search_keys',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    areaId: integer('area_id').notNull(),
    listingType: text('listing_type').notNull(),
    minPrice: bigint('min_price', { mode: 'number' }).notNull(),
    maxPrice: bigint('max_price', { mode: 'number' }).notNull(),
    bedroomMask: integer('bedroom_mask').notNull(),
    /** What the search filters on beyond the key; null: the key is the whole search, a candidate is a match. */
    residualId: integer('residual_id').references(() => savedSearchResiduals.id),
    /** The search's words (websearch_to_tsquery), matched against the listing's text in the probe. */
    words: tsquery('words'),
    /** The owner is active and not deleted: kept by a trigger on users (migration 0015). */
    isOwnerActive: boolean('is_owner_active').notNull().default(true),
  },
  (t) => [
    // The migration adds INCLUDE (max_price, bedroom_mask, residual_id, user_id, saved_search_id, words): drizzle cannot
    // declare it, and with it finding a listing's saved searches is an index-only scan.
    index('saved_search_keys_match_idx')
      .on(t.areaId, t.listingType, t.minPrice)
      .where(sql`${t.isOwnerActive}`),
    index('saved_search_keys_search_idx').on(t.savedSearchId),
  ],
);

/** Which listing each search has alerted on (once each); daily ones wait for the digest (delivered_at null). */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Sent as an instant alert (counted against the daily alert limits); null: waiting for, or sent in, a digest. */
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index('saved_search_matches_pending_idx')
      .on(t.savedSearchId)
      .where(sql`${t.deliveredAt} is null`),
    index('saved_search_matches_property_idx').on(t.propertyId),
    index('saved_search_matches_alerted_idx')
      .on(t.propertyId, t.alertedAt)
      .where(sql`${t.alertedAt} is not null`),
  ],
);

export const reportReasons = ['rented_or_sold', 'broker_as_owner', 'wrong_details', 'money_before_visit', 'other'] as const;
export const reportOutcomes = ['removed', 'kept', 'verified', 'warned'] as const;

/** A signed-in person's report of a listing, once per person and listing; resolved by an admin's decision. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    details: text('details'),
    // The reporter's network (an IPv4 /24 or IPv6 /48) when they reported: reports from one network weigh once.
    network: text('network'),
    outcome: text('outcome', { enum: reportOutcomes }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('listing_reports_reason_check', sql`${t.reason} in ('rented_or_sold', 'broker_as_owner', 'wrong_details', 'money_before_visit', 'other')`),
    check('listing_reports_outcome_check', sql`${t.outcome} in ('removed', 'kept', 'verified', 'warned')`),
    check('listing_reports_resolved_check', sql`(${t.outcome} is null) = (${t.resolvedAt} is null)`),
    uniqueIndex('listing_reports_once_idx').on(t.propertyId, t.reporterId),
    index('listing_reports_open_idx')
      .on(t.propertyId)
      .where(sql`${t.resolvedAt} is null`),
    index('listing_reports_reporter_idx').on(t.reporterId),
  ],
);

export const flagKinds = ['many_owner_listings', 'copied_photo', 'same_address_price', 'price_out_of_range', 'contact_in_text'] as const;

/** A suspicion raised by the background listing checks, with its evidence; one open flag per listing and kind. */
export const listingFlags = pgTable(
  'listing_flags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: flagKinds }).notNull(),
    evidence: jsonb('evidence').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'listing_flags_kind_check',
      sql`${t.kind} in ('many_owner_listings', 'copied_photo', 'same_address_price', 'price_out_of_range', 'contact_in_text')`,
    ),
    uniqueIndex('listing_flags_open_idx')
      .on(t.propertyId, t.kind)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export const moderationActions = ['verify', 'hide', 'dismiss', 'warn', 'suspend'] as const;

/** Every admin decision on a listing, with who and when: the listing's moderation history. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action', { enum: moderationActions }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('moderation_decisions_action_check', sql`${t.action} in ('verify', 'hide', 'dismiss', 'warn', 'suspend')`),
    index('moderation_decisions_property_idx').on(t.propertyId, t.createdAt.desc()),
  ],
);

/** Each stored picture (by URL) that has been hashed: `plain` when it has nothing telling to hash (migration 0052). */
export const hashedPictures = pgTable('hashed_pictures', {
  url: text('url').primaryKey(),
  plain: boolean('plain').notNull(),
  createdAt: createdAt(),
});

/**
 * The perceptual hashes (pHash) of each stored picture by URL, one per variant (whole, mirror, crops),
 * in four indexed 16-bit bands (migrations 0025, 0052).
 */
export const pictureHashes = pgTable(
  'picture_hashes',
  {
    url: text('url').notNull(),
    variant: smallint('variant').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.url, t.variant] }),
    index('picture_hashes_band0_idx').on(t.band0),
    index('picture_hashes_band1_idx').on(t.band1),
    index('picture_hashes_band2_idx').on(t.band2),
    index('picture_hashes_band3_idx').on(t.band3),
  ],
);
