// `npm run db:generate`: drizzle-kit's generate, then the new migration numbered after the newest file and
// dated after the newest journal entry. drizzle-kit numbers by journal length (some numbers were never
// used, so it would repeat one) and dates by the clock, while the migrator applies only migrations dated
// after the last one a database has: a migration dated earlier would silently never run there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const folder = 'src/server/db/migrations';
const journalFile = path.join(folder, 'meta', '_journal.json');
const readJournal = () => JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: JournalEntry[] };
const numberOf = (tag: string) => Number(tag.slice(0, 4));

const before = readJournal().entries;
execFileSync(process.execPath, ['node_modules/drizzle-kit/bin.cjs', 'generate', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
const journal = readJournal();
const added = journal.entries.at(-1);
if (!added || journal.entries.length === before.length) process.exit(0);

const number = Math.max(...before.map((entry) => numberOf(entry.tag))) + 1;
const tag = `${String(number).padStart(4, '0')}${added.tag.slice(4)}`;
fs.renameSync(path.join(folder, `${added.tag}.sql`), path.join(folder, `${tag}.sql`));
const snapshot = (tagOrNumber: string) => path.join(folder, 'meta', `${tagOrNumber.slice(0, 4)}_snapshot.json`);
fs.renameSync(snapshot(added.tag), snapshot(tag));
added.when = Math.max(added.when, Math.max(...before.map((entry) => entry.when)) + 1000);
added.tag = tag;
fs.writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
process.stdout.write(`Renamed to ${tag}.sql, dated after the newest migration.\n`);
