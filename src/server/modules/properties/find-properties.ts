// Reading listings: search, the public lists, one listing, one poster's listings, poster contact.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TPosterContact, TProperty, TSearchResponse } from '../../../shared/contracts/property.ts';
import type { Db } from '../../db/client.ts';
import { properties, users } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../plugins/authenticate.ts';
import { canManage, isAdmin, PROPERTY_NOT_FOUND } from './permissions.ts';
import { presentProperties, presentProperty } from './presenter.ts';
import {
  countProperties,
  DELETED_STATUS,
  findImagesOf,
  findPropertyRow,
  findPropertyRows,
  hasSearchTerms,
  isNotDeleted,
  isPubliclyVisible,
  type PropertyRow,
} from './queries.ts';
import { searchConditions, searchOrder, type SearchFilters } from './search-filters.ts';

export const LATEST_LIMIT = 100;
export const FEATURED_LIMIT = 48;
export const USER_LISTINGS_LIMIT = 1000;

const newestFirst = [desc(properties.createdAt), desc(properties.id)];

export async function searchProperties(db: Db, filters: SearchFilters): Promise<Omit<TSearchResponse, 'success'>> {
  const page = filters.page ?? 0;
  const size = filters.size ?? 50;
  const hasText = filters.q ? await hasSearchTerms(db, filters.q) : false;
  const where = searchConditions({ ...filters, q: hasText ? filters.q : null });
  const rows = await findPropertyRows(db, { where, orderBy: searchOrder(filters), limit: size, offset: page * size });
  // A short page that is not past the end already tells the total; otherwise count the same filter.
  const isLastPage = rows.length < size && (rows.length > 0 || page === 0);
  const totalElements = isLastPage ? page * size + rows.length : await countProperties(db, where);
  return {
    data: await presentProperties(db, rows),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

export async function listLatestProperties(db: Db): Promise<TProperty[]> {
  const rows = await findPropertyRows(db, { where: [isPubliclyVisible], orderBy: newestFirst, limit: LATEST_LIMIT });
  return presentProperties(db, rows);
}

export async function listFeaturedProperties(db: Db): Promise<TProperty[]> {
  const where = [isPubliclyVisible, eq(properties.isFeatured, true)];
  const rows = await findPropertyRows(db, { where, orderBy: newestFirst, limit: FEATURED_LIMIT });
  return presentProperties(db, rows);
}

/** Everyone sees active listings; the poster and admins also see inactive (not deleted) ones. */
export function canSee(viewer: Viewer | null, row: PropertyRow): boolean {
  if (row.status === DELETED_STATUS) return false;
  if (row.isActive && !row.isPosterDeleted) return true;
  return canManage(viewer, row.userId);
}

/** A listing the viewer may see, or 404. */
export async function findVisibleProperty(db: Db, viewer: Viewer | null, id: number): Promise<PropertyRow> {
  const row = await findPropertyRow(db, id);
  if (!row || !canSee(viewer, row)) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

export async function getProperty(db: Db, viewer: Viewer | null, id: number): Promise<TProperty> {
  const row = await findVisibleProperty(db, viewer, id);
  const images = await findImagesOf(db, [row.id]);
  return presentProperty(row, images.get(row.id) ?? []);
}

/** A poster's listings, newest first. */
export async function listUserProperties(db: Db, viewer: Viewer | null, userId: number): Promise<TProperty[]> {
  const seesAll = canManage(viewer, userId);
  const where = [eq(properties.userId, userId), seesAll ? isNotDeleted : isPubliclyVisible];
  const rows = await findPropertyRows(db, { where, orderBy: newestFirst, limit: USER_LISTINGS_LIMIT });
  return presentProperties(db, rows);
}

/** 'Get Phone No.': the poster's contact details, for signed-in users only (route guard). */
export async function getPosterContact(db: Db, viewer: Viewer, propertyId: number): Promise<TPosterContact> {
  const row = await findVisibleProperty(db, viewer, propertyId);
  const [poster] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, mobileNumber: users.mobileNumber, email: users.email })
    .from(users)
    .where(and(eq(users.id, row.userId), isAdmin(viewer) ? undefined : sql`${users.deletedAt} is null`))
    .limit(1);
  if (!poster) throw notFound(PROPERTY_NOT_FOUND);
  return { name: `${poster.firstName} ${poster.lastName}`.trim(), mobileNumber: poster.mobileNumber, email: poster.email };
}
