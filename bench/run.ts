// `npm run bench`: seeds fresh databases of several sizes, starts the real server on each and
// measures it over loopback, then writes bench/results/<date>.json and .md. See docs/performance.md.
//
//   npm run bench                                   embedded database, 10,000 and 100,000 listings
//   npm run bench -- --sizes 10000,100000,1000000 --postgres postgres://postgres@127.0.0.1:5432/postgres
//   npm run bench -- --seconds 3 --rounds 1         a quick look
//   npm run bench -- --only keywords,multi-locality  those scenarios (and the two ceilings, the ratios' bases)
//   npm run bench -- --sizes 100000 --postgres ... --skip-embedded --only search,photo   search and the photo check
//
// Beside the server, every run starts a bare Fastify server (bench/bare-server.ts: no plugins, one
// JSON route) and reports each scenario's ratio to Gruha's trivial route and to bare Fastify's; a
// second one sends the security headers of Gruha's trivial route, to show what they cost alone.
// On PostgreSQL, after the server's scenarios, one posting's photo check is timed on the same
// listings (bench/photo-check.ts). The machine's load averages before and after each database's run
// are written with its figures: on a shared machine they say how far to trust them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { measurePages, type PageFigures } from './browser.ts';
import { measure, type ScenarioFigures } from './load.ts';
import { measurePhotoCheck, type PhotoCheckFigures } from './photo-check.ts';
import { prepareDatabase } from './prepare-database.ts';
import { writeReport } from './report.ts';
import { bareScenario, bareWithHeadersScenario, buildScenarios } from './scenarios.ts';
import { ownHeadersOf, startBareServer, startServer } from './server.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    postgres: { type: 'string', default: process.env.DATABASE_URL },
    'skip-embedded': { type: 'boolean', default: false },
    'embedded-max': { type: 'string', default: '100000' },
    connections: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    workers: { type: 'string', default: String(Math.max(1, Math.floor(os.availableParallelism() / 2))) },
    'skip-browser': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const measuresPages = !values['skip-browser'] && fs.existsSync(chromium);
// A run without the browser's figures says so at once, not only by their absence from the report.
if (!values['skip-browser'] && !measuresPages) process.stdout.write(`No Chromium at ${chromium}: the pages' browser figures are skipped.\n`);
const sizes = values.sizes!.split(',').map(Number);
const load = {
  connections: Number(values.connections),
  seconds: Number(values.seconds),
  rounds: Number(values.rounds),
  workers: Number(values.workers),
};
const targets: { database: 'embedded' | 'postgres'; size: number }[] = [];
for (const size of sizes) {
  // A million listings is a server's job: the embedded database runs up to --embedded-max.
  if (!values['skip-embedded'] && size <= Number(values['embedded-max'])) targets.push({ database: 'embedded', size });
  if (values.postgres) targets.push({ database: 'postgres', size });
}

export type BenchRun = {
  database: 'embedded' | 'postgres';
  listings: number;
  seedSeconds: number;
  peakRssMb: number;
  scenarios: ScenarioFigures[];
  pages?: PageFigures[];
  photoCheck?: PhotoCheckFigures;
  /** The machine's 1, 5 and 15 minute load averages as the run began and ended. */
  loadAverages: { before: number[]; after: number[] };
};

buildWebIfStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-bench-'));
const runs: BenchRun[] = [];

const only = values.only
  ?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const isChosen = (name: string) => !only || only.some((word) => name.includes(word));
const loadNow = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

async function benchmark(target: { database: 'embedded' | 'postgres'; size: number }): Promise<BenchRun> {
  const before = loadNow();
  const seedStarted = performance.now();
  const prepared = await prepareDatabase({ listings: target.size, workDir, adminUrl: target.database === 'postgres' ? values.postgres : undefined });
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  try {
    const bare = await startBareServer();
    const server = await startServer({ dataDir: prepared.dataDir, databaseUrl: prepared.databaseUrl }).catch(async (error: unknown) => {
      await bare.stop();
      throw error;
    });
    const headed = await startBareServer(await ownHeadersOf(server.baseUrl)).catch(async (error: unknown) => {
      await Promise.all([server.stop(), bare.stop()]);
      throw error;
    });
    let measured: Omit<BenchRun, 'photoCheck' | 'loadAverages'>;
    try {
      // The ceilings (Gruha's trivial route, bare Fastify's) stay: every ratio is to them. So does bare
      // Fastify with Gruha's headers: how much of the trivial route's gap to bare is the headers'.
      const withHeaders = bareWithHeadersScenario(headed);
      const all = [bareScenario(bare), withHeaders, ...(await buildScenarios(server.baseUrl))];
      const scenarios = all.filter((s) => s.ceiling || s === withHeaders || isChosen(s.name));
      // Page speed once, on the first database, before the load adds listings.
      const pages = measuresPages && runs.length === 0 ? await measurePages(server.baseUrl, 1) : undefined;
      const result = await measure(server, scenarios, load);
      measured! = { database: target.database, listings: target.size, seedSeconds, ...result, pages };
    } catch (error) {
      // What the server said (warnings and errors) is usually why.
      const { message, cause } = error as Error;
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cause is an Error or a string.
      throw new Error(`${message}${cause ? ` (${String(cause)})` : ''}\n  server output:\n${server.output().slice(-4000)}`, { cause: error });
    } finally {
      await Promise.all([server.stop(), bare.stop(), headed.stop()]);
    }
    // With the server stopped: the photo check adds pictures that its scenarios must not see.
    // A failed photo check is reported with its cause and costs only its own figures, not the run's.
    const photoCheck =
      prepared.databaseUrl && isChosen('photo check')
        ? await measurePhotoCheck(prepared.databaseUrl).catch((error: unknown) => {
            process.stderr.write(`  photo check failed: ${String((error as Error).cause ?? error)}\n`);
            return undefined;
          })
        : undefined;
    return { ...measured, photoCheck, loadAverages: { before, after: loadNow() } };
  } finally {
    await prepared.drop();
  }
}

try {
  for (const target of targets) {
    process.stdout.write(`\n${target.database}, ${target.size.toLocaleString('en-IN')} listings\n`);
    try {
      runs.push(await benchmark(target));
    } catch (error) {
      // One failed target (a server that would not start, a seed that failed) does not lose the others.
      process.stderr.write(`  failed: ${(error as Error).message}\n`);
    }
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

const written = writeReport({ load, cpus: os.availableParallelism(), node: process.version, runs });
process.stdout.write(`\n${written.markdown}\nWritten: ${written.files.join(', ')}\n`);
