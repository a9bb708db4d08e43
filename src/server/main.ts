// Entry point: read config, open and migrate the database, seed, check for demo accounts in
// production, listen, shut down cleanly.
import { ConfigError, readConfig } from './config.ts';
import { openDatabase, type Db } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { demoAccountsWarning, demoAccountsWithPublishedPassword } from './db/seed/demo-accounts.ts';
import { seedReferenceData } from './db/seed/reference.ts';
import { openObjectStore } from './storage/open-store.ts';
import { keepDataDirPrivate } from './storage/private-data-dir.ts';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

// A client that never finishes its request is cut off only after REQUEST_TIMEOUT_SECONDS (60 s by
// default), longer than a shutdown may take. After this grace it is cut off, still in time to close
// the database before a container's stop timeout (Docker's is 10 s) kills the process.
const SHUTDOWN_GRACE_MS = 8_000;

async function main() {
  const config = readConfig();
  keepDataDirPrivate(config.dataDir);
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  // `npm run backup` signals a server holding the lock (backup/requests.ts); until the server can
  // answer, the signal must not end it (SIGUSR2's default). Requests that came early are answered then.
  process.on('SIGUSR2', () => undefined);
  // The app (and all it loads) only after the lock: a refused second server answers at once.
  const { buildApp } = await import('./app.ts');
  const { createOutbox } = await import('./modules/outbox/start.ts');
  const { jobKinds } = await import('./jobs/kinds.ts');
  const { startBackups } = await import('./backup/start.ts');
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
  await database.migrate();
  await seedReferenceData(database.db);
  // The demo data (and the code that draws its pictures) loads only when it is seeded.
  const demo = config.seedDemo ? await (await import('./db/seed/demo.ts')).seedDemoData(database.db, openObjectStore(config.storage)) : null;

  const app = await buildApp({ config, database });
  const outbox = createOutbox({ config, database, log: app.log, clock: app.clock, kept: app.listings, jobs: jobKinds });
  const backups = startBackups({ config, database, log: app.log, clock: app.clock });
  let isClosing = false;
  const shutDown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cutOff);
    await outbox.close();
    await backups.close();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutDown('SIGTERM'));
  process.on('SIGINT', () => void shutDown('SIGINT'));

  if (config.isProduction) await warnAboutDemoAccounts(app, database.db);
  await app.listen({ port: config.port, host: config.host });
  if (config.outboxWorker) outbox.worker.start();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const where = database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const lines = [`Gruha is ready at http://${shownHost}:${config.port} (${where})`];
  if (demo) {
    lines.push(`Demo logins (password ${demo.password}): ${demo.usernames.join(', ')}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

/** Loud on both channels: the log (whatever collects it) and the terminal, whatever LOG_LEVEL says. */
async function warnAboutDemoAccounts(app: FastifyInstance, db: Db) {
  const demoAccounts = await demoAccountsWithPublishedPassword(db);
  if (demoAccounts.length === 0) return;
  const warning = demoAccountsWarning(demoAccounts);
  app.log.warn({ demoAccounts }, warning);
  process.stderr.write(`\n${'!'.repeat(100)}\n${warning}\n${'!'.repeat(100)}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Gruha failed to start: ${error instanceof Error && error.stack ? error.stack : String(error)}\n`);
  }
  process.exit(1);
});
