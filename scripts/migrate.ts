// `npm run db:migrate`: apply the checked-in migrations to the configured database and exit.
import path from 'node:path';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { seedReferenceData } from '../src/server/db/seed/reference.ts';

const config = readConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  process.stdout.write(`Migrated the ${database.kind} database.\n`);
} finally {
  await database.close();
  release();
}
