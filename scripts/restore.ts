// `npm run restore -- --from DIR`: restores a backup into an empty DATA_DIR (embedded database) or
// the empty database DATABASE_URL names, and its file store, then checks it against the backup's
// manifest (src/server/backup/restore.ts). Start the server on it afterwards.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../src/server/backup/restore.ts';
import { readConfig } from '../src/server/config.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  process.stderr.write('Usage: npm run restore -- --from DIR (a folder npm run backup wrote)\n');
  process.exit(2);
}
const config = readConfig();
const started = Date.now();
try {
  const report = await restoreBackup(config, path.resolve(values.from));
  process.stdout.write(
    `Restored ${report.rows} rows in ${report.tables} tables, ${report.files} files and ${report.keys} keys in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s; every count and checksum matches the manifest.\n`,
  );
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
