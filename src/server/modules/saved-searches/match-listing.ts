// Reverse matching (issue 16, point 7): which saved searches a listing matches. Candidates come from
// the index of the searches' bounds and words (saved_search_keys); most are matches as found (their
// key is the whole search); each of the others is then checked by running
// its own filters, through the search's own plan and conditions (properties/search-plan.ts), against this
// one listing: a rule exists in one place, and a listing matches a saved search exactly when the
// search page would show it.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ZSearchRequest } from '../../../shared/contracts/property.ts';
import type { Db } from '../../db/client.ts';
import { properties, savedSearches, users } from '../../db/schema.ts';
import { readListingsVersion, type ListingsVersion } from '../properties/listings-version.ts';
import { isPubliclyVisible } from '../properties/listing-rows.ts';
import { planSearch } from '../properties/search-plan.ts';
import { ANY_AREA, ANY_LISTING_TYPE } from './match-keys.ts';

export type MatchedSearch = { id: number; userId: number; name: string; frequency: 'instantly' | 'daily' | 'never' };

/** Candidates are checked this many to a query. */
const CHECK_CHUNK = 200;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Candidate = MatchedSearch & { isExact: boolean };

/**
 * In one statement: the saved searches (of others than the poster, who still have an account) whose
 * keys admit the listing, when anyone may see it. The probe reads only keys for the listing's
 * locality (or any) and type (or any); a search's words are matched against the listing's text
 * here too. `isExact`: the key is the whole search, so it is a match.
 */
async function candidates(db: Db, propertyId: number): Promise<Candidate[]> {
  // The fences (materialized CTEs, a lateral lookup with `limit 1` that cannot be flattened) keep the
  // planner to this order: the one listing, then its keys by index, then those searches' rows by
  // primary key; left free, it hashes every saved search or starts from their owners.
  return rowsOf<Candidate>(
    db,
    sql`with listing as materialized (
        select ${properties.areaId} as area_id, ${properties.listingType} as listing_type, ${properties.price} as price,
          ${properties.bedrooms} as bedrooms, ${properties.userId} as user_id, ${properties.searchVector} as search_vector
        from ${properties} where ${properties.id} = ${propertyId} and ${isPubliclyVisible}),
      found as materialized (
        select k.saved_search_id, k.is_exact from listing p cross join lateral (
          select k.saved_search_id, k.is_exact from saved_search_keys k
          where k.area_id in (${ANY_AREA}, p.area_id)
            and k.listing_type in (${ANY_LISTING_TYPE}, p.listing_type)
            and k.min_price <= p.price and k.max_price >= p.price
            and (k.bedroom_mask & (1 << least(p.bedrooms, 20))) <> 0
            and k.user_id <> p.user_id
            and (k.words is null or p.search_vector @@ k.words)) k)
      select s.id, s.user_id as "userId", s.name, s.frequency, found.is_exact as "isExact"
      from found cross join lateral (
        select s.id, s.user_id, s.name, s.frequency from saved_searches s
        where s.id = found.saved_search_id
          and exists (select 1 from users u where u.id = s.user_id and u.is_active and u.deleted_at is null)
        limit 1) s`,
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
  const matched: MatchedSearch[] = found.filter((c) => c.isExact).map(({ id, userId, name, frequency }) => ({ id, userId, name, frequency }));
  const toCheck = found.filter((c) => !c.isExact).map((c) => c.id);
  if (toCheck.length > 0) matched.push(...(await confirm(db, propertyId, toCheck)));
  return matched;
}

/** Whether the listing still matches these searches (the daily digest checks again before it goes). */
export async function stillMatching(db: Db, propertyId: number, searchIds: number[]): Promise<Set<number>> {
  return new Set((await confirm(db, propertyId, searchIds)).map((search) => search.id));
}
