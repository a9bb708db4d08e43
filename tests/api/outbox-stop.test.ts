// A server told to stop does not wait for a whole backlog: the outbox worker finishes the batch in hand
// and takes no more, and the daily listing age check ends between its batches, to go on when tried again.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { firstRow, rowsOf } from '#server/db/rows.ts';
import { createConfirmLinkSigner } from '#server/modules/listing-lifecycle/confirm-token.ts';
import { runListingAgeCheck } from '#server/modules/listing-lifecycle/periodic-check.ts';
import { createOutboxWorker } from '#server/modules/outbox/worker.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  // The app's own worker stays off: only the worker under test takes these jobs.
  t = await buildTestApp({ OUTBOX_WORKER: 'false' });
});
afterAll(() => t.close());

describe('stopping the outbox', () => {
  it('finishes the batch in hand and leaves the rest of a backlog due', async () => {
    const { db } = t.database;
    await db.insert(outbox).values(Array.from({ length: 60 }, (_, i) => ({ kind: 'stop-test', payload: { i } })));
    let firstJobRan!: () => void;
    const running = new Promise<void>((resolve) => (firstJobRan = resolve));
    const done: number[] = [];
    const worker = createOutboxWorker({
      db,
      log: t.app.log,
      isSingleProcess: false,
      handlers: {
        'stop-test': async (job) => {
          firstJobRan();
          await new Promise((resolve) => setTimeout(resolve, 5));
          done.push(job.id);
        },
      },
    });
    worker.start();
    await running;
    await worker.stop();

    const { left } = firstRow(
      await rowsOf<{ left: number }>(db, sql`select count(*)::int as "left" from outbox where kind = 'stop-test' and done_at is null`),
    );
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(60);
    expect(left).toBe(60 - done.length);
  });

  it('ends the listing age check when the server stops, to be tried again', async () => {
    await expect(runListingAgeCheck(t.database.db, createConfirmLinkSigner('a secret for the test'), AbortSignal.abort())).rejects.toThrow(
      'The listing age check stopped with the server',
    );
  });
});
