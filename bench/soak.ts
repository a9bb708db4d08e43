// `npm run soak`. Starts the real server on a fresh database, warms it up, notes
// its memory at rest, then runs many concurrent clients doing mixed reads and writes for a few
// minutes (bench/soak-traffic.ts), in two halves with a rest between them. It passes with zero 5xx
// and zero failed connections, every acknowledged write read back as acknowledged, and memory after
// the second half back near its level in the rest after the first. That rest, not the one after the
// warm-up, is the baseline: the server's kept answers and pages are bounded and fill during the first
// half, which is no leak; a leak grows again in the second (docs/performance.md). Writes bench/results/soak-<date>-<database>.md; exits 1 on failure.
//
//   npm run soak                                                    embedded database, 3 minutes
//   npm run soak -- --minutes 10 --clients 64
//   npm run soak -- --postgres postgres://postgres@127.0.0.1:5432/postgres
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase } from './prepare-database.ts';
import { startServer, type RunningServer } from './server.ts';
import { checkLedger, newLedger, newTally, runClient, type Ledger, type Tally, type World } from './soak-traffic.ts';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    clients: { type: 'string', default: '48' },
    listings: { type: 'string', default: '10000' },
    'warmup-seconds': { type: 'string', default: '30' },
    postgres: { type: 'string' },
  },
});
const minutes = Number(values.minutes);
const clients = Number(values.clients);
const warmupSeconds = Number(values['warmup-seconds']);
const database = values.postgres ? 'postgres' : 'embedded';
// Memory after the soak may exceed memory at rest half-way by this much and still count as returned.
const MEMORY_SLACK = { ratio: 0.2, mb: 30 };
const SETTLE_SECONDS = 30;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Resident memory, from bench/server.ts's sampler of /proc: `now()` resets its peak to read the
 * current figure, so the peak across resets is kept here.
 */
function memoryOf(server: RunningServer) {
  let peak = 0;
  return {
    now(): number {
      peak = Math.max(peak, server.peakRssMb());
      server.resetPeak();
      return server.peakRssMb();
    },
    peak: () => Math.max(peak, server.peakRssMb()),
    resetPeak() {
      server.resetPeak();
      peak = 0;
    },
  };
}
type Memory = ReturnType<typeof memoryOf>;

async function api<T>(baseUrl: string, route: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function discover(baseUrl: string): Promise<World & { adminToken: string }> {
  const signIn = async (username: string) =>
    (await api<{ data: { token: string } }>(baseUrl, '/api/auth/login', { method: 'POST', body: { username, password: 'Demo@1234' } })).data.token;
  const areas = (await api<{ data: { areaId: number }[] }>(baseUrl, '/api/areas?city=Hyderabad')).data;
  const newest = await api<{ data: { id: number }[] }>(baseUrl, '/api/properties/search', { method: 'POST', body: { size: 100 } });
  const picture = (await api<{ data: { imageUrl: string }[] }>(baseUrl, '/api/properties/featured')).data[0]!.imageUrl;
  return {
    baseUrl,
    areaIds: areas.map((a) => a.areaId),
    listingIds: newest.data.map((p) => p.id),
    picture,
    agentToken: await signIn('agent1'),
    adminToken: await signIn('admin'),
  };
}

/** Runs the clients for `seconds`; returns memory every 30 s, to tell a plateau from a leak. */
async function drive(world: World, tally: Tally, ledger: Ledger, seconds: number, memory: Memory): Promise<number[]> {
  const until = Date.now() + seconds * 1000;
  const timeline: number[] = [];
  const sampler = setInterval(() => timeline.push(memory.now()), 30_000);
  await Promise.all(Array.from({ length: clients }, () => runClient(world, tally, ledger, until)));
  clearInterval(sampler);
  return timeline;
}

/** Lets the server idle for SETTLE_SECONDS (GC settles), sampling memory each second: the last and lowest reading. */
async function settledRss(memory: Memory): Promise<{ mb: number; lowest: number }> {
  let lowest = memory.now();
  for (let second = 0; second < SETTLE_SECONDS; second++) {
    await sleep(1000);
    lowest = Math.min(lowest, memory.now());
  }
  return { mb: memory.now(), lowest };
}

function report(figures: {
  cold: number;
  before: number;
  halfway: number;
  peak: number;
  timeline: number[];
  after: { mb: number; lowest: number };
  limit: number;
  tally: Tally;
  check: { checked: number; lost: string[] };
  ledger: Ledger;
  passed: Record<string, boolean>;
  serverLog: string;
}): string {
  const { tally, check, ledger, passed } = figures;
  const rows = [...tally.statuses].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `| ${key} | ${count} |`);
  const verdict = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
  // pino writes one JSON object a line; level 50 is error, 60 fatal.
  const errorsLogged = figures.serverLog.split('\n').filter((line) => /"level":(50|60)/.test(line));
  return [
    `# Soak, ${database === 'postgres' ? 'PostgreSQL' : 'embedded (PGlite)'}, ${new Date().toISOString()}`,
    '',
    `${clients} concurrent clients for ${minutes} min after a ${warmupSeconds} s warm-up, on ${values.listings} listings; ` +
      `${os.availableParallelism()} CPU cores shared by server, clients and whatever else runs; Node ${process.version}.`,
    '',
    '| check | figure | verdict |',
    '|---|---|---|',
    `| requests | ${tally.requests} (${Math.round(tally.requests / (minutes * 60))}/s) | |`,
    `| 5xx answers | ${tally.serverErrors.length} | ${verdict(passed.noServerErrors!)} |`,
    `| failed connections / timeouts | ${tally.networkErrors.length} | ${verdict(passed.noNetworkErrors!)} |`,
    `| acknowledged writes read back | ${check.checked} (${ledger.users.size} sign-ups, ${ledger.listings.size} listings in their last edited state, ${ledger.inquiries.size} inquiries); lost ${check.lost.length} | ${verdict(passed.noLostWrites!)} |`,
    `| memory (RSS) | at start ${figures.cold} MB; at rest after warm-up ${figures.before} MB; at rest half-way ${figures.halfway} MB; peak ${figures.peak} MB; under load every 30 s ${figures.timeline.join(', ')} MB; after ${figures.after.mb} MB (${SETTLE_SECONDS} s after the load and read-back stopped, lowest ${figures.after.lowest} MB; limit ${figures.limit} MB) | ${verdict(passed.memoryReturned!)} |`,
    '',
    '| route and status | answers |',
    '|---|---:|',
    ...rows,
    '',
    ...(tally.serverErrors.length + tally.networkErrors.length + check.lost.length > 0
      ? ['First problems:', '', ...[...tally.serverErrors, ...tally.networkErrors, ...check.lost].slice(0, 20).map((line) => `- ${line}`), '']
      : []),
    ...(errorsLogged.length > 0
      ? ['Errors the server logged:', '', ...errorsLogged.slice(0, 5).map((line) => `- \`${line.slice(0, 800)}\``), '']
      : []),
  ].join('\n');
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-soak-'));
let failed: boolean;
try {
  process.stdout.write(`Preparing a ${database} database with ${values.listings} listings…\n`);
  const prepared = await prepareDatabase({ listings: Number(values.listings), workDir, adminUrl: values.postgres });
  try {
    const server = await startServer({ dataDir: prepared.dataDir, databaseUrl: prepared.databaseUrl });
    try {
      const memory = memoryOf(server);
      const cold = memory.now();
      const { adminToken, ...world } = await discover(server.baseUrl);
      const ledger = newLedger();
      process.stdout.write(`Warming up for ${warmupSeconds} s…\n`);
      await drive(world, newTally(), ledger, warmupSeconds, memory);
      const before = (await settledRss(memory)).mb;

      process.stdout.write(`At rest: ${before} MB. Soaking for ${minutes} min with ${clients} clients, in two halves…\n`);
      const tally = newTally();
      memory.resetPeak();
      const timeline = await drive(world, tally, ledger, minutes * 30, memory);
      const halfway = (await settledRss(memory)).mb;
      const limit = Math.round(Math.max(halfway * (1 + MEMORY_SLACK.ratio), halfway + MEMORY_SLACK.mb));
      process.stdout.write(`At rest half-way: ${halfway} MB (limit after the soak ${limit} MB).\n`);
      timeline.push(...(await drive(world, tally, ledger, minutes * 30, memory)));
      const peak = memory.peak();
      process.stdout.write(
        `Load stopped after ${tally.requests} requests (peak ${peak} MB). Reading back ${ledger.users.size + ledger.listings.size + ledger.inquiries.size} writes…\n`,
      );
      const check = await checkLedger(world, ledger, adminToken);
      const after = await settledRss(memory);

      const passed = {
        noServerErrors: tally.serverErrors.length === 0,
        noNetworkErrors: tally.networkErrors.length === 0,
        noLostWrites: check.lost.length === 0,
        memoryReturned: after.mb <= limit,
      };
      const markdown = report({ cold, before, halfway, peak, timeline, after, limit, tally, check, ledger, passed, serverLog: server.output() });
      const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
      const file = path.join(import.meta.dirname, 'results', `soak-${stamp}-${database}.md`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${markdown}\n`);
      process.stdout.write(`\n${markdown}\nWritten to ${path.relative(process.cwd(), file)}\n`);
      failed = Object.values(passed).includes(false);
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.drop();
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
