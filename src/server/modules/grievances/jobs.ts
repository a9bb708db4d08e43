// The grievances' outbox job: their emails, sent to an address rather than an account.
import type { JobKind } from '#server/jobs/registry.ts';
import { GRIEVANCE_EMAIL_JOB, grievanceEmailHandler } from './emails.ts';

export const grievanceJobs: JobKind[] = [
  {
    kind: GRIEVANCE_EMAIL_JOB,
    handler: ({ mailer, config }) => grievanceEmailHandler({ mailer, from: config.mailFrom, baseUrl: config.siteOrigin }),
  },
];
