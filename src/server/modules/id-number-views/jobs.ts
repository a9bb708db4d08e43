// The access log's daily prune: lines past their retention go, once a day across all instances.
import type { JobKind } from '#server/jobs/registry.ts';
import { todayBy } from '#server/time/clock.ts';
import { enqueueOnce } from '../outbox/enqueue.ts';
import { pruneIdNumberViews } from './list-views.ts';

export const ID_NUMBER_VIEWS_PRUNE_JOB = 'id-number-views-prune';

export const idNumberViewJobs: JobKind[] = [
  {
    kind: ID_NUMBER_VIEWS_PRUNE_JOB,
    handler:
      ({ db, clock }) =>
      async () => {
        await pruneIdNumberViews(db, clock);
      },
    schedule: ({ db, clock }) => {
      let scheduledDay = '';
      return async () => {
        const day = todayBy(clock);
        if (day === scheduledDay) return;
        await enqueueOnce(db, ID_NUMBER_VIEWS_PRUNE_JOB, `${ID_NUMBER_VIEWS_PRUNE_JOB}:${day}`, { day });
        scheduledDay = day;
      };
    },
  },
];
