// Saved searches' outbox jobs: alerts when a listing starts matching, and the daily digest.
import { alertLimits } from '#server/http/request-limits.ts';
import type { JobKind } from '#server/jobs/registry.ts';
import { MATCH_LISTING_JOB, matchListingHandler } from './alerts.ts';
import { DIGEST_RUN_JOB, digestRunHandler, scheduleDigestRuns } from './digest.ts';

export const savedSearchJobs: JobKind[] = [
  { kind: MATCH_LISTING_JOB, handler: ({ db, kept, config }) => matchListingHandler({ db, kept }, alertLimits(config.rateLimits)) },
  { kind: DIGEST_RUN_JOB, handler: ({ db, kept }) => digestRunHandler({ db, kept }), schedule: ({ db, clock }) => scheduleDigestRuns(db, clock) },
];
