// `npm run db:seed`: migrate, then add reference data and (on an empty database, where SEED_DEMO allows) the demo data.
import path from 'node:path';
import { readConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { seedDemoData } from '../src/server/db/seed/demo.ts';
import { seedReferenceData } from '../src/server/db/seed/reference.ts';
import { openObjectStore } from '../src/server/storage/open-store.ts';

const config = readConfig();
const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db') });
try {
  await database.migrate();
  await seedReferenceData(database.db);
  if (config.seedDemo) {
    const demo = await seedDemoData(database.db, openObjectStore(config.storage));
    process.stdout.write(`Seeded. Demo logins (password ${demo.password}): ${demo.usernames.join(', ')}\n`);
  } else {
    // Same rule as the server's start (config.ts): no published password on PostgreSQL unless asked.
    process.stdout.write('Seeded reference data. No demo data: set SEED_DEMO=true to add it (never with NODE_ENV=production).\n');
  }
} finally {
  await database.close();
  release();
}
