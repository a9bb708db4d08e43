// Notifications from the database (LISTEN): how this process learns of committed writes without a
// query per request (change-feed.ts). PGlite runs in this process, so it cannot lose them; a
// PostgreSQL server needs a connection of its own, which can drop: while it is down (and until its
// LISTEN is in place again) the listener says so, and what it would have told is read instead.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type ListenHandlers = {
  /** A transaction that wrote on `channel` has committed. */
  notified(channel: string): void;
  /** true once every channel is listened to (again); false as soon as notifications may be missed. */
  listening(isListening: boolean): void;
};

export type Listener = { close(): Promise<void> };

/**
 * PGlite hands a notification to its listeners (as a microtask) while it reads the committing
 * statement's answer, so before the writer learns of its commit.
 */
export async function listenEmbedded(client: PGlite, channels: string[], handlers: ListenHandlers): Promise<Listener> {
  const stops = await Promise.all(channels.map((channel) => client.listen(channel, () => handlers.notified(channel))));
  handlers.listening(true);
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

/** A dedicated connection that LISTENs, reconnecting after a second whenever it is lost. */
export async function listenPostgres(url: string, channels: string[], handlers: ListenHandlers): Promise<Listener> {
  let client: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
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
      if (client !== next || isClosed) return;
      handlers.listening(true);
      heartbeat = setInterval(() => beat(next), HEARTBEAT_MS);
    } catch {
      lost(next);
    }
  }

  function beat(beating: pg.Client) {
    const late = setTimeout(() => lost(beating), 2 * HEARTBEAT_MS);
    beating.query('select 1').then(
      () => clearTimeout(late),
      () => lost(beating),
    );
  }

  await connect();
  return {
    async close() {
      isClosed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      handlers.listening(false);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
