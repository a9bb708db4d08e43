// Fails when the schema (src/server/db/schema*.ts) and the migrations' latest snapshot disagree: `npm run db:generate`
// on an unchanged schema must write nothing. drizzle-kit runs on a copy of the migrations, so the check
// never leaves a file behind.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const migrations = 'src/server/db/migrations';
const copy = path.join('.tmp', `migrations-check-${process.pid}`);

fs.rmSync(copy, { recursive: true, force: true });
fs.mkdirSync(path.dirname(copy), { recursive: true });
fs.cpSync(migrations, copy, { recursive: true });
try {
  const before = new Set(fs.readdirSync(copy));
  // drizzle-kit exits 0 even when it cannot load the schema, so only its own word counts as a pass.
  const output = execFileSync(
    process.execPath,
    ['node_modules/drizzle-kit/bin.cjs', 'generate', '--dialect', 'postgresql', '--schema', './src/server/db/schema*.ts', '--out', `./${copy}`],
    { stdio: ['ignore', 'pipe', 'inherit'], timeout: 120_000, encoding: 'utf8' },
  );
  const added = fs.readdirSync(copy).filter((name) => !before.has(name));
  if (added.length > 0) {
    for (const name of added) process.stderr.write(`\n${name}:\n${fs.readFileSync(path.join(copy, name), 'utf8')}\n`);
    process.stderr.write(
      `\nThe schema differs from the latest migration snapshot: drizzle-kit would write ${added.join(', ')}.\n` +
        'Write the migration for the change (npm run db:generate) and commit it with its snapshot.\n',
    );
    process.exitCode = 1;
  } else if (!output.includes('No schema changes')) {
    process.stderr.write(`${output}\ndrizzle-kit did not compare the schema with the migrations (above).\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write('Migrations match the schema.\n');
  }
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}
