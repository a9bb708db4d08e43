// `npm run bench:pieces`: what each speed-only piece (src/server/speed-pieces.ts) still buys. For each
// piece, two servers on copies of one database, one with the piece and one without it
// (GRUHA_SPEED_OFF), take the piece's scenarios in turn, several rounds, the order swapped every round,
// so that a noisy neighbour slows both alike. Prints each scenario's median requests per second with
// and without, the gain, every round's figures (their spread is the noise) and the machine's load.
// A piece of the server renderer is built without, and the server without it serves that build. The web
// build's pieces are built without in turn and measured in Chromium (total blocking time and
// JavaScript transferred per page).
//
//   npm run bench:pieces -- --listings 10000 --rounds 5 --seconds 4
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { SpeedPiece } from '../src/server/speed-pieces.ts';
import { execFileSync } from 'node:child_process';
import { buildWebIfStale } from '../scripts/web-build.ts';
import { measurePages, type PageFigures } from './browser.ts';
import { measure } from './load.ts';
import { prepareDatabase } from './prepare-database.ts';
import { buildScenarios, type Scenario } from './scenarios.ts';
import { startServer, type RunningServer } from './server.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '4' },
    connections: { type: 'string', default: '64' },
    only: { type: 'string' },
  },
});

/** Each piece and the scenarios (bench/scenarios.ts) whose work it does. */
const PIECES: Record<ServerPiece, string[]> = {
  'kept-encodings': ['typical search (one page, Brotli)', 'property detail (Brotli)'],
  'prepared-reads': ['typical search, never repeated', 'rare search, never repeated'],
  'listing-type-in-sql': ['multi-locality multi-BHK rent search, never repeated'],
  'fast-serializer': ['typical search, never repeated', 'My Properties (signed in, 3 listings)'],
  'recorded-headers': ['trivial JSON (ceiling)', 'property page (rendered HTML)', 'property detail'],
  'kept-pages': ['home page (rendered HTML)', 'search page (rendered HTML, Brotli)', 'property page (rendered HTML, Brotli)'],
  // A page rendered first, then what every later request pays.
  'browser-prerender': ['property page (rendered HTML)', 'trivial JSON (ceiling)', 'typical search, never repeated'],
};

/** Pieces of the server renderer, in the web build: the server without one runs a build made without it. */
const RENDERER_PIECES: SpeedPiece[] = ['browser-prerender'];

/** Pieces of the web build: measured in Chromium (bench/browser.ts), a build with the piece against one without. */
const WEB_PIECES = ['eager-compile'] as const satisfies SpeedPiece[];
type ServerPiece = Exclude<SpeedPiece, (typeof WEB_PIECES)[number]>;

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const options = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: 1, workers: 1 };
const rounds = Number(values.rounds);
const isChosen = (piece: SpeedPiece) => !values.only || values.only.split(',').includes(piece);
const pieces = (Object.keys(PIECES) as ServerPiece[]).filter(isChosen);
const webPieces = WEB_PIECES.filter(isChosen);

buildWebIfStale();
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-pieces-'));
const WEB_HEADER = [
  `Pieces of the web build: ${rounds} rounds, each loading home, search and property pages in Chromium (4x CPU slowdown, slow 4G) with and without the piece in turn; medians.`,
  '',
  '| piece | page | total blocking time with (ms) | without (ms) | JavaScript transferred with (KB) | without (KB) | rounds with (ms) | rounds without (ms) | load (1/5/15 min) |',
  '|---|---|---|---|---|---|---|---|---|',
];
const lines: string[] = [
  `# Speed-only pieces, on and off (${new Date().toISOString().slice(0, 16)}Z)`,
  '',
  `Embedded database, ${Number(values.listings).toLocaleString('en-IN')} listings; ${rounds} rounds of ${values.seconds} s at ${values.connections} connections, on and off alternately; ${os.availableParallelism()} CPUs, Node ${process.version}.`,
];
if (pieces.length > 0) {
  lines.push(
    '',
    '| piece | scenario | with (req/s) | without (req/s) | gain | rounds with | rounds without | load (1/5/15 min) |',
    '|---|---|---|---|---|---|---|---|',
  );
}

try {
  const prepared = await prepareDatabase({ listings: Number(values.listings), workDir });
  // The scenarios' accounts and listings are made once, before the database is copied: both servers
  // then know every account, and a signed-in scenario is answered alike by each.
  const setup = await startServer({ dataDir: prepared.dataDir });
  const all = await buildScenarios(setup.baseUrl).finally(() => setup.stop());
  for (const piece of pieces) {
    const dirs = ['on', 'off'].map((variant) => {
      const dir = path.join(workDir, `${piece}-${variant}`);
      fs.cpSync(prepared.dataDir, dir, { recursive: true });
      return dir;
    });
    const servers: RunningServer[] = [];
    try {
      servers.push(await startServer({ dataDir: dirs[0]! }));
      const offBuild = RENDERER_PIECES.includes(piece) ? { webDir: buildWithout(piece) } : {};
      servers.push(await startServer({ dataDir: dirs[1]!, env: { GRUHA_SPEED_OFF: piece }, ...offBuild }));
      const scenarios = PIECES[piece].map((name) => all.find((scenario) => scenario.name === name)).filter((s): s is Scenario => s !== undefined);
      for (const scenario of scenarios) {
        const figures: [number[], number[]] = [[], []];
        const loadBefore = load();
        for (let round = 0; round < rounds; round++) {
          const order = round % 2 ? [1, 0] : [0, 1];
          for (const which of order) {
            process.stdout.write(`  ${piece}: ${scenario.name}, round ${round + 1}, ${which ? 'without' : 'with'}...\r`);
            const [figure] = (await measure(servers[which]!, [scenario], options)).scenarios;
            figures[which]!.push(figure!.requestsPerSecond);
          }
        }
        const [on, off] = figures.map(median);
        const gain = `${on! >= off! ? '+' : ''}${Math.round((on! / off! - 1) * 1000) / 10}%`;
        lines.push(
          `| ${piece} | ${scenario.name} | ${on} | ${off} | ${gain} | ${figures[0].join(', ')} | ${figures[1].join(', ')} | ${loadBefore} → ${load()} |`,
        );
        process.stdout.write(`\n${lines.at(-1)}\n`);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  if (webPieces.length > 0) lines.push('', ...WEB_HEADER);
  for (const piece of webPieces) lines.push(...(await measureWebPiece(piece, prepared.dataDir)));
  await prepared.drop();
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

/** The web app (and its server renderer) built without `piece`: the folder it is in. */
function buildWithout(piece: SpeedPiece): string {
  const offDir = path.join(workDir, `web-without-${piece}`);
  execFileSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', offDir], {
    stdio: 'inherit',
    env: { ...process.env, GRUHA_SPEED_OFF: piece },
  });
  return offDir;
}

/**
 * The web app built without `piece`, served beside the usual build on copies of one database; each round
 * loads home, search and property pages in both, in turn: total blocking time and JavaScript transferred.
 */
async function measureWebPiece(piece: SpeedPiece, dataDir: string): Promise<string[]> {
  const offDir = buildWithout(piece);
  const servers: RunningServer[] = [];
  try {
    for (const [variant, webDir] of [
      ['on', 'dist/web'],
      ['off', offDir],
    ] as const) {
      const dir = path.join(workDir, `${piece}-${variant}`);
      fs.cpSync(dataDir, dir, { recursive: true });
      servers.push(await startServer({ dataDir: dir, webDir }));
    }
    const figures: [PageFigures[][], PageFigures[][]] = [[], []];
    const loadBefore = load();
    for (let round = 0; round < rounds; round++) {
      for (const which of round % 2 ? [1, 0] : [0, 1]) {
        process.stdout.write(`  ${piece}: pages, round ${round + 1}, ${which ? 'without' : 'with'}...\r`);
        figures[which]!.push(await measurePages(servers[which]!.baseUrl, 1));
      }
    }
    const pageNames = figures[0][0]!.map((figure) => figure.page);
    return pageNames.map((page, i) => {
      const [on, off] = figures.map((runs) => runs.map((run) => run[i]!));
      const tbt = (runs: PageFigures[]) => median(runs.map((figure) => figure.tbtMs));
      const js = (runs: PageFigures[]) => median(runs.map((figure) => figure.jsKb));
      return `| ${piece} | ${page} | ${tbt(on!)} | ${tbt(off!)} | ${js(on!)} | ${js(off!)} | ${on!.map((f) => f.tbtMs).join(', ')} | ${off!.map((f) => f.tbtMs).join(', ')} | ${loadBefore} → ${load()} |`;
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const file = path.join('bench', 'results', `speed-pieces-${new Date().toISOString().slice(0, 16).replace(':', '')}.md`);
fs.writeFileSync(file, `${lines.join('\n')}\n`);
process.stdout.write(`\n${lines.join('\n')}\n\nWritten: ${file}\n`);
