// How the never-repeated searches' latency grows with the catalogue: two
// PostgreSQL databases of different sizes served side by side, measured in alternating rounds, so
// that a busy neighbour slows both sizes alike instead of whichever ran second.
//
//   node --import tsx bench/growth.ts --postgres postgres://postgres@127.0.0.1:5432/postgres
//   ... --sizes 10000,1000000 --rounds 5 --seconds 3 --only "never repeated"
//   ... --sizes 10000,100000,1000000 --only map-area,near-metro
//
// `--only` takes comma-separated words. The table goes to bench/results/growth-<date>.md (the latest
// growth run only: older ones are in git), with each scenario's ratio to the trivial route per size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { measure, type ScenarioFigures } from './load.ts';
import { prepareDatabase, type PreparedDatabase } from './prepare-database.ts';
import { buildScenarios, type Scenario } from './scenarios.ts';
import { startServer, type RunningServer } from './server.ts';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: process.env.DATABASE_URL },
    sizes: { type: 'string', default: '10000,1000000' },
    connections: { type: 'string', default: '64' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    only: { type: 'string', default: 'never repeated' },
  },
});
if (!values.postgres) throw new Error('--postgres (an admin URL) is required: growth is measured on PostgreSQL');

const sizes = values.sizes.split(',').map(Number);
const rounds = Number(values.rounds);
const load = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: 1, workers: 1 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

type Target = { size: number; prepared: PreparedDatabase; server: RunningServer; scenarios: Scenario[] };

buildWebIfStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-growth-'));
const targets: Target[] = [];
const seedSeconds = new Map<number, number>();
try {
  for (const size of sizes) {
    process.stdout.write(`seeding ${size.toLocaleString('en-IN')} listings...\n`);
    const seedStarted = performance.now();
    const prepared = await prepareDatabase({ listings: size, workDir, adminUrl: values.postgres });
    seedSeconds.set(size, Math.round((performance.now() - seedStarted) / 1000));
    const server = await startServer({ dataDir: prepared.dataDir, databaseUrl: prepared.databaseUrl }).catch(async (error: unknown) => {
      await prepared.drop();
      throw error;
    });
    const wanted = values.only.split(',').map((word) => word.trim());
    // The first scenario, the trivial route, stays: it shows how busy the machine was, and ratios are to it.
    const scenarios = (await buildScenarios(server.baseUrl)).filter((s, i) => i === 0 || wanted.some((word) => s.name.includes(word)));
    targets.push({ size, prepared, server, scenarios });
  }
  const samples = new Map<string, ScenarioFigures[]>();
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      process.stdout.write(`round ${round}/${rounds}, ${target.size.toLocaleString('en-IN')} listings\n`);
      const { scenarios } = await measure(target.server, target.scenarios, load);
      for (const figures of scenarios) {
        const key = `${target.size}|${figures.name}`;
        samples.set(key, [...(samples.get(key) ?? []), figures]);
      }
    }
  }
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  const at = (size: number, name: string) => samples.get(`${size}|${name}`) ?? [];
  const lines = [
    `PostgreSQL. Connections ${load.connections}, ${rounds} rounds of ${load.seconds} s alternating between sizes, medians; ` +
      `${os.availableParallelism()} CPU cores; Node ${process.version}; load average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}.`,
    `Seeded in ${sizes.map((size) => `${seedSeconds.get(size)} s (${size.toLocaleString('en-IN')})`).join(', ')}.`,
    '',
    `| scenario | ${sizes.map((size) => `p50 ms at ${size}`).join(' | ')} | growth ${small} to ${large} | ${sizes
      .map((size) => `req/s at ${size}`)
      .join(' | ')} | ${sizes.map((size) => `ratio to trivial at ${size}`).join(' | ')} | errors and non-2xx |`,
    `|---|${sizes.map(() => '---:|').join('')}---:|${sizes.map(() => '---:|').join('')}${sizes.map(() => '---:|').join('')}---:|`,
  ];
  for (const scenario of targets[0]!.scenarios) {
    const p50 = (size: number) => median(at(size, scenario.name).map((f) => f.p50Ms));
    const rps = (size: number) => median(at(size, scenario.name).map((f) => f.requestsPerSecond));
    // Each round's ratio to the trivial route measured in the same round on the same server.
    const ratio = (size: number) => median(at(size, scenario.name).map((f) => f.ratioToTrivial));
    const failed = sizes.flatMap((size) => at(size, scenario.name)).reduce((sum, f) => sum + f.errors + f.non2xx, 0);
    lines.push(
      `| ${scenario.name} | ${sizes.map(p50).join(' | ')} | ${(p50(large!) / (p50(small!) || 1)).toFixed(2)}x | ${sizes.map(rps).join(' | ')} | ${sizes
        .map(ratio)
        .join(' | ')} | ${failed} |`,
    );
  }
  const dir = path.resolve('bench/results');
  for (const old of fs.readdirSync(dir).filter((file) => file.startsWith('growth-'))) fs.rmSync(path.join(dir, old));
  const file = path.join(dir, `growth-${new Date().toISOString().slice(0, 16).replace(':', '')}.md`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  process.stdout.write(`\n${lines.join('\n')}\nWritten: ${path.relative(process.cwd(), file)}\n`);
} finally {
  for (const target of targets) {
    await target.server.stop();
    await target.prepared.drop();
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}
