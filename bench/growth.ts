// How the never-repeated searches' latency grows with the catalogue: two
// PostgreSQL databases of different sizes served side by side, measured in alternating rounds, so
// that a busy neighbour slows both sizes alike instead of whichever ran second.
//
//   node --import tsx bench/growth.ts --postgres postgres://postgres@127.0.0.1:5432/postgres
//   ... --sizes 10000,1000000 --rounds 5 --seconds 3 --only "never repeated"
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

const sizes = (values.sizes ?? '').split(',').map(Number);
const rounds = Number(values.rounds);
const load = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: 1, workers: 1 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

type Target = { size: number; prepared: PreparedDatabase; server: RunningServer; scenarios: Scenario[] };

buildWebIfStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-growth-'));
const targets: Target[] = [];
try {
  for (const size of sizes) {
    process.stdout.write(`seeding ${size.toLocaleString('en-IN')} listings...\n`);
    const prepared = await prepareDatabase({ listings: size, workDir, adminUrl: values.postgres });
    const server = await startServer({ dataDir: prepared.dataDir, databaseUrl: prepared.databaseUrl });
    const wanted = values.only ?? '';
    // The first scenario, the trivial route, stays: it shows how busy the machine was.
    const scenarios = (await buildScenarios(server.baseUrl)).filter((s, i) => i === 0 || s.name.includes(wanted));
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
  const lines = [
    `Connections ${load.connections}, ${rounds} rounds of ${load.seconds} s alternating between sizes, medians; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}.`,
    '',
    `| scenario | p50 ms at ${small} | p50 ms at ${large} | growth | req/s at ${small} | req/s at ${large} |`,
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const scenario of targets[0].scenarios) {
    const at = (size: number) => samples.get(`${size}|${scenario.name}`) ?? [];
    const p50Small = median(at(small).map((f) => f.p50Ms));
    const p50Large = median(at(large).map((f) => f.p50Ms));
    const rps = (size: number) => median(at(size).map((f) => f.requestsPerSecond));
    lines.push(`| ${scenario.name} | ${p50Small} | ${p50Large} | ${(p50Large / (p50Small || 1)).toFixed(2)}x | ${rps(small)} | ${rps(large)} |`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n`);
} finally {
  for (const target of targets) {
    await target.server.stop();
    await target.prepared.drop();
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}
