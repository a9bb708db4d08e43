// Daily digests: once a day, at 08:00 in India, the matches that daily saved
// searches gathered since the last digest go out as one notification and one email per person.
// The run is an outbox job with a key per day, so any number of instances make it once.
import { sql } from 'drizzle-orm';
import { todayBy, type Clock } from '#server/time/clock.ts';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { listingLine, type EmailListing } from '../email/templates.ts';
import { notify } from '../notifications/notify.ts';
import { enqueueOnce } from '../outbox/enqueue.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { KeptContext } from '../properties/kept-listings.ts';
import { findPropertyRow } from '../properties/listing-rows.ts';
import { savedSearchPath } from './alerts.ts';
import { stillMatching } from './match-listing.ts';

/** The hour (India time) the daily digest goes out. */
export const DIGEST_HOUR_IST = '08:00';
export const DIGEST_RUN_JOB = 'digest-run';

/** Asks for today's run once per day per process; the key keeps it one run for all processes. */
export function scheduleDigestRuns(db: Db, clock: Clock): () => Promise<void> {
  let scheduledDay = '';
  return async () => {
    const day = todayBy(clock);
    if (day === scheduledDay) return;
    await enqueueOnce(db, DIGEST_RUN_JOB, `${DIGEST_RUN_JOB}:${day}`, { day }, new Date(`${day}T${DIGEST_HOUR_IST}:00+05:30`));
    scheduledDay = day;
  };
}

type Pending = { searchId: number; propertyId: number; userId: number; name: string; firstName: string };

async function sendDigest(context: KeptContext, userId: number, pending: Pending[]) {
  const tx = context.db;
  const bySearch = new Map<number, { name: string; matches: Pending[] }>();
  for (const match of pending) {
    const search = bySearch.get(match.searchId) ?? { name: match.name, matches: [] };
    bySearch.set(match.searchId, { ...search, matches: [...search.matches, match] });
  }
  const listings: EmailListing[] = [];
  const sections: string[] = [];
  for (const [searchId, { name, matches }] of bySearch) {
    const still = new Set<number>();
    for (const match of matches) if ((await stillMatching(context, match.propertyId, [searchId])).has(searchId)) still.add(match.propertyId);
    if (still.size === 0) continue;
    sections.push(`${still.size} new for "${name}"`);
    for (const propertyId of still) {
      const row = await findPropertyRow(tx, propertyId);
      if (row) listings.push({ ...listingLine(row), subtitle: `${listingLine(row).subtitle} · for "${name}"` });
    }
  }
  if (listings.length === 0) return;
  const count = listings.length;
  const homes = count === 1 ? '1 new home matches' : `${count} new homes match`;
  const [onlySearch, ...otherSearches] = bySearch.keys();
  await notify(tx, {
    userId,
    kind: 'search_digest',
    title: `Your daily digest: ${homes} your saved searches`,
    body: sections.join(' · '),
    link: onlySearch !== undefined && otherSearches.length === 0 ? savedSearchPath(onlySearch) : '/account',
    email: {
      category: 'alerts',
      content: {
        subject: `Your Gruha daily digest: ${homes} your saved searches`,
        heading: `${homes} your saved searches`,
        intro: ['Here are the homes listed since your last digest that match your saved searches.'],
        listings,
        action: { label: 'Open your saved searches', path: '/account' },
      },
    },
  });
}

/**
 * Gathers every undelivered match of searches that still alert, checks each still matches, and
 * sends each person one digest, all in one transaction with marking them delivered: a digest is
 * written once, even when two runs overlap (SKIP LOCKED leaves one run each match).
 */
export async function sendDailyDigests({ db, kept }: KeptContext): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await rowsOf<Pending>(
      tx,
      sql`
      select m.saved_search_id as "searchId", m.property_id as "propertyId", s.user_id as "userId", s.name as "name", u.first_name as "firstName"
      from saved_search_matches m
      join saved_searches s on s.id = m.saved_search_id
      join users u on u.id = s.user_id
      where m.delivered_at is null and s.frequency <> 'never' and u.is_active and u.deleted_at is null
      order by s.user_id, m.saved_search_id, m.matched_at
      for update of m skip locked`,
    );
    const byUser = new Map<number, Pending[]>();
    for (const row of pending) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
    for (const [userId, ofUser] of byUser) await sendDigest({ db: tx, kept }, userId, ofUser);
    for (const row of pending) {
      await tx.execute(
        sql`update saved_search_matches set delivered_at = now() where saved_search_id = ${row.searchId} and property_id = ${row.propertyId}`,
      );
    }
    return byUser.size;
  });
}

export function digestRunHandler(context: KeptContext): JobHandler {
  return async () => {
    await sendDailyDigests(context);
  };
}
