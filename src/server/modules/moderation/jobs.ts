// Moderation's outbox job: the checks that flag a listing for review after it is posted or changed.
import type { JobKind } from '#server/jobs/registry.ts';
import { LISTING_FLAG_CHECKS_JOB, listingFlagChecksHandler } from './flag-checks.ts';

export const moderationJobs: JobKind[] = [{ kind: LISTING_FLAG_CHECKS_JOB, handler: ({ db, store }) => listingFlagChecksHandler({ db, store }) }];
