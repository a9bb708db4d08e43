// Every kind of outbox job the server runs, by the module that declares it (its jobs.ts). A module
// with jobs of its own adds one line here.
import { conversationJobs } from '../modules/conversations/jobs.ts';
import { grievanceJobs } from '../modules/grievances/jobs.ts';
import { dataExportJobs } from '../modules/data-export/jobs.ts';
import { idNumberViewJobs } from '../modules/id-number-views/jobs.ts';
import { listingLifecycleJobs } from '../modules/listing-lifecycle/jobs.ts';
import { moderationJobs } from '../modules/moderation/jobs.ts';
import { emailJobs } from '../modules/outbox/jobs.ts';
import { savedSearchJobs } from '../modules/saved-searches/jobs.ts';
import { tenancyJobs } from '../modules/tenancies/jobs.ts';
import { visitJobs } from '../modules/visits/jobs.ts';
import type { JobKind } from './registry.ts';

export const jobKinds: readonly JobKind[] = [
  ...emailJobs,
  ...savedSearchJobs,
  ...listingLifecycleJobs,
  ...moderationJobs,
  ...conversationJobs,
  ...visitJobs,
  ...tenancyJobs,
  ...grievanceJobs,
  ...dataExportJobs,
  ...idNumberViewJobs,
];
