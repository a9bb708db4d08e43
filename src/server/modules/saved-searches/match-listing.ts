// Reverse matching: which saved searches a listing matches. They come from the
// index of the searches' bounds and words (saved_search_keys), which holds only keys of owners who
// still have an account; most are matches as found (their key is the whole search). The others
// filter on more than the key holds (their residual, shared by many searches): each residual among
// the candidates is checked once, through the search's own plan and conditions
// (properties/search-plan.ts), against this one listing: a rule exists in one place, and a listing
// matches a saved search exactly when the search page would show it.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { ZSearchRequest } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { properties, savedSearches } from '#server/db/schema.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import type { ListingsVersion } from '#server/cache/listings-version.ts';
import { isPubliclyVisible } from '../properties/listing-rows.ts';
import { planSearch } from '../properties/search-plan.ts';
import { ANY_AREA, ANY_LISTING_TYPE } from './match-keys.ts';

/** Searches (or residuals) are checked this many to a query. */
const CHECK_CHUNK = 200;

/** Candidates that share a residual (none: `filters` null, each is a match). */
type CandidateGroup = { filters: unknown; ids: number[] };

/**
 * In one statement, an index-only scan: the saved searches (of others than the poster, who still
 * have an account) whose keys admit the listing, when anyone may see it, grouped by residual. The
 * probe reads only keys for the listing's locality (or any) and type (or any); a search's words are
 * matched against the listing's text here too. No search's row is read, so the time grows with the
 * keys in the listing's ranges, not with the number of matches' rows to fetch.
 */
async function candidates(db: Db, propertyId: number): Promise<CandidateGroup[]> {
  return rowsOf<CandidateGroup>(
    db,
    sql`with k as (
        select k.saved_search_id, k.residual_id from ${properties} cross join lateral (
          select k.saved_search_id, k.residual_id from saved_search_keys k
          where k.is_owner_active
            and k.area_id in (${ANY_AREA}, ${properties.areaId})
            and k.listing_type in (${ANY_LISTING_TYPE}, ${properties.listingType})
            and k.min_price <= ${properties.price} and k.max_price >= ${properties.price}
            and (k.bedroom_mask & (1 << least(${properties.bedrooms}, 20))) <> 0
            and k.user_id <> ${properties.userId}
            and (k.words is null or ${properties.searchVector} @@ k.words)) k
        where ${properties.id} = ${propertyId} and ${isPubliclyVisible})
      select r.filters, array_agg(k.saved_search_id) as ids
      from k left join saved_search_residuals r on r.id = k.residual_id
      group by k.residual_id, r.filters`,
  );
}

/** The search's conditions exactly as the search page plans them (keywords read, localities resolved). */
async function conditionsOf(context: KeptContext, stored: unknown, version: ListingsVersion): Promise<SQL[] | null> {
  const parsed = ZSearchRequest.safeParse(stored);
  if (!parsed.success) return null;
  return (await planSearch(context, parsed.data, version)).where;
}

/**
 * Which of `checks` (each an id and a search's filters) the listing matches. Each chunk is one
 * statement that reads the listing's row once and evaluates every set of filters on it (a row of
 * `values` each); that anyone may see the listing, which every search asks, is checked once for all.
 */
async function hitsOf(context: KeptContext, propertyId: number, checks: { id: number; filters: unknown }[]): Promise<Set<number>> {
  const hits = new Set<number>();
  const version = await context.kept.versions.read();
  for (let i = 0; i < checks.length; i += CHECK_CHUNK) {
    const rows: SQL[] = [];
    for (const check of checks.slice(i, i + CHECK_CHUNK)) {
      const conditions = await conditionsOf(context, check.filters, version);
      if (!conditions) continue;
      // Nothing else asked: the search lists every home anyone may see.
      const own = and(...conditions.filter((condition) => condition !== isPubliclyVisible)) ?? sql`true`;
      rows.push(sql`(${check.id}::int, ${own})`);
    }
    if (rows.length === 0) continue;
    const found = await rowsOf<{ id: number }>(
      context.db,
      sql`select c.id from ${properties} cross join lateral (values ${sql.join(rows, sql`, `)}) as c(id, hit)
        where ${properties.id} = ${propertyId} and ${isPubliclyVisible} and c.hit`,
    );
    for (const row of found) hits.add(row.id);
  }
  return hits;
}

/** Ids of the saved searches that alert and that the listing, as it now is in `db`, matches. */
export async function matchingSearches(context: KeptContext, propertyId: number): Promise<number[]> {
  const groups = await candidates(context.db, propertyId);
  const exact = groups.filter((group) => group.filters === null);
  const toCheck = groups.filter((group) => group.filters !== null);
  const hits =
    toCheck.length > 0
      ? await hitsOf(
          context,
          propertyId,
          toCheck.map((group, id) => ({ id, filters: group.filters })),
        )
      : new Set();
  return [...exact.flatMap((group) => group.ids), ...toCheck.filter((_, id) => hits.has(id)).flatMap((group) => group.ids)];
}

/** Whether the listing still matches these searches (the daily digest checks again before it goes). */
export async function stillMatching(context: KeptContext, propertyId: number, searchIds: number[]): Promise<Set<number>> {
  const searches = await context.db
    .select({ id: savedSearches.id, filters: savedSearches.filters })
    .from(savedSearches)
    .where(inArray(savedSearches.id, searchIds));
  return hitsOf(context, propertyId, searches);
}
