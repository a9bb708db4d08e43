// The database: PGlite in-process by default, a PostgreSQL server when a URL is given.
// Both speak the same SQL and share one schema and one migration set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { prepareReads } from './prepared-reads.ts';
import { PrivateNodeFS } from './private-node-fs.ts';
import { listenEmbedded, listenPostgres, type Listener, type ListenHandlers } from './listen.ts';
import * as mainTables from './schema.ts';
import * as conversationTables from './schema-conversations.ts';
import { isOn } from '../speed-pieces.ts';

const schema = { ...mainTables, ...conversationTables };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Notifications of committed writes on `channels` (listen.ts). */
  listen(channels: string[], handlers: ListenHandlers): Promise<Listener>;
  /** The connection pool's state, where there is one (PostgreSQL); the embedded database has one connection. */
  poolUse?(): PoolUse;
  /**
   * The embedded database's data directory as a gzip tarball, taken between transactions (every
   * write acknowledged before it is in it, none half-done), with what `read` answers about that same
   * state. PostgreSQL is copied with pg_dump instead.
   */
  snapshot?<T>(read: (runSql: RunSql) => Promise<T>): Promise<{ tarball: Blob; read: T }>;
  close(): Promise<void>;
};

/** Runs one statement and answers its rows. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

export type PoolUse = { max: number; open: number; idle: number; waiting: number };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `dataDir` undefined means an in-memory embedded database (tests); `copyOf`, a tarball from
 * `dumpEmbedded` or `snapshot`, starts it from that database instead of an empty one (initdb is most
 * of a start). With `dataDir` too, the copy is written there (a restore into an empty directory).
 */
export type DatabaseOptions = { url?: string; dataDir?: string; copyOf?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openEmbedded(options.dataDir, options.copyOf);
}

/**
 * PostgreSQL's page cache inside PGlite. PGlite touches all of shared_buffers when it starts and its
 * WebAssembly memory never shrinks: PostgreSQL's default, 128MB, was 150 MB of the server's 390 MB
 * at rest. A page it no longer holds is read again from the data files, which the operating system
 * keeps in its own cache.
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

async function openEmbedded(dataDir?: string, copyOf?: Blob): Promise<Database> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
  // PGlite commits synchronously (synchronous_commit on, relaxedDurability off: its defaults, kept),
  // writing the WAL to the files before a write is answered, so a killed process loses nothing it
  // acknowledged (tests/process/sigkill.test.ts). It cannot fsync, so a power cut may: production
  // data belongs on PostgreSQL (docs/decisions/0002-embedded-database-by-default.md).
  const client = await PGlite.create(
    dataDir ? { fs: new PrivateNodeFS(dataDir), relaxedDurability: false, startParams, loadDataDir: copyOf } : { startParams, loadDataDir: copyOf },
  );
  return embedded(client);
}

function embedded(client: PGlite): Database {
  if (isOn('prepared-reads')) prepareReads(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channels, handlers) => listenEmbedded(client, channels, handlers),
    // Inside a (read-only) transaction of its own, the copy waits for any other in progress and lets
    // none start; the dump takes only the query lock, which the transaction does not hold between statements.
    snapshot: (read) =>
      client.transaction(async (tx) => {
        const answer = await read(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
        return { tarball: await client.dumpDataDir('gzip'), read: answer };
      }),
    close: () => client.close(),
  };
}

/** An in-memory embedded database made ready by `fill`, as a tarball to open copies of (`copyOf`). */
export async function dumpEmbedded(fill: (database: Database) => Promise<void>): Promise<Blob> {
  const client = await PGlite.create();
  await fill(embedded(client));
  const tarball = await client.dumpDataDir('none');
  await client.close();
  return tarball;
}

const POOL_MAX = 20;

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    // A runaway query must not hold a connection forever.
    options: '-c statement_timeout=10000',
  });
  // An idle connection that the server ends (restart, failover, a dropped database) is removed
  // by the pool and replaced on next use; without a listener its 'error' would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channels, handlers) => listenPostgres(url, pool, channels, handlers),
    poolUse: () => ({ max: POOL_MAX, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
