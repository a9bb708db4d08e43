// Visits' outbox jobs: expiring an unanswered request, and the reminder the evening before.
import type { JobKind } from '#server/jobs/registry.ts';
import { visitExpiryHandler, visitReminderHandler } from './visit-jobs.ts';
import { VISIT_EXPIRE_JOB, VISIT_REMINDER_JOB } from './visit-notices.ts';

export const visitJobs: JobKind[] = [
  { kind: VISIT_EXPIRE_JOB, handler: ({ db }) => visitExpiryHandler(db) },
  { kind: VISIT_REMINDER_JOB, handler: ({ db }) => visitReminderHandler(db) },
];
