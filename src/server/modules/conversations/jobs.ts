// Conversations' outbox job: the email that tells someone of messages they have not read.
import type { JobKind } from '#server/jobs/registry.ts';
import { messageEmailHandler } from './message-email.ts';
import { MESSAGE_EMAIL_JOB } from './message-notice.ts';

export const conversationJobs: JobKind[] = [{ kind: MESSAGE_EMAIL_JOB, handler: ({ db }) => messageEmailHandler(db) }];
