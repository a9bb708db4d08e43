// What this process knows, without asking the database, about writes on a channel (migration
// 0016): a key that changes whenever a write on it commits, or none while that cannot be known.
// A kept answer stored under a key and found under the same key later saw every write committed
// in between: none was. On the embedded database this process is the only writer (data-dir-lock.ts)
// and hears of every commit before the writer does, so the key is always known. On PostgreSQL it
// comes from this instance's listening connection: while that is down or reconnecting there is no
// key, and the caller reads the version from the database.
import { announceAfterCommitChannels } from './announce.ts';
import { CHANNELS, type Channel } from './change-channels.ts';
import { INDIA_DATE, type CacheInput } from './caches.ts';
import type { Database } from './client.ts';
import { todayBy, type Clock } from '../time/clock.ts';

export { CHANNELS, type Channel };

class ChannelState {
  /** A new run of keys each time listening (re)starts: notifications in between may be lost. */
  private run = 0;
  private writes = 0;
  private isListening = false;
  private isSettling = true;
  private current: string | undefined;

  /** 'n<run>.<writes>': never equal to a version read from the database (digits only). */
  key(): string | undefined {
    return this.current;
  }

  changed() {
    this.writes++;
    this.update();
  }

  listening(isListening: boolean) {
    if (isListening && !this.isListening) [this.run, this.writes] = [this.run + 1, 0];
    this.isListening = isListening;
    this.update();
  }

  settling(isSettling: boolean) {
    this.isSettling = isSettling;
    this.update();
  }

  private update() {
    this.current = this.isListening && !this.isSettling ? `n${this.run}.${this.writes}` : undefined;
  }
}

export type ChangeFeed = {
  /** The channel's current key, or undefined when this process cannot know it without a read. */
  key(channel: Channel): string | undefined;
  close(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

/** One key for a cache's inputs (caches.ts): undefined unless every channel's is known. */
export function keyOf(feed: ChangeFeed, inputs: readonly CacheInput[], clock: Clock): string | undefined {
  const keys = inputs.map((input) => (input === INDIA_DATE ? todayBy(clock) : feed.key(input)));
  return keys.every((key) => key !== undefined) ? keys.join('|') : undefined;
}

export async function openChangeFeed(database: Database): Promise<ChangeFeed> {
  const states = new Map(CHANNELS.map((channel) => [channel, new ChannelState()]));
  const listener = await database.listen([...CHANNELS], {
    notified: (channel) => states.get(channel as Channel)?.changed(),
    listening: (isListening) => {
      for (const state of states.values()) state.listening(isListening);
    },
    settling: (isSettling) => {
      for (const state of states.values()) state.settling(isSettling);
    },
  });
  await announceAfterCommitChannels(database.db);
  return {
    key: (channel) => states.get(channel)?.key(),
    close: () => listener.close(),
  };
}
