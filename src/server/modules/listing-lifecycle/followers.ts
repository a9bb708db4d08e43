// A home rented out or sold: everyone who follows it hears, from an outbox job queued with the change
// (the poster's tap stays one short transaction however many follow the home). A follower hears of a
// listing's status at most once an India day: a poster toggling rented out and available again and
// again tells each follower once. Status notices count against the day's alert limits, per listing and
// per follower, as instant alerts do: past either, a follower is not told that day.
import type { Db } from '#server/db/client.ts';
import { indiaDateOf, startOfIndiaDay } from '#shared/india-date.ts';
import { outbox } from '#server/db/schema.ts';
import type { AlertLimitName } from '#server/http/request-limits.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { Clock } from '#server/time/clock.ts';
import { tellFollower } from './notices.ts';
import { lockListingState } from './listing-state.ts';
import { findFollowers, noticesSentSince } from './queries.ts';

export const FOLLOWERS_NEWS_JOB = 'listing-taken';

export async function enqueueFollowersNews(tx: Db, propertyId: number): Promise<void> {
  await tx.insert(outbox).values({ kind: FOLLOWERS_NEWS_JOB, payload: { propertyId } });
}

/** Tells the followers in one transaction, unless the poster has put the home back on the market since. */
export function followersNewsHandler(db: Db, clock: Clock, limits: Record<AlertLimitName, number>): JobHandler {
  return async (job) => {
    const today = indiaDateOf(clock.now());
    const { propertyId } = job.payload as { propertyId: number };
    await db.transaction(async (tx) => {
      const listing = await lockListingState(tx, propertyId);
      if (!listing || (listing.status !== 'rented_out' && listing.status !== 'sold')) return;
      const since = startOfIndiaDay(today);
      const followers = (await findFollowers(tx, propertyId, listing.userId, { notToldSince: since })).map((follower) => follower.userId);
      const sent = await noticesSentSince(tx, propertyId, followers, since);
      let listingSent = sent.listing;
      for (const userId of followers) {
        if (listingSent >= limits['alerts-per-listing']) return;
        if ((sent.byWatcher.get(userId) ?? 0) >= limits['alerts-per-watcher']) continue;
        await tellFollower(tx, userId, listing);
        listingSent += 1;
      }
    });
  };
}
