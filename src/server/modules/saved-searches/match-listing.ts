// Reverse matching (issue 16, point 7): which saved searches a listing matches. They come from the
// index of the searches' bounds and words (saved_search_keys), which holds only keys of owners who
// still have an account; most are matches as found (their key is the whole search); each of the
// others is then checked by running its own filters, through the search's own plan and conditions
// (properties/search-plan.ts), against this one listing: a rule exists in one place, and a listing
// matches a saved search exactly when the search page would show it.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { ZSearchRequest } from '../../../shared/contracts/property.ts';
import type { Db } from '../../db/client.ts';
import { properties, savedSearches } from '../../db/schema.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import type { ListingsVersion } from '../properties/listings-version.ts';
import { isPubliclyVisible } from '../properties/listing-rows.ts';
import { planSearch } from '../properties/search-plan.ts';
import { ANY_AREA, ANY_LISTING_TYPE } from './match-keys.ts';

/** Candidates are checked this many to a query. */
const CHECK_CHUNK = 200;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * In one statement, an index-only scan: the saved searches (of others than the poster, who still
 * have an account) whose keys admit the listing, when anyone may see it. The probe reads only keys
 * for the listing's locality (or any) and type (or any); a search's words are matched against the
 * listing's text here too. `exact`: the key is the whole search, so it is a match; `toCheck`: the
 * search has filters the key does not hold. No search's row is read, so the time grows with the
 * keys in the listing's ranges, not with the number of matches' rows to fetch.
 */
async function candidates(db: Db, propertyId: number): Promise<{ exact: number[]; toCheck: number[] }> {
  const [found] = await rowsOf<{ exact: number[] | null; toCheck: number[] | null }>(
    db,
    sql`select array_agg(k.saved_search_id) filter (where k.is_exact) as "exact",
        array_agg(k.saved_search_id) filter (where not k.is_exact) as "toCheck"
      from ${properties} cross join lateral (
        select k.saved_search_id, k.is_exact from saved_search_keys k
        where k.is_owner_active
          and k.area_id in (${ANY_AREA}, ${properties.areaId})
          and k.listing_type in (${ANY_LISTING_TYPE}, ${properties.listingType})
          and k.min_price <= ${properties.price} and k.max_price >= ${properties.price}
          and (k.bedroom_mask & (1 << least(${properties.bedrooms}, 20))) <> 0
          and k.user_id <> ${properties.userId}
          and (k.words is null or ${properties.searchVector} @@ k.words)) k
      where ${properties.id} = ${propertyId} and ${isPubliclyVisible}`,
  );
  return { exact: found?.exact ?? [], toCheck: found?.toCheck ?? [] };
}

/** The search's conditions exactly as the search page plans them (keywords read, localities resolved). */
async function conditionsOf(context: KeptContext, stored: unknown, version: ListingsVersion): Promise<SQL[] | null> {
  const parsed = ZSearchRequest.safeParse(stored);
  if (!parsed.success) return null;
  return (await planSearch(context, parsed.data, version)).where;
}

/**
 * Of `ids`, the saved searches the listing matches exactly. Each chunk is one statement that reads
 * the listing's row once and evaluates every search's conditions on it (a row of `values` each);
 * that anyone may see the listing, which every search asks, is checked once for all.
 */
async function confirm(context: KeptContext, propertyId: number, ids: number[]): Promise<number[]> {
  const { db, kept } = context;
  const matched: number[] = [];
  const version = await kept.versions.read();
  for (let i = 0; i < ids.length; i += CHECK_CHUNK) {
    const searches = await db
      .select({ id: savedSearches.id, filters: savedSearches.filters })
      .from(savedSearches)
      .where(inArray(savedSearches.id, ids.slice(i, i + CHECK_CHUNK)));
    const checks: SQL[] = [];
    for (const search of searches) {
      const conditions = await conditionsOf(context, search.filters, version);
      if (!conditions) continue;
      // Nothing else asked: the search lists every home anyone may see.
      const own = and(...conditions.filter((condition) => condition !== isPubliclyVisible)) ?? sql`true`;
      checks.push(sql`(${search.id}::int, ${own})`);
    }
    if (checks.length === 0) continue;
    const hits = await rowsOf<{ id: number }>(
      db,
      sql`select c.id from ${properties} cross join lateral (values ${sql.join(checks, sql`, `)}) as c(id, hit)
        where ${properties.id} = ${propertyId} and ${isPubliclyVisible} and c.hit`,
    );
    matched.push(...hits.map((row) => row.id));
  }
  return matched;
}

/** Ids of the saved searches that alert and that the listing, as it now is in `db`, matches. */
export async function matchingSearches(context: KeptContext, propertyId: number): Promise<number[]> {
  const { exact, toCheck } = await candidates(context.db, propertyId);
  return toCheck.length > 0 ? [...exact, ...(await confirm(context, propertyId, toCheck))] : exact;
}

/** Whether the listing still matches these searches (the daily digest checks again before it goes). */
export async function stillMatching(context: KeptContext, propertyId: number, searchIds: number[]): Promise<Set<number>> {
  return new Set(await confirm(context, propertyId, searchIds));
}
