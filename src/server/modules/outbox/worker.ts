// Delivers the outbox. Due jobs are claimed in one statement (FOR UPDATE SKIP LOCKED: with several
// instances on PostgreSQL each job goes to one of them) for a lease, done, and marked done. A job
// that fails is tried again later, waiting longer each time; a process that dies mid-job leaves a
// lease that runs out, after which another worker takes the job (on the embedded database, the one
// process frees its old leases when it starts: nobody else can hold them).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { JobHandler, OutboxJob } from '#server/jobs/registry.ts';
import { countJobFailure } from '#server/metrics/process-metrics.ts';

/** A job is given up after this many tries (about a day and a half of backoff). */
export const MAX_ATTEMPTS = 10;
const LEASE = sql`interval '2 minutes'`;
const BATCH = 20;
const POLL_MS = 1000;

/** 30 s, 1 min, 2 min ... capped at 6 hours. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 6 * 3600);

export type OutboxWorker = {
  /** Takes and does the due jobs until none is left or the worker stops; answers how many were done. */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

type Options = {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** Called on each poll before claiming (asks for the daily runs when due). */
  beforePoll?: () => Promise<void>;
  /** The embedded database has one process: leases left by a killed one are freed at start. */
  isSingleProcess: boolean;
};

async function claim(db: Db): Promise<OutboxJob[]> {
  const jobs = await rowsOf<OutboxJob>(
    db,
    sql`
    update outbox set locked_until = now() + ${LEASE}, attempts = attempts + 1
    where id in (
      select id from outbox
      where done_at is null and failed_at is null and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at, id
      limit ${BATCH}
      for update skip locked)
    returning id::int as "id", kind, payload, attempts`,
  );
  return jobs.sort((a, b) => a.id - b.id);
}

async function finish(db: Db, job: OutboxJob, error: unknown) {
  if (!error) {
    await db.execute(sql`update outbox set done_at = now(), locked_until = null, last_error = null where id = ${job.id}`);
    return;
  }
  const message = String(error instanceof Error ? error.message : (error as unknown)).slice(0, 1000);
  if (job.attempts >= MAX_ATTEMPTS) {
    await db.execute(sql`update outbox set failed_at = now(), locked_until = null, last_error = ${message} where id = ${job.id}`);
  } else {
    const wait = backoffSeconds(job.attempts);
    await db.execute(
      sql`update outbox set run_at = now() + make_interval(secs => ${wait}), locked_until = null, last_error = ${message} where id = ${job.id}`,
    );
  }
}

export function createOutboxWorker({ db, handlers, log, beforePoll, isSingleProcess }: Options): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let stopping = new AbortController();
  let leasesFreed = !isSingleProcess;

  async function runJob(job: OutboxJob) {
    const handler = handlers[job.kind];
    let failure: unknown = null;
    try {
      if (!handler) throw new Error(`No handler for outbox jobs of kind ${job.kind}`);
      await handler(job, stopping.signal);
    } catch (error) {
      failure = error;
      countJobFailure(job.kind);
      log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'outbox job failed; it will be tried again');
    }
    await finish(db, job, failure);
  }

  async function drain(): Promise<number> {
    if (!leasesFreed) {
      await db.execute(sql`update outbox set locked_until = null where done_at is null and locked_until is not null`);
      leasesFreed = true;
    }
    await beforePoll?.();
    let done = 0;
    // A stopping worker finishes its batch and takes no more: a backlog waits for the next start.
    while (!stopped) {
      const jobs = await claim(db);
      if (jobs.length === 0) break;
      for (const job of jobs) await runJob(job);
      done += jobs.length;
    }
    return done;
  }

  const tick = () => {
    running = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'outbox poll failed; trying again shortly'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, POLL_MS);
      });
  };

  return {
    drain,
    start() {
      stopped = false;
      stopping = new AbortController();
      tick();
    },
    /** Waits for the batch in hand, not for the jobs still due. */
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
