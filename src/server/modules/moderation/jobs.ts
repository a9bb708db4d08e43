// Moderation's outbox jobs: the checks that flag a listing for review after it is posted or changed,
// and hashing the pictures posted before their hashes were kept.
import type { JobKind } from '#server/jobs/registry.ts';
import { LISTING_FLAG_CHECKS_JOB, listingFlagChecksHandler } from './flag-checks.ts';
import { hashBackfillHandler, PICTURE_HASH_BACKFILL_JOB, scheduleHashBackfill } from './picture-hash-backfill.ts';

export const moderationJobs: JobKind[] = [
  { kind: LISTING_FLAG_CHECKS_JOB, handler: ({ db, store }) => listingFlagChecksHandler({ db, store }) },
  { kind: PICTURE_HASH_BACKFILL_JOB, handler: ({ db, store }) => hashBackfillHandler({ db, store }), schedule: ({ db }) => scheduleHashBackfill(db) },
];
