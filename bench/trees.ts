// `npm run bench:trees -- --before <checkout>`: this tree's server against another checkout's (an
// earlier commit in a git worktree with its node_modules), on one database, taking turns. Each round
// runs every scenario on one server and then on the other, the order swapped every round, so that a
// noisy neighbour on this small machine slows both alike; before-then-after runs minutes apart do not.
// Reports each scenario's median requests per second, its ratio to the same server's trivial route,
// how that ratio moved against its limit, and every round's ratios (their spread is the noise).
//
//   git worktree add ../before <commit> && cp -al node_modules ../before/
//   npm run bench:trees -- --before ../before --listings 100000 --rounds 6
//   npm run bench:trees -- --before ../before --postgres postgres://postgres@127.0.0.1:5432/postgres
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServerIfStale } from '../scripts/server-build.ts';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { measure, type ScenarioFigures } from './load.ts';
import { prepareDatabase } from './prepare-database.ts';
import { buildScenarios } from './scenarios.ts';
import { startServer, type RunningServer } from './server.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    postgres: { type: 'string' },
    listings: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '64' },
  },
});
if (!values.before) throw new Error('--before names the checkout to compare with (a git worktree with its node_modules)');
const before = path.resolve(values.before);

/** The scenarios a change to the read path must keep, and how far each ratio to the trivial route may fall. */
const LIMITS: Record<string, number> = {
  'typical search, never repeated': 0.1,
  'property page (rendered HTML)': 0.1,
  "agent's deals (signed in)": 0.1,
  'typical search (one page)': 0.25,
  'property detail': 0.25,
  'featured list': 0.25,
};
const TRIVIAL = 'trivial JSON (ceiling)';

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;
const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

// Both trees serve their own builds: this one's, and the other's built in its own folder.
buildWebIfStale();
buildServerIfStale();
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    "(await import('./scripts/web-build.ts')).buildWebIfStale(); (await import('./scripts/server-build.ts')).buildServerIfStale();",
  ],
  { cwd: before, stdio: 'inherit' },
);
const beforeCommit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: before }).toString().trim();
const afterCommit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-trees-'));
const rounds = Number(values.rounds);
const options = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: 1, workers: 1 };
/** Per tree (0 before, 1 after): each round's figures for every scenario. */
const figures: [ScenarioFigures[][], ScenarioFigures[][]] = [[], []];
const peaks = [0, 0];
const loadBefore = loadNow();

try {
  const listings = Number(values.listings);
  const prepared = await prepareDatabase({ listings, workDir, adminUrl: values.postgres });
  try {
    // The scenarios' accounts and listings are made once, before the data folder is copied: both
    // servers then know every account and answer a signed-in scenario alike.
    const setup = await startServer({ dataDir: prepared.dataDir, databaseUrl: prepared.databaseUrl });
    const scenarios = (await buildScenarios(setup.baseUrl).finally(() => setup.stop())).filter((s) => s.name === TRIVIAL || s.name in LIMITS);
    const servers: RunningServer[] = [];
    try {
      for (const tree of [before, undefined]) {
        const dataDir = path.join(workDir, tree ? 'before' : 'after');
        fs.cpSync(prepared.dataDir, dataDir, { recursive: true });
        servers.push(await startServer({ dataDir, databaseUrl: prepared.databaseUrl, tree }));
      }
      for (let round = 0; round < rounds; round++) {
        for (const which of round % 2 ? [1, 0] : [0, 1]) {
          process.stdout.write(`round ${round + 1}/${rounds}, ${which ? 'after' : 'before'}\n`);
          const result = await measure(servers[which]!, scenarios, options);
          figures[which]!.push(result.scenarios);
          peaks[which] = Math.max(peaks[which]!, result.peakRssMb);
        }
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await prepared.drop();
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

const rpsOf = (which: 0 | 1, name: string) => figures[which].map((run) => run.find((f) => f.name === name)!.requestsPerSecond);
const lines = [
  `# This tree against an earlier one, taking turns (${new Date().toISOString().slice(0, 16)}Z)`,
  '',
  `Before: \`${beforeCommit}\`; after: \`${afterCommit}\`. ${values.postgres ? 'PostgreSQL' : 'Embedded database'}, ${Number(values.listings).toLocaleString('en-IN')} listings; ${rounds} rounds of ${values.seconds} s a scenario at ${values.connections} connections, the trees in turn; ${os.availableParallelism()} CPUs, Node ${process.version}; load ${loadBefore} → ${loadNow()}; peak memory before ${peaks[0]} MB, after ${peaks[1]} MB.`,
  '',
  "A ratio is the median requests per second over the median of the same server's trivial route. A change is the after ratio against the before ratio; it holds when it falls by no more than the limit.",
  '',
  "| scenario | before (req/s) | after (req/s) | ratio before | ratio after | change | limit | holds | rounds' ratios before | rounds' ratios after |",
  '|---|---|---|---|---|---|---|---|---|---|',
];
const trivial = [median(rpsOf(0, TRIVIAL)), median(rpsOf(1, TRIVIAL))] as const;
lines.push(`| ${TRIVIAL} | ${Math.round(trivial[0])} | ${Math.round(trivial[1])} | 1 | 1 | | | | | |`);
for (const [name, limit] of Object.entries(LIMITS)) {
  const [rpsBefore, rpsAfter] = [rpsOf(0, name), rpsOf(1, name)];
  const [ratioBefore, ratioAfter] = [median(rpsBefore) / trivial[0], median(rpsAfter) / trivial[1]];
  const change = ratioAfter / ratioBefore - 1;
  const perRound = (which: 0 | 1, rps: number[]) => rps.map((r, i) => round2(r / rpsOf(which, TRIVIAL)[i]!)).join(', ');
  lines.push(
    `| ${name} | ${Math.round(median(rpsBefore))} | ${Math.round(median(rpsAfter))} | ${round2(ratioBefore)} | ${round2(ratioAfter)} | ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}% | ${limit * 100}% | ${change >= -limit ? 'yes' : 'no'} | ${perRound(0, rpsBefore)} | ${perRound(1, rpsAfter)} |`,
  );
}

const file = path.join(
  'bench',
  'results',
  `trees-${values.postgres ? 'postgres' : 'embedded'}-${new Date().toISOString().slice(0, 16).replace(':', '')}.md`,
);
fs.writeFileSync(file, `${lines.join('\n')}\n`);
process.stdout.write(`\n${lines.join('\n')}\n\nWritten: ${file}\n`);
