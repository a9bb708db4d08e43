// The outbox as the server runs it: the mailer, the handlers for each kind of job, the worker.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { KeptListings } from '../properties/kept-listings.ts';
import { alertLimits } from '#server/http/request-limits.ts';
import { resolveJwtSecret } from '../auth/tokens.ts';
import { LISTING_FLAG_CHECKS_JOB, listingFlagChecksHandler } from '../moderation/flag-checks.ts';
import { MATCH_LISTING_JOB, matchListingHandler } from '../saved-searches/alerts.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import { digestRunHandler, scheduleDigestRuns } from '../saved-searches/digest.ts';
import { createConfirmLinkSigner } from '../listing-lifecycle/confirm-token.ts';
import { FOLLOWERS_NEWS_JOB, followersNewsHandler } from '../listing-lifecycle/followers.ts';
import { LISTING_AGE_CHECK_JOB, listingAgeCheckHandler, scheduleListingAgeChecks } from '../listing-lifecycle/periodic-check.ts';
import { MESSAGE_EMAIL_JOB } from '../conversations/message-notice.ts';
import { messageEmailHandler } from '../conversations/message-email.ts';
import { visitExpiryHandler, visitReminderHandler } from '../visits/visit-jobs.ts';
import { VISIT_EXPIRE_JOB, VISIT_REMINDER_JOB } from '../visits/visit-notices.ts';
import { emailJobHandler } from './email-job.ts';
import { createMailer } from './mailer.ts';
import { createUnsubscribeSigner } from './unsubscribe-token.ts';
import { createOutboxWorker, type OutboxWorker } from './worker.ts';

export type Outbox = { worker: OutboxWorker; close(): Promise<void> };

type OutboxOptions = { config: Config; database: Database; log: FastifyBaseLogger; kept: KeptListings };

/** `kept`: the app's kept answers, which matching saved searches reads and keeps (localities). */
export function createOutbox({ config, database, log, kept }: OutboxOptions): Outbox {
  const db = database.db;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, log });
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const signer = createUnsubscribeSigner(secret);
  const scheduleDigests = scheduleDigestRuns(db);
  const scheduleChecks = scheduleListingAgeChecks(db);
  const worker = createOutboxWorker({
    db,
    log,
    isSingleProcess: database.kind === 'embedded',
    beforePoll: async () => {
      await scheduleDigests();
      await scheduleChecks();
    },
    handlers: {
      email: emailJobHandler({ db, mailer, signer, baseUrl: config.siteOrigin, from: config.mailFrom }),
      'digest-run': digestRunHandler({ db, kept }),
      [MATCH_LISTING_JOB]: matchListingHandler({ db, kept }, alertLimits(config.rateLimits)),
      [LISTING_AGE_CHECK_JOB]: listingAgeCheckHandler(db, createConfirmLinkSigner(secret)),
      [FOLLOWERS_NEWS_JOB]: followersNewsHandler(db),
      [LISTING_FLAG_CHECKS_JOB]: listingFlagChecksHandler({ db, store: openObjectStore(config.storage) }),
      [MESSAGE_EMAIL_JOB]: messageEmailHandler(db),
      [VISIT_EXPIRE_JOB]: visitExpiryHandler(db),
      [VISIT_REMINDER_JOB]: visitReminderHandler(db),
    },
  });
  return {
    worker,
    async close() {
      await worker.stop();
      mailer.close();
    },
  };
}
