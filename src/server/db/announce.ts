// Announcing a change channel after a commit, for a writer that took the announcement over from the
// triggers (migration 0047): a NOTIFY in the writing transaction holds a lock, shared by every
// announcing transaction, until that transaction's commit is on disk, so frequent small writes would
// commit one at a time. A NOTIFY on its own writes nothing to disk and holds the lock for a moment.
import { sql } from 'drizzle-orm';
import { AFTER_COMMIT_CHANNELS, type Channel } from './change-channels.ts';
import type { Db } from './client.ts';
import { FreshRead } from './fresh-read.ts';

/** An expression for the writing statement: its transaction's writes on `channel` are announced by `announce`. */
export const takeOverAnnouncing = (channel: Channel) => sql`set_config('gruha.announced_after_commit', ${channel}, true)`;

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
 * Every channel whose writers announce after commit, once: a process that stopped between a commit
 * and its announcement left kept answers stale on other instances until the next write on the channel.
 */
export async function announceAfterCommitChannels(db: Db): Promise<void> {
  await Promise.all(AFTER_COMMIT_CHANNELS.map((channel) => announce(db, channel)));
}
