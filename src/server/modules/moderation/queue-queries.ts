// SQL for the moderation queue: what needs a decision, and the listings, reports, flags and
// decisions it shows. Admin-only: the route guards it (routes-queue.ts).
import { sql, type SQL } from 'drizzle-orm';
import { QUEUE_KINDS } from '#shared/contracts/moderation.ts';
import type {
  TDecision,
  TFlagKind,
  TModerationListing,
  TPersonDecision,
  TPosterTrust,
  TQueueCounts,
  TQueueKind,
  TReportReason,
} from '#shared/contracts/moderation.ts';
import type { Db } from '#server/db/client.ts';
import { firstRow, rowsOf } from '#server/db/rows.ts';
import type { FlagEvidence } from './flag-queries.ts';
import { isWaitingForVerification } from './verification-waiting.ts';

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export type QueueEntry = { propertyId: number; latestAt: string; isWaiting: boolean; severity: number; enteredAt: string };
/** Where a page starts: after the entry of this severity, time it entered the queue (microseconds) and listing. */
export type QueueCursor = readonly [severity: number, enteredAt: string, propertyId: number];

/** The kinds as the entries' columns say them; their severity is their place in QUEUE_KINDS, the one order. */
const HAS_KIND: Record<TQueueKind, SQL> = {
  reported: sql`e.reports > 0`,
  flagged: sql`e.flagged`,
  awaiting_verification: sql`e.waiting`,
};
const severity = sql.join(
  [sql`(case`, ...QUEUE_KINDS.map((kind, i) => sql`when ${HAS_KIND[kind]} then ${QUEUE_KINDS.length - i}`), sql`else 0 end)`],
  sql` `,
);

/**
 * Listings with open reports (of the listing or of a conversation about it) or flags, or waiting for
 * verification; `entered`: when the oldest thing still open put it in the queue, which later reports
 * do not move (paging stays stable); `latest`: the newest.
 */
const entries = sql`with reported as (
    select property_id, count(*)::int as reports, min(created_at) as oldest, max(created_at) as latest from (
      select property_id, created_at from listing_reports where resolved_at is null
      union all select property_id, created_at from conversation_reports where resolved_at is null) open_reports
    group by property_id),
  flagged as (select property_id, min(created_at) as oldest, max(created_at) as latest from listing_flags where resolved_at is null group by property_id),
  waiting as (select p.id as property_id, p.verification_requested_at as latest from properties p where ${isWaitingForVerification}),
  e as (
    select q.*, (extract(epoch from q.entered_at) * 1000000)::bigint as entered_us from (
      select coalesce(r.property_id, f.property_id, w.property_id) as property_id, coalesce(r.reports, 0) as reports,
        f.property_id is not null as flagged, w.property_id is not null as waiting,
        least(r.oldest, f.oldest, w.latest) as entered_at, greatest(r.latest, f.latest, w.latest) as latest
      from reported r full join flagged f on f.property_id = r.property_id
        full join waiting w on w.property_id = coalesce(r.property_id, f.property_id)) q
    join properties p on p.id = q.property_id
    where p.status <> 'deleted')`;

/** One page of the queue, of one kind or all: the most severe kind first, then the longest waiting. */
export async function findQueueEntries(
  db: Db,
  { kind, after, limit }: { kind?: TQueueKind; after?: QueueCursor; limit: number },
): Promise<QueueEntry[]> {
  const conditions = [sql`true`];
  if (kind) conditions.push(HAS_KIND[kind]);
  if (after) {
    const [sev, entered, id] = after;
    conditions.push(sql`(${severity} < ${sev} or (${severity} = ${sev} and (e.entered_us > ${entered}::bigint
      or (e.entered_us = ${entered}::bigint and e.property_id > ${id}))))`);
  }
  return rowsOf<QueueEntry>(
    db,
    sql`${entries}
      select e.property_id as "propertyId", ${iso(sql`e.latest`)} as "latestAt", e.waiting as "isWaiting",
        ${severity} as "severity", e.entered_us::text as "enteredAt"
      from e where ${sql.join(conditions, sql` and `)}
      order by ${severity} desc, e.entered_us, e.property_id
      limit ${limit}`,
  );
}

/** How many entries the whole queue holds, and of each kind. */
export async function countQueueEntries(db: Db): Promise<TQueueCounts> {
  const rows = await rowsOf<TQueueCounts>(
    db,
    sql`${entries}
      select count(*)::int as "all", ${sql.join(
        QUEUE_KINDS.map((kind) => sql`count(*) filter (where ${HAS_KIND[kind]})::int as ${sql.identifier(kind)}`),
        sql`, `,
      )} from e`,
  );
  return firstRow(rows);
}

export async function findModerationListings(db: Db, ids: number[]): Promise<TModerationListing[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<Omit<TModerationListing, 'poster'> & { posterId: number; posterName: string; memberSince: string }>(
    db,
    sql`select p.id, p.title, p.price::float8 as "price", p.listing_type as "listingType", p.owner_type as "ownerType",
        coalesce(p.address, a.name || ', ' || p.city) as "address", a.name as "areaName",
        (select i.thumb_url from property_images i where i.property_id = p.id order by i.is_primary desc, i.position, i.id limit 1) as "thumbUrl",
        p.is_verified as "isVerified", p.is_active as "isActive", p.review_state as "reviewState", ${iso(sql`p.created_at`)} as "createdAt",
        u.id as "posterId", trim(u.first_name || ' ' || u.last_name) as "posterName", ${iso(sql`u.created_at`)} as "memberSince"
      from properties p join areas a on a.id = p.area_id join users u on u.id = p.user_id
      where p.id in (${idList(ids)})`,
  );
  return rows.map(({ posterId, posterName, memberSince, ...listing }) => ({ ...listing, poster: { id: posterId, name: posterName, memberSince } }));
}

export type ReportRow = { id: number; propertyId: number; reason: TReportReason; details: string | null; reporterName: string; createdAt: string };

export async function findOpenReports(db: Db, ids: number[]): Promise<ReportRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<ReportRow>(
    db,
    sql`select r.id, r.property_id as "propertyId", r.reason, r.details, trim(u.first_name || ' ' || u.last_name) as "reporterName",
        ${iso(sql`r.created_at`)} as "createdAt"
      from listing_reports r join users u on u.id = r.reporter_id
      where r.resolved_at is null and r.property_id in (${idList(ids)}) order by r.created_at desc, r.id desc`,
  );
}

export type FlagRow = { id: number; propertyId: number; kind: TFlagKind; evidence: FlagEvidence; createdAt: string };

export async function findOpenFlags(db: Db, ids: number[]): Promise<FlagRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<FlagRow>(
    db,
    sql`select id, property_id as "propertyId", kind, evidence, ${iso(sql`created_at`)} as "createdAt"
      from listing_flags where resolved_at is null and property_id in (${idList(ids)}) order by created_at desc, id desc`,
  );
}

export async function findDecisions(db: Db, ids: number[]): Promise<(TDecision & { propertyId: number })[]> {
  if (ids.length === 0) return [];
  return rowsOf<TDecision & { propertyId: number }>(
    db,
    sql`select d.id, d.property_id as "propertyId", d.action, d.reason, trim(u.first_name || ' ' || u.last_name) as "adminName",
        ${iso(sql`d.created_at`)} as "createdAt"
      from moderation_decisions d join users u on u.id = d.admin_id
      where d.property_id in (${idList(ids)}) order by d.created_at desc, d.id desc`,
  );
}

export async function findPersonDecisions(db: Db, ids: number[]): Promise<(TPersonDecision & { propertyId: number })[]> {
  if (ids.length === 0) return [];
  return rowsOf<TPersonDecision & { propertyId: number }>(
    db,
    sql`select d.id, d.property_id as "propertyId", d.action, d.reason, trim(r.first_name || ' ' || r.last_name) as "reportedName",
        trim(u.first_name || ' ' || u.last_name) as "adminName", ${iso(sql`d.created_at`)} as "createdAt"
      from conversation_report_decisions d join users u on u.id = d.admin_id join users r on r.id = d.reported_id
      where d.property_id in (${idList(ids)}) order by d.created_at desc, d.id desc`,
  );
}

/** How long the poster has been on Gruha, whether their email is confirmed and how many of their listings (not deleted) are verified. */
export async function findPosterTrust(db: Db, propertyId: number): Promise<TPosterTrust | undefined> {
  const [row] = await rowsOf<TPosterTrust>(
    db,
    sql`select ${iso(sql`u.created_at`)} as "memberSince", u.email_confirmed_at is not null as "isEmailConfirmed",
        (select count(*)::int from properties v where v.user_id = u.id and v.is_verified and v.status <> 'deleted') as "verifiedListings"
      from properties p join users u on u.id = p.user_id where p.id = ${propertyId}`,
  );
  return row;
}
