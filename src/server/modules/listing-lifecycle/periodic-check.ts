// The daily check of every listing's age, an outbox job with a key per day (as the daily digest is):
// any number of instances make it once, and a crash leaves it to be retried. It asks posters whose
// listing was last confirmed 14 days ago (and every 14 days after), hides listings unconfirmed for 30
// days, and closes homes rented out or sold 30 days ago. Each listing moves in a short transaction of
// its own, with its notice, so a retried run picks up where the last one stopped.
import { CLOSE_AFTER_DAYS, CONFIRM_EVERY_DAYS, HIDE_AFTER_UNCONFIRMED_DAYS } from '#shared/listing-lifecycle.ts';
import { todayBy, type Clock } from '#server/time/clock.ts';
import type { Db } from '#server/db/client.ts';
import { enqueueOnce } from '../outbox/enqueue.ts';
import type { JobHandler } from '#server/jobs/registry.ts';
import type { ConfirmLinkSigner } from './confirm-token.ts';
import { cancelVisitsToCome, HOME_GONE_REASONS } from '../visits/home-gone.ts';
import { askPoster } from './notices.ts';
import type { ListingState } from './listing-state.ts';
import { lockDueForQuestion, lockStaleIn, markAsked, writeStatus } from './queries.ts';

export const LISTING_AGE_CHECK_JOB = 'listing-age-check';
/** The one check of `day` (an India date, YYYY-MM-DD), however many processes ask for it. */
export const listingAgeCheckKey = (day: string) => `${LISTING_AGE_CHECK_JOB}:${day}`;
/** The hour (India time) the check runs: posters get their questions in the morning. */
const CHECK_HOUR_IST = '10:00';
const BATCH = 100;

/** Asks for today's check once per day per process; the key keeps it one run for all processes. */
export function scheduleListingAgeChecks(db: Db, clock: Clock): () => Promise<void> {
  let scheduledDay = '';
  return async () => {
    const day = todayBy(clock);
    if (day === scheduledDay) return;
    await enqueueOnce(db, LISTING_AGE_CHECK_JOB, listingAgeCheckKey(day), { day }, new Date(`${day}T${CHECK_HOUR_IST}:00+05:30`));
    scheduledDay = day;
  };
}

/**
 * Takes batches of locked listings and moves each, until a batch comes back short; answers how many
 * moved. A stopping server ends the check between batches: tried again, it goes on from there.
 */
async function eachDue(
  db: Db,
  signal: AbortSignal,
  lock: (tx: Db) => Promise<ListingState[]>,
  move: (tx: Db, listing: ListingState) => Promise<void>,
) {
  let moved = 0;
  for (;;) {
    if (signal.aborted) throw new Error('The listing age check stopped with the server; it goes on when tried again');
    const count = await db.transaction(async (tx) => {
      const due = await lock(tx);
      for (const listing of due) await move(tx, listing);
      return due.length;
    });
    moved += count;
    if (count < BATCH) return moved;
  }
}

export type CheckCounts = { hidden: number; closed: number; asked: number };

export async function runListingAgeCheck(db: Db, signer: ConfirmLinkSigner, signal = new AbortController().signal): Promise<CheckCounts> {
  const hidden = await eachDue(
    db,
    signal,
    (tx) => lockStaleIn(tx, ['unconfirmed'], HIDE_AFTER_UNCONFIRMED_DAYS, BATCH),
    async (tx, listing) => {
      await writeStatus(tx, listing.id, 'hidden');
      await cancelVisitsToCome(tx, [listing.id], HOME_GONE_REASONS.notListed);
      await askPoster(tx, signer, listing, true);
    },
  );
  const closed = await eachDue(
    db,
    signal,
    (tx) => lockStaleIn(tx, ['rented_out', 'sold'], CLOSE_AFTER_DAYS, BATCH),
    (tx, listing) => writeStatus(tx, listing.id, 'closed'),
  );
  const asked = await eachDue(
    db,
    signal,
    (tx) => lockDueForQuestion(tx, CONFIRM_EVERY_DAYS, BATCH),
    async (tx, listing) => {
      await markAsked(tx, listing.id);
      await askPoster(tx, signer, listing, false);
    },
  );
  return { hidden, closed, asked };
}

export function listingAgeCheckHandler(db: Db, signer: ConfirmLinkSigner): JobHandler {
  return async (_job, stopping) => {
    await runListingAgeCheck(db, signer, stopping);
  };
}
