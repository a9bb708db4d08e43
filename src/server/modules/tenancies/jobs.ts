// Tenancies' outbox jobs: the daily reminder run and each reminder it asks for.
import type { JobKind } from '#server/jobs/registry.ts';
import { reminderHandler, reminderRunHandler, scheduleReminderRuns, TENANCY_REMINDER_JOB, TENANCY_REMINDER_RUN_JOB } from './reminder-jobs.ts';

export const tenancyJobs: JobKind[] = [
  {
    kind: TENANCY_REMINDER_RUN_JOB,
    handler: ({ db, clock }) => reminderRunHandler(db, clock),
    schedule: ({ db, clock }) => scheduleReminderRuns(db, clock),
  },
  { kind: TENANCY_REMINDER_JOB, handler: ({ db }) => reminderHandler(db) },
];
