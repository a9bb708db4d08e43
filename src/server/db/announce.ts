// Announcing a change channel after a commit, for the writes its triggers leave alone (`afterCommit`
// in change-channels.ts, migration 0059): a NOTIFY in the writing transaction holds a lock, shared by
// every announcing transaction, until that transaction's commit is on disk, so frequent small writes
// would commit one at a time. A NOTIFY on its own writes nothing to disk and holds the lock for a
// moment. The code that writes is handed the database or a transaction and knows none of this: the
// layer that commits announces.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AFTER_COMMIT_CHANNELS, type Channel } from './change-channels.ts';
import type { Db } from './client.ts';
import { FreshRead } from './fresh-read.ts';

const announcers = new WeakMap<Db, Map<Channel, FreshRead<unknown>>>();

/**
 * NOTIFY `channel`, once for all callers whose commits came before it started (one at a time per
 * channel and process). Every listener, on any instance, has been signalled when it resolves: the
 * writer answers after it, as it would after a commit that announced itself.
 */
export function announce(db: Db, channel: Channel): Promise<unknown> {
  let byChannel = announcers.get(db);
  if (!byChannel) announcers.set(db, (byChannel = new Map<Channel, FreshRead<unknown>>()));
  let announcer = byChannel.get(channel);
  if (!announcer) byChannel.set(channel, (announcer = new FreshRead(() => db.execute(sql`select pg_notify(${channel}, '')`))));
  return announcer.read();
}

/**
 * `announce`, for a writer that has committed: what it wrote is saved whatever the announcement does,
 * so a failed one is logged, not thrown. Other instances keep answers without the write until the next
 * write on the channel, as when a process stops between a commit and its announcement.
 */
export async function announceCommitted(db: Db, channel: Channel, log: FastifyBaseLogger): Promise<void> {
  await announce(db, channel).catch((error: unknown) => log.warn({ err: error, channel }, 'change not announced'));
}

/** `write` in a transaction of its own, then, once that has committed, `channel` announced (`announceCommitted`). */
export async function transactionAnnounced<T>(db: Db, channel: Channel, log: FastifyBaseLogger, write: (tx: Db) => Promise<T>): Promise<T> {
  const written = await db.transaction(write);
  await announceCommitted(db, channel, log);
  return written;
}

/**
 * Every channel whose writers announce after commit, once: a process that stopped between a commit
 * and its announcement left kept answers stale on other instances until the next write on the channel.
 */
export async function announceAfterCommitChannels(db: Db): Promise<void> {
  await Promise.all(AFTER_COMMIT_CHANNELS.map((channel) => announce(db, channel)));
}
