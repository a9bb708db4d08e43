// The server's part in backups: answering `npm run backup` on the embedded database (requests.ts)
// and the scheduled ones, one at a time.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import type { Clock } from '#server/time/clock.ts';
import { answerBackupRequests } from './requests.ts';
import { scheduleBackups } from './schedule.ts';
import { writeBackup } from './write-backup.ts';

export function startBackups({ config, database, log, clock }: { config: Config; database: Database; log: FastifyBaseLogger; clock: Clock }) {
  const source = {
    database,
    databaseUrl: config.databaseUrl,
    store: openObjectStore(config.storage),
    dataDir: config.dataDir,
    now: () => clock.now(),
  };
  let previous: Promise<unknown> = Promise.resolve();
  const backUp = (to: string) => {
    const next = previous.catch(() => undefined).then(() => writeBackup(source, to));
    previous = next;
    return next;
  };
  const stops = [config.databaseUrl ? () => undefined : answerBackupRequests(config.dataDir, backUp)];
  if (config.backups) stops.push(scheduleBackups({ ...config.backups, now: () => clock.now(), backUp, log }));
  return {
    /** Stops taking requests, then waits for a backup being written. */
    async close() {
      for (const stop of stops) stop();
      await previous.catch(() => undefined);
    },
  };
}
