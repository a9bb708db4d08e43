// The outbox's own job: sending a queued email.
import type { JobKind } from '#server/jobs/registry.ts';
import { emailJobHandler } from './email-job.ts';
import { EMAIL_JOB } from './enqueue.ts';
import { createUnsubscribeSigner } from './unsubscribe-token.ts';

export const emailJobs: JobKind[] = [
  {
    kind: EMAIL_JOB,
    handler: ({ db, mailer, secret, config }) =>
      emailJobHandler({ db, mailer, signer: createUnsubscribeSigner(secret), baseUrl: config.siteOrigin, from: config.mailFrom }),
  },
];
