// A listing's life's outbox jobs: the daily age check, and telling followers a listing was taken.
import type { JobKind } from '#server/jobs/registry.ts';
import { createConfirmLinkSigner } from './confirm-token.ts';
import { alertLimits } from '#server/http/request-limits.ts';
import { FOLLOWERS_NEWS_JOB, followersNewsHandler } from './followers.ts';
import { LISTING_AGE_CHECK_JOB, listingAgeCheckHandler, scheduleListingAgeChecks } from './periodic-check.ts';

export const listingLifecycleJobs: JobKind[] = [
  {
    kind: LISTING_AGE_CHECK_JOB,
    handler: ({ db, secret }) => listingAgeCheckHandler(db, createConfirmLinkSigner(secret)),
    schedule: ({ db, clock }) => scheduleListingAgeChecks(db, clock),
  },
  { kind: FOLLOWERS_NEWS_JOB, handler: ({ db, clock, config }) => followersNewsHandler(db, clock, alertLimits(config.rateLimits)) },
];
