// The outbox as the server runs it: the mailer, the handlers of the job kinds it is given, the worker.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { resolveDataKeys } from '#server/crypto/data-keys.ts';
import { resolveJwtSecret } from '#server/crypto/server-secret.ts';
import { jobsFor, type JobKind } from '#server/jobs/registry.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import type { Clock } from '#server/time/clock.ts';
import type { KeptListings } from '../properties/kept-listings.ts';
import { createMailer } from './mailer.ts';
import { createOutboxWorker, type OutboxWorker } from './worker.ts';

export type Outbox = { worker: OutboxWorker; close(): Promise<void> };

type OutboxOptions = {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The app's kept answers, which matching saved searches reads and keeps. */
  kept: KeptListings;
  /** The kinds of job to run (src/server/jobs/kinds.ts). */
  jobs: readonly JobKind[];
};

export function createOutbox({ config, database, log, clock, kept, jobs }: OutboxOptions): Outbox {
  const db = database.db;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, log });
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const store = openObjectStore(config.storage);
  const keys = resolveDataKeys(config.dataEncryptionKey, config.oldDataEncryptionKeys, config.dataDir);
  const { handlers, schedules } = jobsFor(jobs, { db, config, clock, log, kept, mailer, secret, store, keys });
  const worker = createOutboxWorker({
    db,
    log,
    isSingleProcess: database.kind === 'embedded',
    beforePoll: async () => {
      for (const schedule of schedules) await schedule();
    },
    handlers,
  });
  return {
    worker,
    async close() {
      await worker.stop();
      mailer.close();
    },
  };
}
