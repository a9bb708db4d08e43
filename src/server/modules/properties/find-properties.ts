// Reading listings: search, the public lists, one listing, one poster's listings, poster contact.
import { isRetiredStatus } from '#shared/listing-lifecycle.ts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PROPERTY_MESSAGES, type TListingPage, type TPosterContact, type TProperty, type TSearchResponse } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { properties, users } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { seesPhones } from '../users/contact-visibility.ts';
import { canManageListing as canManage, isAdmin } from '#shared/policy/roles.ts';
import { PROPERTY_NOT_FOUND } from './access.ts';
import { presentProperties, presentProperty } from './present.ts';
import {
  DELETED_STATUS,
  findFewMatchesIds,
  findPageIds,
  findPropertyRow,
  findPropertyRows,
  isNotDeleted,
  isPubliclyVisible,
  type PropertyRow,
} from './listing-rows.ts';
import { placeNarrowing } from './geo-filters.ts';
import { countProperties, countPropertiesUpTo } from './queries.ts';
import type { KeptContext } from './kept-listings.ts';
import { listingsByIds } from './kept-rows.ts';
import { dayOfVersion, type ListingsVersion } from '#server/cache/listings-version.ts';
import { orderColumns, searchConditions, searchFiltersKey, searchOrder, searchShapeKey, type SearchFilters } from './search-filters.ts';
import { planSearch, type SearchPlan } from './search-plan.ts';

/** A page of the paged list, when only `page` is sent. */
export const LATEST_LIMIT = 100;
/**
 * The list without paging answers every public listing, as the spec's client expects (its type and
 * area pages filter it), up to this ceiling: about eight times the demo catalogue, about 7 MB of JSON
 * (under 1 MB compressed). A larger catalogue's clients page (docs/listings.md).
 */
export const EVERY_LISTING_CEILING = 5_000;
export const FEATURED_LIMIT = 48;
export const USER_LISTINGS_LIMIT = 1000;
/**
 * Up to this many matches a search counts exactly, finds them all and then orders them (findPropertyRows,
 * fewMatches). A broader search is answered as "more than" this many, and its pages reach this deep: a
 * count that read every match would grow with the catalogue (docs/decisions/0033-search-totals-capped.md).
 */
export const FEW_MATCHES = 2_000;

const newestFirst = [desc(properties.createdAt), desc(properties.id)];

/** Who may see a listing: all canSee reads. */
export type Visibility = Pick<PropertyRow, 'status' | 'isActive' | 'reviewState' | 'isPosterDeleted' | 'userId'>;

/**
 * The total of a planned search, counted up to FEW_MATCHES + 1 (more means "more than FEW_MATCHES"):
 * kept by its filters under the version the plan was made with.
 */
export function countMatching({ db, kept }: KeptContext, plan: SearchPlan): Promise<number> {
  return kept.totals.getOrCompute(searchFiltersKey(plan.filters), plan.version, () =>
    countPropertiesUpTo(db, [...plan.where, ...plan.narrowing], FEW_MATCHES + 1),
  );
}

/** How many listings `filters` find, as countMatching counts, their keywords already read (a variant of `plan`'s filters, for suggestions). */
export function countVariant({ db, kept }: KeptContext, plan: SearchPlan, filters: SearchFilters): Promise<number> {
  return kept.totals.getOrCompute(searchFiltersKey(filters), plan.version, () =>
    countPropertiesUpTo(db, [...searchConditions(filters, plan.localities, dayOfVersion(plan.version)), ...placeNarrowing(filters)], FEW_MATCHES + 1),
  );
}

type SearchPage = Omit<TSearchResponse, 'success'>;

/** `known` is the listings version read before this search began, when the caller has one. */
export async function searchProperties(context: KeptContext, filters: SearchFilters, known?: ListingsVersion): Promise<SearchPage> {
  const { db, kept } = context;
  const page = filters.page ?? 0;
  const size = filters.size ?? 50;
  const plan = await planSearch(context, filters, known);
  const { where, narrowing, sort } = plan;
  const orderBy = searchOrder(sort);
  const offset = page * size;
  const answer = async (ids: number[], counted: number): Promise<SearchPage> => {
    const totalElements = Math.min(counted, FEW_MATCHES);
    return {
      data: await listingsByIds(context, ids, plan.version),
      page,
      size,
      totalElements,
      totalPages: Math.ceil(totalElements / size),
      isTotalCapped: counted > FEW_MATCHES,
      keywordFilters: plan.keywordFilters,
      q: plan.filters.q ?? null,
    };
  };

  // Most searches people make (a locality, a budget, a BHK) match few listings: their page and total
  // come from one query. A total already kept, or a search of the same shape known to match many,
  // says which way to read without it.
  const totalKey = searchFiltersKey(plan.filters);
  const shape = searchShapeKey(plan.filters);
  if (!kept.totals.has(totalKey, plan.version) && !kept.broadShapes.has(shape)) {
    const probe = await findFewMatchesIds(db, {
      where,
      narrowing,
      orderBy,
      limit: size,
      offset,
      orderColumns: orderColumns(sort.key),
      atMost: FEW_MATCHES,
    });
    kept.totals.set(totalKey, plan.version, probe.total);
    if (probe.total <= FEW_MATCHES) return answer(probe.ids, probe.total);
    kept.broadShapes.remember(shape);
  }
  const counted = await countMatching(context, plan);
  const fewMatches = counted <= FEW_MATCHES;
  if (fewMatches) kept.broadShapes.forget(shape);
  const reachable = Math.min(counted, FEW_MATCHES) - offset;
  if (reachable <= 0) return answer([], counted);
  const read = { where, narrowing, orderBy, fewMatches, orderColumns: orderColumns(sort.key), limit: Math.min(size, reachable), offset };
  return answer(await findPageIds(db, read), counted);
}

/** The newest listings; an agent or admin also sees each poster's phone and email (the create-deal dialog's seller phone). */
export async function listLatestProperties(
  db: Db,
  viewer: Viewer | null,
  today: string,
  { page = 0, size = LATEST_LIMIT } = {},
): Promise<TProperty[]> {
  const rows = await findPropertyRows(db, { where: [isPubliclyVisible], orderBy: newestFirst, limit: size, offset: page * size });
  const listings = presentProperties(rows, today);
  return seesPhones(viewer) ? withPosterContacts(db, listings) : listings;
}

/** One page of every public listing, newest first (ids break ties, so pages neither repeat nor skip). */
export async function pageLatestProperties(
  db: Db,
  viewer: Viewer | null,
  today: string,
  page: number,
  size: number,
): Promise<Omit<TListingPage, 'success'>> {
  const [data, totalElements] = await Promise.all([
    listLatestProperties(db, viewer, today, { page, size }),
    countProperties(db, [isPubliclyVisible]),
  ]);
  return { data, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}

async function withPosterContacts(db: Db, listings: TProperty[]): Promise<TProperty[]> {
  const posterIds = [...new Set(listings.map((listing) => listing.user.id))];
  if (posterIds.length === 0) return listings;
  const contacts = await db
    .select({ id: users.id, mobileNumber: users.mobileNumber, email: users.email })
    .from(users)
    .where(inArray(users.id, posterIds));
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  return listings.map((listing) => {
    const contact = byId.get(listing.user.id);
    return { ...listing, user: { ...listing.user, mobileNumber: contact?.mobileNumber ?? null, email: contact?.email } };
  });
}

/**
 * The home page's Featured list. Every new listing carries the spec's `isFeatured`, so that flag alone
 * would put the newest, unchecked post first: the list holds what an admin featured, then verified
 * homes, most recently confirmed first; never one awaiting its check (docs/listings.md).
 */
export async function listFeaturedProperties(db: Db, today: string): Promise<TProperty[]> {
  const isVouchedFor = sql`(${properties.isAdminFeatured} or (${properties.isVerified} and ${properties.verificationRequestedAt} is null))`;
  const where = [isPubliclyVisible, eq(properties.isFeatured, true), isVouchedFor];
  const orderBy = [desc(properties.isAdminFeatured), desc(properties.confirmedAt), desc(properties.id)];
  const rows = await findPropertyRows(db, { where, orderBy, limit: FEATURED_LIMIT });
  return presentProperties(rows, today);
}

/**
 * Everyone sees active listings, and the page of one no longer listed (rented out, sold, hidden,
 * closed) or under review: it says so. The poster and admins also see their other inactive (not
 * deleted) ones.
 */
export function canSee(viewer: Viewer | null, row: Visibility): boolean {
  if (row.status === DELETED_STATUS) return false;
  if ((row.isActive || isRetiredStatus(row.status) || row.reviewState === 'under_review') && !row.isPosterDeleted) return true;
  return canManage(viewer, row.userId);
}

/** A listing the viewer may see, or 404. */
export async function findVisibleProperty(db: Db, viewer: Viewer | null, id: number): Promise<PropertyRow> {
  const row = await findPropertyRow(db, id);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  admitViewer(viewer, row);
  return row;
}

/**
 * A listing whose poster (Get Phone No.) or Gruha's agent (Contact Agent) may be contacted about it:
 * one in search. Its page stays open under review or once no longer listed, but asking about it
 * answers 409 saying why (404 as findVisibleProperty for one the viewer may not see).
 */
export async function findContactableProperty(db: Db, viewer: Viewer, id: number): Promise<PropertyRow> {
  const row = await findVisibleProperty(db, viewer, id);
  refuseContact(row);
  return row;
}

/** The 409 for new contact about a listing out of search (under review, no longer listed, hidden); nothing while it is in search. */
export function refuseContact(row: Pick<PropertyRow, 'isActive' | 'reviewState'>): void {
  if (!row.isActive) throw conflict(row.reviewState === 'under_review' ? PROPERTY_MESSAGES.contactUnderReview : PROPERTY_MESSAGES.contactNotListed);
}

/**
 * A listing, or 404, with the facts canSee reads: what a listing shows does not depend on the
 * viewer, only whether they may see it, so a kept listing is checked against these facts as
 * against a freshly read row (routes.ts keeps it).
 */
export async function readListing(db: Db, id: number, today: string): Promise<{ data: TProperty; facts: Visibility }> {
  const row = await findPropertyRow(db, id);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  const { status, isActive, reviewState, isPosterDeleted, userId } = row;
  return { data: presentProperty(row, today), facts: { status, isActive, reviewState, isPosterDeleted, userId } };
}

/** canSee, or 404. */
export function admitViewer(viewer: Viewer | null, facts: Visibility): void {
  if (canSee(viewer, facts)) return;
  // Still a 404, but one a person can understand: the listing was taken down by Gruha, not sold or withdrawn.
  throw notFound(facts.reviewState === 'hidden' && facts.status !== DELETED_STATUS ? PROPERTY_MESSAGES.removedByModerators : PROPERTY_NOT_FOUND);
}

/** Whom a poster's listings are shown to: they and admins see the inactive ones too, everyone else the same public list. */
export function posterListingsKey(viewer: Viewer | null, userId: number): string {
  return `${userId}:${canManage(viewer, userId) ? 'all' : 'public'}`;
}

/** A poster's listings, newest first. */
export async function listUserProperties(db: Db, viewer: Viewer | null, userId: number, today: string): Promise<TProperty[]> {
  const seesAll = canManage(viewer, userId);
  const where = [eq(properties.userId, userId), seesAll ? isNotDeleted : isPubliclyVisible];
  const rows = await findPropertyRows(db, { where, orderBy: newestFirst, limit: USER_LISTINGS_LIMIT });
  return presentProperties(rows, today);
}

/** 'Get Phone No.': the poster's contact details, for signed-in users only (route guard), of a listing in search. */
export async function getPosterContact(db: Db, viewer: Viewer, propertyId: number): Promise<TPosterContact> {
  const row = await findContactableProperty(db, viewer, propertyId);
  const [poster] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      mobileNumber: users.mobileNumber,
      email: users.email,
      phoneVisibility: properties.phoneVisibility,
    })
    .from(users)
    .innerJoin(properties, eq(properties.id, propertyId))
    .where(and(eq(users.id, row.userId), isAdmin(viewer) ? undefined : sql`${users.deletedAt} is null`))
    .limit(1);
  if (!poster) throw notFound(PROPERTY_NOT_FOUND);
  const name = `${poster.firstName} ${poster.lastName}`.trim();
  // The poster chose to be reached in a conversation: their number and address stay with them.
  if (poster.phoneVisibility === 'conversation' && !canManage(viewer, row.userId))
    return { name, mobileNumber: null, email: null, contactVia: 'conversation' };
  return { name, mobileNumber: poster.mobileNumber, email: poster.email, contactVia: 'phone' };
}
