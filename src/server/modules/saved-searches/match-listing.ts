// Reverse matching (issue 16, point 7): which saved searches a listing matches. Candidates come from
// the index of the searches' bounds (saved_search_keys); each candidate is then checked by running
// its own filters, through the search's own plan and conditions (properties/search-plan.ts), against this
// one listing: a rule exists in one place, and a listing matches a saved search exactly when the
// search page would show it.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ZSearchRequest } from '../../../shared/contracts/property.ts';
import type { Db } from '../../db/client.ts';
import { properties, savedSearches, users } from '../../db/schema.ts';
import { readListingsVersion, type ListingsVersion } from '../properties/listings-version.ts';
import { isPubliclyVisible } from '../properties/queries.ts';
import { planSearch } from '../properties/search-plan.ts';
import { ANY_AREA, ANY_LISTING_TYPE } from './match-keys.ts';

export type MatchedSearch = { id: number; userId: number; name: string; frequency: 'instantly' | 'daily' | 'never' };

/** Candidates are checked this many to a query. */
const CHECK_CHUNK = 200;
/** Exact candidates are read this many to a query. */
const EXACT_CHUNK = 5000;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Saved searches (of others than the poster) whose bounds admit the listing, when anyone may see it;
 * `isExact`: the bounds are the whole search, so it is a match.
 */
async function candidates(db: Db, propertyId: number): Promise<{ id: number; isExact: boolean }[]> {
  return rowsOf<{ id: number; isExact: boolean }>(
    db,
    sql`select distinct k.saved_search_id as "id", k.is_exact as "isExact"
      from ${properties}
      join saved_search_keys k
        on k.area_id in (${ANY_AREA}, ${properties.areaId})
       and k.listing_type in (${ANY_LISTING_TYPE}, ${properties.listingType})
       and k.min_price <= ${properties.price} and k.max_price >= ${properties.price}
       and (k.bedroom_mask & (1 << least(${properties.bedrooms}, 20))) <> 0
       and k.user_id <> ${properties.userId}
      where ${properties.id} = ${propertyId} and ${isPubliclyVisible}`,
  );
}

/** Of `ids`, the searches of people who still have an account. */
async function searchesOf(db: Db, ids: number[]) {
  return db
    .select({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name, frequency: savedSearches.frequency, filters: savedSearches.filters })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(and(inArray(savedSearches.id, ids), eq(users.isActive, true), isNull(users.deletedAt)));
}

/** The search's conditions exactly as the search page plans them (keywords read, localities resolved). */
async function conditionsOf(db: Db, stored: unknown, version: ListingsVersion): Promise<SQL[] | null> {
  const parsed = ZSearchRequest.safeParse(stored);
  if (!parsed.success) return null;
  return (await planSearch(db, parsed.data, version)).where;
}

/** Of `ids`, the saved searches the listing matches exactly, of people who still have an account. */
async function confirm(db: Db, propertyId: number, ids: number[]): Promise<MatchedSearch[]> {
  const matched: MatchedSearch[] = [];
  for (let i = 0; i < ids.length; i += CHECK_CHUNK) {
    const searches = await searchesOf(db, ids.slice(i, i + CHECK_CHUNK));
    const checks: SQL[] = [];
    const version = await readListingsVersion(db);
    for (const search of searches) {
      const conditions = await conditionsOf(db, search.filters, version);
      if (!conditions) continue;
      const where = and(eq(properties.id, propertyId), ...conditions);
      checks.push(sql`select ${search.id}::int as "id" where exists (select 1 from ${properties} where ${where})`);
    }
    if (checks.length === 0) continue;
    const hits = new Set((await rowsOf<{ id: number }>(db, sql.join(checks, sql` union all `))).map((row) => row.id));
    for (const { id, userId, name, frequency } of searches) if (hits.has(id)) matched.push({ id, userId, name, frequency });
  }
  return matched;
}

/** The saved searches that alert and that the listing, as it now is in `db`, matches. */
export async function matchingSearches(db: Db, propertyId: number): Promise<MatchedSearch[]> {
  const found = await candidates(db, propertyId);
  const exact = found.filter((c) => c.isExact).map((c) => c.id);
  const toCheck = found.filter((c) => !c.isExact).map((c) => c.id);
  const matched: MatchedSearch[] = [];
  for (let i = 0; i < exact.length; i += EXACT_CHUNK) {
    for (const { id, userId, name, frequency } of await searchesOf(db, exact.slice(i, i + EXACT_CHUNK))) matched.push({ id, userId, name, frequency });
  }
  if (toCheck.length > 0) matched.push(...(await confirm(db, propertyId, toCheck)));
  return matched;
}

/** Whether the listing still matches these searches (the daily digest checks again before it goes). */
export async function stillMatching(db: Db, propertyId: number, searchIds: number[]): Promise<Set<number>> {
  return new Set((await confirm(db, propertyId, searchIds)).map((search) => search.id));
}
