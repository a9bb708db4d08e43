// A home rented out or sold: everyone who follows it hears, from an outbox job queued with the change
// (the poster's tap stays one short transaction however many follow the home). A follower hears of a
// listing's status at most once an India day: a poster toggling rented out and available again and
// again tells each follower once.
import type { Db } from '#server/db/client.ts';
import { indiaDateOf, startOfIndiaDay } from '#shared/india-date.ts';
import { outbox } from '#server/db/schema.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { Clock } from '#server/time/clock.ts';
import { tellFollower } from './notices.ts';
import { lockListingState } from './listing-state.ts';
import { findFollowers } from './queries.ts';

export const FOLLOWERS_NEWS_JOB = 'listing-taken';

export async function enqueueFollowersNews(tx: Db, propertyId: number): Promise<void> {
  await tx.insert(outbox).values({ kind: FOLLOWERS_NEWS_JOB, payload: { propertyId } });
}

/** Tells the followers in one transaction, unless the poster has put the home back on the market since. */
export function followersNewsHandler(db: Db, clock: Clock): JobHandler {
  return async (job) => {
    const today = indiaDateOf(clock.now());
    const { propertyId } = job.payload as { propertyId: number };
    await db.transaction(async (tx) => {
      const listing = await lockListingState(tx, propertyId);
      if (!listing || (listing.status !== 'rented_out' && listing.status !== 'sold')) return;
      for (const { userId } of await findFollowers(tx, propertyId, listing.userId, { notToldSince: startOfIndiaDay(today) }))
        await tellFollower(tx, userId, listing);
    });
  };
}
