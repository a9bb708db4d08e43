// Writes a run's figures as JSON (for comparing runs) and as a markdown table (for the README).
import fs from 'node:fs';
import path from 'node:path';
import type { LoadOptions } from './load.ts';
import type { BenchRun } from './run.ts';

type Report = { load: LoadOptions; cpus: number; node: string; runs: BenchRun[] };

export function toMarkdown(report: Report): string {
  const lines = [
    `Connections ${report.load.connections}, ${report.load.rounds} alternating rounds of ${report.load.seconds} s, medians; ` +
      `${report.cpus} CPU cores shared by server and load generator; Node ${report.node}.`,
    '',
  ];
  for (const run of report.runs) {
    lines.push(
      `**${run.database === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'}, ${run.listings.toLocaleString('en-IN')} listings** ` +
        `(seeded in ${run.seedSeconds} s; server peak memory ${run.peakRssMb} MB)`,
      '',
      `Machine load averages (1, 5, 15 min): ${run.loadAverages.before.join(', ')} before; ${run.loadAverages.after.join(', ')} after.`,
      '',
      '| scenario | req/s | p50 ms | p99 ms | errors | non-2xx | ratio to trivial | ratio to bare Fastify | server CPU µs/request |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...run.scenarios.map(
        (s) =>
          `| ${s.name} | ${s.requestsPerSecond} | ${s.p50Ms} | ${s.p99Ms} | ${s.errors} | ${s.non2xx} | ${s.ratioToTrivial} | ${s.ratioToBare} | ${s.serverMicrosPerRequest} |`,
      ),
      '',
    );
    if (run.photoCheck) {
      const p = run.photoCheck;
      lines.push(
        `Photo check of one posting (${p.picturesPerPosting} pictures, half of them copies) against ${p.pictures.toLocaleString('en-IN')} ` +
          `stored pictures of ${p.listings.toLocaleString('en-IN')} listings (hashed in ${p.loadSeconds} s), ${p.postings} postings:`,
        '',
        '| scenario | p50 ms | p99 ms | copies missed | new pictures matched |',
        '|---|---:|---:|---:|---:|',
        `| photo check (one posting) | ${p.p50Ms} | ${p.p99Ms} | ${p.copiesMissed} | ${p.newPicturesMatched} |`,
        `| bare round trip (\`select 1\`), the same loop | ${p.roundTripP50Ms} | ${p.roundTripP99Ms} | | |`,
        '',
      );
    }
    if (run.pages) {
      lines.push(
        'Pages (Chromium, 4x CPU slowdown, slow 4G, phone viewport):',
        '',
        '| page | LCP ms | TBT ms | CLS | JS KB (transferred) | total KB |',
        '|---|---:|---:|---:|---:|---:|',
        ...run.pages.map((p) => `| ${p.page} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.jsKb} | ${p.totalKb} |`),
        '',
        '| interaction (same conditions) | INP ms |',
        '|---|---:|',
        ...run.pages.flatMap((p) => (p.interactions ?? []).map((i) => `| ${p.page}: ${i.name} | ${i.inpMs || '< 16'} |`)),
        '',
      );
    }
  }
  return lines.join('\n');
}

export function writeReport(report: Report): { markdown: string; files: string[] } {
  const dir = path.resolve('bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const markdown = toMarkdown(report);
  const json = path.join(dir, `${stamp}.json`);
  const md = path.join(dir, `${stamp}.md`);
  fs.writeFileSync(json, `${JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2)}\n`);
  fs.writeFileSync(md, `${markdown}\n`);
  return { markdown, files: [path.relative(process.cwd(), json), path.relative(process.cwd(), md)] };
}
