// SQL for a listing's state: moving it, and the listings the periodic check is due to move.
import { sql } from 'drizzle-orm';
import { LISTED_STATUSES, type TListingStatus, type TPosterStatus } from '#shared/listing-lifecycle.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { STATE_COLUMNS, type ListingState } from './listing-state.ts';

const LISTED = sql.raw(`(${LISTED_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * Moves a listing to `next`. Listed (is_active) exactly in the listed states, and never while
 * moderation holds it (review_state): a poster's answer cannot undo an admin's. "Still available"
 * restarts its confirmation clock.
 */
export async function writeStatus(tx: Db, id: number, next: TPosterStatus | 'unconfirmed' | 'hidden'): Promise<void> {
  await tx.execute(sql`
    update properties set
      status = ${next},
      is_active = ${next} in ${LISTED} and review_state is null,
      status_changed_at = case when status = ${next} then status_changed_at else now() end,
      confirmed_at = case when ${next} = 'available' then now() else confirmed_at end,
      reminded_at = case when ${next} = 'available' then null else reminded_at end
    where id = ${id}`);
}

/**
 * Up to `limit` listings whose confirmation is due: listed, last confirmed and last asked more than
 * `days` ago. Locked, skipping any another check or a poster holds.
 */
export function lockDueForQuestion(tx: Db, days: number, limit: number): Promise<ListingState[]> {
  return rowsOf<ListingState>(
    tx,
    sql`select ${STATE_COLUMNS} from properties p
      where p.status in ${LISTED} and p.confirmed_at < now() - make_interval(days => ${days})
        and (p.reminded_at is null or p.reminded_at < now() - make_interval(days => ${days}))
      order by p.confirmed_at, p.id limit ${limit} for update skip locked`,
  );
}

/** Up to `limit` listings in `status` for more than `days`, locked as lockDueForQuestion does. */
export function lockStaleIn(tx: Db, statuses: TListingStatus[], days: number, limit: number): Promise<ListingState[]> {
  return rowsOf<ListingState>(
    tx,
    sql`select ${STATE_COLUMNS} from properties p
      where p.status = any(${sql.param(statuses)}::text[]) and p.status_changed_at < now() - make_interval(days => ${days})
      order by p.status_changed_at, p.id limit ${limit} for update skip locked`,
  );
}

/** Marks the listing asked now; a listed one becomes unconfirmed (its clock to hiding starts then). */
export async function markAsked(tx: Db, id: number): Promise<void> {
  await tx.execute(sql`
    update properties set reminded_at = now(),
      status_changed_at = case when status = 'unconfirmed' then status_changed_at else now() end,
      status = 'unconfirmed'
    where id = ${id}`);
}

/**
 * Everyone who follows a home (shortlisted it, or a saved search of theirs matched it) and still has an
 * account, but its poster; with `notToldSince`, only those not told of it in the bell since then.
 */
export async function findFollowers(
  db: Db,
  propertyId: number,
  posterId: number,
  { notToldSince }: { notToldSince?: Date } = {},
): Promise<{ userId: number }[]> {
  const notTold = notToldSince
    ? sql`and not exists (select 1 from notifications n where n.user_id = u.id and n.kind = 'listing' and n.link = ${`/property/${propertyId}`} and n.created_at >= ${notToldSince})`
    : sql``;
  return rowsOf<{ userId: number }>(
    db,
    sql`select u.id as "userId" from users u
      where u.id in (
        select f.user_id from shortlist_items f where f.property_id = ${propertyId}
        union
        select s.user_id from saved_search_matches m join saved_searches s on s.id = m.saved_search_id where m.property_id = ${propertyId})
      and u.id <> ${posterId} and u.is_active and u.deleted_at is null ${notTold}
      order by u.id`,
  );
}

/**
 * What counts against the day's alert limits (http/request-limits.ts) since `since`: the listing's
 * instant alerts and status notices, and each of `userIds`' alerts and listing notices.
 */
export async function noticesSentSince(
  db: Db,
  propertyId: number,
  userIds: number[],
  since: Date,
): Promise<{ listing: number; byWatcher: Map<number, number> }> {
  const listingRows = await rowsOf<{ n: number }>(
    db,
    sql`select (select count(*) from saved_search_matches where property_id = ${propertyId} and alerted_at >= ${since})::int
      + (select count(*) from notifications where kind = 'listing' and link = ${`/property/${propertyId}`} and created_at >= ${since})::int as n`,
  );
  const ids = sql`(${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  const watcherRows =
    userIds.length === 0
      ? []
      : await rowsOf<{ userId: number; n: number }>(
          db,
          sql`select user_id as "userId", count(*)::int as n from (
              select s.user_id from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
              where m.alerted_at >= ${since} and s.user_id in ${ids}
              union all
              select user_id from notifications
              where kind = 'listing' and created_at >= ${since} and user_id in ${ids}) sent
            group by user_id`,
        );
  return { listing: listingRows[0]?.n ?? 0, byWatcher: new Map(watcherRows.map((row) => [row.userId, row.n])) };
}
