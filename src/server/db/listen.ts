// Notifications from the database (LISTEN): how this process learns of committed writes without a
// query per request (change-feed.ts). PGlite runs in this process, so it cannot lose them; a
// PostgreSQL server needs a connection of its own, which can drop: while it is down (and until its
// LISTEN is in place again) the listener says so, and what it would have told is read instead.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { FreshRead } from './fresh-read.ts';
import { isReadOnly } from './statement-kind.ts';

export type ListenHandlers = {
  /** A transaction that wrote on `channel` has committed. */
  notified(channel: string): void;
  /** true once every channel is listened to (again); false as soon as notifications may be missed. */
  listening(isListening: boolean): void;
  /**
   * true while a write of this process has run but its notification may not have arrived yet
   * (PostgreSQL: it comes back on another connection), so what is known may be behind that write.
   */
  settling(isSettling: boolean): void;
};

export type Listener = { close(): Promise<void> };

/**
 * PGlite hands a notification to its listeners (as a microtask) while it reads the committing
 * statement's answer, so before the writer learns of its commit.
 */
export async function listenEmbedded(client: PGlite, channels: string[], handlers: ListenHandlers): Promise<Listener> {
  const stops = await Promise.all(channels.map((channel) => client.listen(channel, () => handlers.notified(channel))));
  handlers.listening(true);
  handlers.settling(false);
  return {
    async close() {
      handlers.listening(false);
      // Closing the database stops them too; unlistening a closed one would throw.
      if (!client.closed) await Promise.all(stops.map((stop) => stop()));
    },
  };
}

const RECONNECT_MS = 1_000;
/**
 * A connection cut without a word (a network partition) would go unnoticed until TCP gives up, and
 * notifications with it: the connection must answer a query every second, within two.
 */
const HEARTBEAT_MS = 1_000;

/**
 * Writes to a table no change trigger watches and no foreign key leads from (migration 0016), so
 * they move no key: the outbox worker claims its jobs with one every second (modules/outbox/worker.ts).
 * Settling for it sent every kept answer and page on PostgreSQL back to the database each second,
 * and, read there under a version unlike the key, made again twice.
 */
const UNWATCHED_WRITES = /^\s*(?:update|insert\s+into|delete\s+from)\s+"?outbox"?\s/i;

/**
 * A dedicated connection that LISTENs, reconnecting after a second whenever it is lost.
 *
 * This process's own writes go through `pool`, and their notifications come back on the listening
 * connection a moment after the writer hears of its commit. Until then what is known would be
 * behind a write this process has already answered for, so from the moment a statement that may
 * write starts until a query on the listening connection, sent after it finished, comes back, the
 * listener is settling. PostgreSQL signals listening sessions before it acknowledges a commit, and
 * a session hands over what it was signalled before it answers its next query, so by then the
 * notification has arrived.
 */
export async function listenPostgres(url: string, pool: pg.Pool, channels: string[], handlers: ListenHandlers): Promise<Listener> {
  let client: pg.Client | null = null;
  // The listening connection once it listens, with its one round trip at a time: the heartbeat and the
  // settling of writes share it (pg warns of, and will refuse, a query sent while one is running).
  let ready: { client: pg.Client; roundTrip: FreshRead<unknown> } | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    ready = null;
    handlers.listening(false);
    clearInterval(heartbeat);
    lostClient.end().catch(() => undefined);
    if (!isClosed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect() {
    if (isClosed) return;
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => handlers.notified(message.channel));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      // close() may have run during the awaits above.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      if (client !== next || isClosed) return;
      ready = { client: next, roundTrip: new FreshRead(() => next.query('select 1')) };
      handlers.listening(true);
      if (unsettled === 0) handlers.settling(false);
      heartbeat = setInterval(() => beat(next), HEARTBEAT_MS);
    } catch {
      lost(next);
    }
  }

  function beat(beating: pg.Client) {
    if (ready?.client !== beating) return;
    const late = setTimeout(() => lost(beating), 2 * HEARTBEAT_MS);
    ready.roundTrip.read().then(
      () => clearTimeout(late),
      () => lost(beating),
    );
  }

  let unsettled = 0;
  const settle = () => {
    if (--unsettled === 0) handlers.settling(false);
  };
  const written = () => {
    const listening = ready;
    // Without a listening connection nothing is known anyway; it settles with the next one.
    if (!listening) {
      settle();
      return;
    }
    // A round trip that starts after the write finished: the notifications before it have arrived.
    listening.roundTrip.read().then(settle, settle);
  };
  const watched = new WeakSet<pg.PoolClient>();
  const watch = (connection: pg.PoolClient) => {
    if (watched.has(connection)) return;
    watched.add(connection);
    const query = connection.query.bind(connection) as (...args: unknown[]) => unknown;
    (connection as { query: unknown }).query = (...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      if (text === undefined || isReadOnly(text) || UNWATCHED_WRITES.test(text)) return query(...args);
      if (unsettled++ === 0) handlers.settling(true);
      // pool.query passes a callback; drizzle's transactions take the promise.
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          written();
          return (callback as (...results: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args) as Promise<unknown>;
      result.then(written, written);
      return result;
    };
  };
  pool.on('acquire', watch);

  await connect();
  return {
    async close() {
      isClosed = true;
      pool.off('acquire', watch);
      clearTimeout(retry);
      clearInterval(heartbeat);
      handlers.listening(false);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
