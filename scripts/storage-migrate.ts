// `npm run storage:migrate`: with S3_BUCKET (and the other S3_ variables) set, copies DATA_DIR's
// pictures and documents into the bucket and verifies each copy (src/server/storage/copy-to-store.ts).
// Run it with the servers stopped or still on local storage, then start them with S3_BUCKET set.
import path from 'node:path';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { copyDirectoryToStore } from '../src/server/storage/copy-to-store.ts';
import { openObjectStore } from '../src/server/storage/open-store.ts';

const config = readConfig();
if (config.storage.kind !== 's3') {
  process.stderr.write('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, credentials) to the bucket to copy into.\n');
  process.exit(1);
}
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  const target = openObjectStore(config.storage);
  await target.check();
  const report = await copyDirectoryToStore(database.db, config.dataDir, target);
  process.stdout.write(
    `Copied ${report.copied} files into ${config.storage.bucket}, ${report.alreadyThere} already there, all verified by sha256.\n`,
  );
  for (const problem of report.problems) process.stderr.write(`Problem: ${problem}\n`);
  process.exitCode = report.problems.length > 0 ? 1 : 0;
} finally {
  await database.close();
  release();
}
