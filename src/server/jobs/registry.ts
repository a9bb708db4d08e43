// The kinds of outbox job, each declared by the module that owns it. A module lists its kinds in its
// own jobs.ts; src/server/jobs/kinds.ts names every module's list; the outbox worker takes handlers
// from what it is given and imports no feature module, so modules depend on the outbox, never back.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { DataKeyRing } from '#server/crypto/data-keys.ts';
import type { Db } from '#server/db/client.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import type { Clock } from '#server/time/clock.ts';
import type { Mailer } from '../modules/outbox/mailer.ts';
import type { KeptListings } from '../modules/properties/kept-listings.ts';

export type OutboxJob = { id: number; kind: string; payload: unknown; attempts: number };
/** `stopping` is aborted when the worker stops: a long job may end early and be tried again. */
export type JobHandler = (job: OutboxJob, stopping: AbortSignal) => Promise<void>;

/** What a job kind may use, made once per outbox. */
export type JobDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The app's kept answers, which matching saved searches reads and keeps. */
  kept: KeptListings;
  mailer: Mailer;
  /** The server's signing secret, for links in emails. */
  secret: string;
  store: ObjectStore;
  /** The data keys that open sealed identity numbers (an export masks them). */
  keys: DataKeyRing;
};

export type JobKind = {
  kind: string;
  handler(deps: JobDeps): JobHandler;
  /** For a kind that runs on a timetable: made once, called before each poll to ask for a run when due. */
  schedule?(deps: JobDeps): () => Promise<void>;
};

/** Every kind's handler and schedule, made from `deps`; two modules may not claim one kind. */
export function jobsFor(kinds: readonly JobKind[], deps: JobDeps) {
  const handlers: Record<string, JobHandler> = {};
  const schedules: (() => Promise<void>)[] = [];
  for (const kind of kinds) {
    if (kind.kind in handlers) throw new Error(`Two job kinds are named ${kind.kind}`);
    handlers[kind.kind] = kind.handler(deps);
    if (kind.schedule) schedules.push(kind.schedule(deps));
  }
  return { handlers, schedules };
}
