// Whether the database has every migration this build ships: a server started on a database a newer
// or an older build migrated, or restored from an older backup, is not ready to serve.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { firstRow, rowsOf } from './rows.ts';

const journalPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json');

/** The newest migration this build ships, by the time drizzle records it under (`when`). */
function newestShipped(): number {
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** True when the newest shipped migration is recorded as applied (drizzle's own table). */
export async function areMigrationsApplied(db: Db): Promise<boolean> {
  const row = firstRow(await rowsOf<{ newest: string | null }>(db, sql`select max(created_at)::text as "newest" from drizzle.__drizzle_migrations`));
  return row.newest !== null && Number(row.newest) >= newestShipped();
}
