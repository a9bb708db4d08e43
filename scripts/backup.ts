// `npm run backup -- --to DIR`: a backup of everything Gruha keeps into a new folder, while the
// server runs (src/server/backup/write-backup.ts). On the embedded database a running server is asked
// to write it (only it may open the data directory); with none running, this opens it itself.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { askServerForBackup } from '../src/server/backup/requests.ts';
import { writeBackup } from '../src/server/backup/write-backup.ts';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir, runningOwner } from '../src/server/db/data-dir-lock.ts';
import { openObjectStore } from '../src/server/storage/open-store.ts';

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  process.stderr.write('Usage: npm run backup -- --to DIR (a new or empty folder)\n');
  process.exit(2);
}
const to = path.resolve(values.to);
const config = readConfig();
const started = Date.now();
const owner = config.databaseUrl ? null : runningOwner(config.dataDir);
try {
  if (owner) {
    await askServerForBackup(config.dataDir, owner, to);
  } else {
    const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
    try {
      const source = { database, databaseUrl: config.databaseUrl, store: openObjectStore(config.storage), dataDir: config.dataDir };
      await writeBackup({ ...source, now: () => new Date() }, to);
    } finally {
      await database.close();
      release();
    }
  }
  process.stdout.write(
    `Backup written to ${to} in ${((Date.now() - started) / 1000).toFixed(1)} s${owner ? ` by the running server (pid ${owner})` : ''}.\n`,
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
