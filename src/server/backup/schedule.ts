// Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): the server writes one into a new
// folder named by its time, then removes all but the newest BACKUP_KEEP complete ones (and any
// left incomplete by a crash). The time of the last good one is a metric to alert on.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { backups } from '#server/metrics/process-metrics.ts';
import { MANIFEST } from './manifest.ts';

const FOLDER = /^gruha-\d{8}T\d{6}Z$/;

/** `gruha-20261129T013000Z`: sorts by time as text. */
export const folderName = (at: Date) =>
  `gruha-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/** Removes all but the newest `keep` complete backups, and incomplete ones other than `current`. */
export function pruneBackups(dir: string, keep: number, current?: string): void {
  const folders = fs
    .readdirSync(dir)
    .filter((name) => FOLDER.test(name))
    .sort();
  const complete = folders.filter((name) => fs.existsSync(path.join(dir, name, MANIFEST)));
  const stale = [
    ...complete.slice(0, Math.max(0, complete.length - keep)),
    ...folders.filter((name) => !complete.includes(name) && name !== current),
  ];
  for (const name of stale) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

type Schedule = {
  dir: string;
  everyHours: number;
  keep: number;
  now: () => Date;
  backUp: (to: string) => Promise<unknown>;
  log: FastifyBaseLogger;
};

export function scheduleBackups({ dir, everyHours, keep, now, backUp, log }: Schedule): () => void {
  const once = async () => {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const name = folderName(now());
    try {
      await backUp(path.join(dir, name));
      backups.lastSuccessAt = now();
      log.info({ backup: path.join(dir, name) }, 'scheduled backup written');
    } catch (error) {
      log.error({ err: error, backup: path.join(dir, name) }, 'scheduled backup failed');
    }
    pruneBackups(dir, keep, name);
  };
  const timer = setInterval(() => void once(), everyHours * 3600_000);
  timer.unref();
  return () => clearInterval(timer);
}
