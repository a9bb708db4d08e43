// `npm run bench:steady`: what a person waits for. Searches never repeated, the six kinds people make
// in turn (typical, multi-locality, keywords, map area, near metro, fresh), sent at a steady rate on
// schedule whether or not the earlier ones were answered (bench/open-loop.ts), to the real server;
// each wait counts from when its search was due. Target: p99 at most 150 ms at 100 a second, on
// PostgreSQL at 1,000,000 listings and on the embedded database at 100,000 (docs/performance.md).
// Writes bench/results/steady-<date>.md.
//
//   npm run bench:steady -- --postgres postgres://postgres@127.0.0.1:5432/postgres --reuse gruha_bench_1m --embedded
//   npm run bench:steady -- --embedded --listings 10000 --seconds 20      a quick look
//
// `--reuse NAME` keeps the PostgreSQL database NAME between runs (bench/prepare-database.ts): the
// first run seeds it, later ones with the same --listings use it as it is; with `--seed-only` a run
// only seeds it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { sendOnSchedule, type Planned } from './open-loop.ts';
import { prepareDatabase } from './prepare-database.ts';
import { neverRepeatedSearches } from './scenarios.ts';
import { startServer } from './server.ts';
import { steadyMarkdown, TARGET_P99_MS, type SteadyRun } from './steady-report.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    reuse: { type: 'string' },
    'seed-only': { type: 'boolean', default: false },
    embedded: { type: 'boolean', default: false },
    listings: { type: 'string' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    'warmup-seconds': { type: 'string', default: '10' },
    'timeout-seconds': { type: 'string', default: '30' },
  },
});
const rate = Number(values.rate);
const [seconds, warmupSeconds] = [Number(values.seconds), Number(values['warmup-seconds'])];
const timeoutMs = Number(values['timeout-seconds']) * 1000;
if (values.reuse && !values.postgres) throw new Error('--reuse keeps a PostgreSQL database: give --postgres too');
if (values['seed-only'] && !values.reuse) throw new Error('--seed-only seeds a kept database: give --reuse NAME too');
const databases: SteadyRun['database'][] = [
  ...(values.postgres ? ['postgres' as const] : []),
  ...(values.embedded || !values.postgres ? ['embedded' as const] : []),
];
/** The sizes the target names, unless --listings says otherwise. */
const listingsFor = (database: SteadyRun['database']) => Number(values.listings ?? (database === 'postgres' ? 1_000_000 : 100_000));
const loadNow = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** `count` searches, the kinds in turn; throws if any two are the same (a kept answer would serve the second). */
async function planSearches(baseUrl: string, count: number, warmupCount: number): Promise<{ warmup: Planned[]; measured: Planned[] }> {
  // Whole turns of the six for the warm-up, so the measured searches start with the first kind.
  const skip = Math.ceil(warmupCount / 6) * 6;
  const kinds = await neverRepeatedSearches(baseUrl, Math.ceil((skip + count) / 6));
  const planned = Array.from({ length: skip + count }, (_, k) => {
    const kind = kinds[k % kinds.length]!;
    return { kind: kind.name.replace(', never repeated', ''), request: kind.requests[Math.floor(k / kinds.length)]! };
  });
  const repeated = planned.length - new Set(planned.map((p) => p.request.body)).size;
  if (repeated) throw new Error(`${repeated} of the ${planned.length} searches repeat an earlier one: ask for fewer (--rate, --seconds)`);
  return { warmup: planned.slice(0, skip), measured: planned.slice(skip) };
}

async function measureOn(database: SteadyRun['database'], workDir: string): Promise<SteadyRun> {
  const listings = listingsFor(database);
  const seedStarted = performance.now();
  const onPostgres = database === 'postgres';
  const prepared = await prepareDatabase({
    listings,
    workDir,
    adminUrl: onPostgres ? values.postgres : undefined,
    keep: onPostgres ? values.reuse : undefined,
  });
  const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
  try {
    const server = await startServer({ dataDir: prepared.dataDir, databaseUrl: prepared.databaseUrl });
    try {
      const { warmup, measured } = await planSearches(server.baseUrl, rate * seconds, rate * warmupSeconds);
      const before = loadNow();
      process.stdout.write(`  warming up for ${warmupSeconds} s, then ${rate} searches a second for ${seconds} s...\n`);
      await sendOnSchedule(server.baseUrl, warmup, rate, timeoutMs);
      server.resetPeak();
      const cpuBefore = server.cpuMicros();
      const { outcomes, mostInFlight } = await sendOnSchedule(server.baseUrl, measured, rate, timeoutMs);
      return {
        database,
        listings,
        origin: prepared.reused ? `the kept database ${values.reuse}, seeded by an earlier run` : `seeded in ${seedSeconds} s`,
        outcomes,
        mostInFlight,
        serverCpuMicros: server.cpuMicros() - cpuBefore,
        peakRssMb: server.peakRssMb(),
        loadAverages: { before, after: loadNow() },
      };
    } catch (error) {
      throw new Error(`${(error as Error).message}\n  server output:\n${server.output().slice(-4000)}`, { cause: error });
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.drop();
  }
}

if (values['seed-only']) {
  // Seeding a million listings takes minutes: done ahead, the measurement can wait for a quiet machine.
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-steady-'));
  try {
    const started = performance.now();
    const prepared = await prepareDatabase({ listings: listingsFor('postgres'), workDir: seedDir, adminUrl: values.postgres, keep: values.reuse });
    await prepared.drop();
    const how = prepared.reused ? 'was already seeded' : `seeded in ${Math.round((performance.now() - started) / 1000)} s`;
    process.stdout.write(`${values.reuse} ${how}\n`);
  } finally {
    fs.rmSync(seedDir, { recursive: true, force: true });
  }
  process.exit(0);
}

buildWebIfStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-steady-'));
const sections: string[] = [];
try {
  for (const database of databases) {
    process.stdout.write(`\n${database}, ${listingsFor(database).toLocaleString('en-IN')} listings\n`);
    try {
      sections.push(steadyMarkdown(await measureOn(database, workDir)));
    } catch (error) {
      // One database that failed (a seed, a server that would not start) does not lose the other's figures.
      process.stderr.write(`  failed: ${(error as Error).message}\n`);
      process.exitCode = 1;
    }
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

if (!sections.length) process.exit(1);
const markdown = [
  `Steady searches: ${rate} a second for ${seconds} s after ${warmupSeconds} s of warm-up, sent on schedule (open loop), ` +
    `each wait counted from when its search was due; the six kinds of never-repeated search in turn; target p99 at most ${TARGET_P99_MS} ms. ` +
    `${os.availableParallelism()} CPU cores shared by server and sender; Node ${process.version}.`,
  '',
  ...sections,
].join('\n');
const dir = path.resolve('bench/results');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `steady-${new Date().toISOString().slice(0, 16).replace(':', '')}.md`);
fs.writeFileSync(file, `${markdown}\n`);
process.stdout.write(`\n${markdown}\nWritten: ${path.relative(process.cwd(), file)}\n`);
