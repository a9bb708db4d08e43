// Alerts for a listing that newly matches saved searches: a notification and an email for
// 'instantly' searches, a pending match for the daily digest. Posting or editing a listing writes
// one 'match-listing' outbox job in its own transaction (so the work exists exactly when the listing
// or edit does, and posting costs the same however many searches are saved); the worker matches and
// writes every alert in one transaction with set-based inserts. Each search alerts on a listing once,
// whatever later edits do or however often the job runs.
import { and, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { AlertLimitName } from '#server/http/request-limits.ts';
import { outbox, savedSearches } from '#server/db/schema.ts';
import { listingName } from '../email/listing-name.ts';
import { listingLine } from '../email/templates.ts';
import type { EmailJob } from '../outbox/enqueue.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import type { ListingWatcher } from '../properties/listing-watchers.ts';
import { findPropertyRow } from '../properties/listing-rows.ts';
import { matchingSearches } from './match-listing.ts';

export const savedSearchPath = (id: number) => `/saved-searches/${id}`;
export const MATCH_LISTING_JOB = 'match-listing';

/** `before`: the searches the listing matched just before an edit (none for a new listing). */
type MatchListingJob = { propertyId: number; before: number[] };

/** Ids of the searches the listing matches now: taken before an edit, to tell what it newly matches. */
export async function currentMatches(context: KeptContext, propertyId: number): Promise<Set<number>> {
  return new Set(await matchingSearches(context, propertyId));
}

/** Asks the worker to alert the searches the listing newly matches; call in the posting or editing transaction. */
export async function enqueueListingMatch(tx: Db, propertyId: number, before: Set<number> = new Set()): Promise<void> {
  const job: MatchListingJob = { propertyId, before: [...before] };
  await tx.insert(outbox).values({ kind: MATCH_LISTING_JOB, payload: job });
}

/** Alerts for posted and edited listings: an edit alerts only the searches the listing newly matches. */
export const savedSearchWatcher: ListingWatcher = {
  posted: ({ db }, propertyId) => enqueueListingMatch(db, propertyId),
  async editing(context, propertyId) {
    const before = await currentMatches(context, propertyId);
    return () => enqueueListingMatch(context.db, propertyId, before);
  },
};

type AlertLimits = Record<AlertLimitName, number>;

type AlertedSearch = { id: number; userId: number; name: string; frequency: 'instantly' | 'daily' | 'never' };

/** What an alert names of each matched search (its owner, name and frequency), in one query. */
async function alertedSearches(tx: Db, ids: number[]): Promise<AlertedSearch[]> {
  return tx
    .select({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(and(sql`${savedSearches.id} = any(${`{${ids.join(',')}}`}::int[])`, ne(savedSearches.frequency, 'never')));
}

type AlertRow = { searchId: number; isInstant: boolean; userId: number; title: string; body: string; link: string; email: EmailJob };

function alertRow(search: AlertedSearch, line: ReturnType<typeof listingLine>, name: string): AlertRow {
  return {
    searchId: search.id,
    isInstant: search.frequency === 'instantly',
    userId: search.userId,
    title: `New match for "${search.name}"`,
    body: `${line.title} · ${line.subtitle}`,
    link: line.path,
    email: {
      userId: search.userId,
      category: 'alerts',
      content: {
        subject: `New home for your saved search: ${name}`,
        heading: `A new home matches "${search.name}"`,
        intro: ['A home that matches your saved search was just listed on Gruha.'],
        listings: [line],
        action: { label: 'See all matches', path: savedSearchPath(search.id) },
      },
    },
  };
}

/** The day the alert limits count in: India's, as the daily digest's. */
const TODAY_IN_INDIA = sql`(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;

/**
 * Alerts every saved search the listing matches now and did not match `before`, in one statement:
 * the matches are recorded (a search already alerted on this listing is skipped), and only the
 * newly recorded 'instantly' ones within the day's alert limits (per listing and per watcher) get a
 * notification and an email job; those past a limit wait, undelivered, for the daily digest.
 */
export async function alertNewMatches(context: KeptContext, propertyId: number, before: Set<number>, limits: AlertLimits): Promise<void> {
  const tx = context.db;
  const fresh = (await matchingSearches(context, propertyId)).filter((id) => !before.has(id));
  if (fresh.length === 0) return;
  // One listing's alerts are counted and written one job at a time, however many workers run.
  await tx.execute(sql`select id from properties where id = ${propertyId} for update`);
  const listing = await findPropertyRow(tx, propertyId);
  if (!listing) return;
  const line = listingLine(listing);
  const rows = JSON.stringify((await alertedSearches(tx, fresh)).map((search) => alertRow(search, line, listingName(listing))));
  await tx.execute(sql`
    with alert as (
      select * from jsonb_to_recordset(${rows}::jsonb)
        as a("searchId" int, "isInstant" boolean, "userId" int, title text, body text, link text, email jsonb)
      where not exists (select 1 from saved_search_matches m where m.saved_search_id = a."searchId" and m.property_id = ${propertyId})),
    listing_sent as (
      select count(*)::int as n from saved_search_matches
      where property_id = ${propertyId} and alerted_at >= ${TODAY_IN_INDIA}),
    watcher_sent as (
      select s.user_id, count(*)::int as n from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
      where s.user_id in (select "userId" from alert) and m.alerted_at >= ${TODAY_IN_INDIA} group by s.user_id),
    ranked as (
      select alert.*,
        row_number() over (partition by "isInstant" order by "searchId") as listing_rank,
        row_number() over (partition by "isInstant", "userId" order by "searchId") as watcher_rank
      from alert),
    decided as (
      select ranked.*, "isInstant"
        and listing_rank + (select n from listing_sent) <= ${limits['alerts-per-listing']}
        and watcher_rank + coalesce((select n from watcher_sent w where w.user_id = ranked."userId"), 0) <= ${limits['alerts-per-watcher']}
        as "sendNow"
      from ranked),
    recorded as (
      insert into saved_search_matches (saved_search_id, property_id, delivered_at, alerted_at)
      select "searchId", ${propertyId}, case when "sendNow" then now() end, case when "sendNow" then now() end from decided
      on conflict do nothing
      returning saved_search_id),
    instant as (
      select decided.* from decided join recorded on recorded.saved_search_id = decided."searchId" where decided."sendNow"),
    noted as (
      insert into notifications (user_id, kind, title, body, link)
      select "userId", 'search_alert', title, body, link from instant)
    insert into outbox (kind, payload) select 'email', email from instant`);
}

/** The worker's side of a 'match-listing' job: matching and alerts in one transaction. */
export function matchListingHandler({ db, kept }: KeptContext, limits: AlertLimits): JobHandler {
  return async (job) => {
    const { propertyId, before } = job.payload as MatchListingJob;
    await db.transaction((tx) => alertNewMatches({ db: tx, kept }, propertyId, new Set(before), limits));
  };
}
