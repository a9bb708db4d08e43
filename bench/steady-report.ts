// The figures of a steady run (bench/steady-searches.ts) as a markdown section: what a person waits
// for, each kind of search and all together, and whether the server kept up with the schedule.
import type { Outcome } from './open-loop.ts';

export const TARGET_P99_MS = 150;

export type SteadyRun = {
  database: 'embedded' | 'postgres';
  listings: number;
  /** How the database came to be: seeded for this run (in how long), or kept from an earlier one. */
  origin: string;
  outcomes: Outcome[];
  mostInFlight: number;
  serverCpuMicros: number;
  peakRssMb: number;
  loadAverages: { before: number[]; after: number[] };
};

/** Nearest rank: the smallest figure that `p` per cent of the figures are at most. */
function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

const ms = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));

function row(name: string, outcomes: Outcome[]) {
  const answered = outcomes.filter((o) => o.answeredAt !== undefined);
  const waits = answered.map((o) => o.answeredAt! - o.dueAt).sort((a, b) => a - b);
  const firstDue = Math.min(...outcomes.map((o) => o.dueAt));
  const lastSent = Math.max(...outcomes.map((o) => o.sentAt));
  const lastAnswer = Math.max(...answered.map((o) => o.answeredAt!));
  // Sent: over the schedule as it went out. Answered: until the last answer, so a backlog lowers it.
  const sentPerSecond = (outcomes.length - 1) / ((lastSent - firstDue) / 1000);
  const answeredPerSecond = answered.length / ((lastAnswer - firstDue) / 1000);
  const cells = [
    name,
    outcomes.length,
    sentPerSecond.toFixed(1),
    answered.length ? answeredPerSecond.toFixed(1) : '0',
    ...[50, 90, 99].map((p) => ms(percentile(waits, p))),
    ms(waits.at(-1) ?? 0),
    outcomes.filter((o) => o.error).length,
    answered.filter((o) => o.status! < 200 || o.status! >= 300).length,
    answered.filter((o) => o.isEmpty).length,
  ];
  return { line: `| ${cells.join(' | ')} |`, p99: percentile(waits, 99), p50: percentile(waits, 50) };
}

export function steadyMarkdown(run: SteadyRun): string {
  const kinds = [...new Set(run.outcomes.map((o) => o.kind))];
  const all = row('all six, mixed', run.outcomes);
  const late = run.outcomes.map((o) => o.sentAt - o.dueAt).sort((a, b) => a - b);
  const seconds = (Math.max(...run.outcomes.map((o) => o.sentAt)) - run.outcomes[0]!.dueAt) / 1000;
  const verdict = all.p99 <= TARGET_P99_MS ? 'within' : '**over**';
  return [
    `**${run.database === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'}, ${run.listings.toLocaleString('en-IN')} listings** (${run.origin})`,
    '',
    `p99 ${ms(all.p99)} ms, ${verdict} the ${TARGET_P99_MS} ms target; p50 ${ms(all.p50)} ms. ` +
      `Machine load averages (1, 5, 15 min): ${run.loadAverages.before.join(', ')} before; ${run.loadAverages.after.join(', ')} after. ` +
      `Server process${run.database === 'postgres' ? " (PostgreSQL's own not counted)" : ''}: ` +
      `${Math.round(run.serverCpuMicros / seconds / 10_000)}% of a core, ${Math.round(run.serverCpuMicros / run.outcomes.length)} µs of CPU a search, ` +
      `peak memory ${run.peakRssMb} MB. Sender: late by ${ms(percentile(late, 99))} ms at p99 (${ms(late.at(-1) ?? 0)} at most), ` +
      `at most ${run.mostInFlight} searches in flight.`,
    '',
    '| searches | sent | sent/s | answered/s | p50 ms | p90 ms | p99 ms | max ms | errors | non-2xx | no results |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    all.line,
    ...kinds.map(
      (kind) =>
        row(
          kind,
          run.outcomes.filter((o) => o.kind === kind),
        ).line,
    ),
    '',
  ].join('\n');
}
