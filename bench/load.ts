// Drives the server with autocannon: every scenario once per round, rounds alternating, so that a
// noisy neighbour slows every scenario alike; each figure is the median over the rounds.
import autocannon from 'autocannon';
import './unread-bodies.ts';
import type { RunningServer } from './server.ts';
import type { Scenario } from './scenarios.ts';

export type LoadOptions = { connections: number; seconds: number; rounds: number; workers: number };

export type ScenarioFigures = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToTrivial: number;
  /** To bare Fastify's trivial route (bench/bare-server.ts) in the same run. */
  ratioToBare: number;
  /**
   * The server's CPU time per answer (its process, all threads, kernel time included). Unlike req/s it
   * leaves out the load generator, which shares this machine's cores with the server.
   */
  serverMicrosPerRequest: number;
};

type Sample = { rps: number; p50: number; p99: number; errors: number; non2xx: number; micros: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * autocannon walks every connection through the list from its start, so at any moment all of them
 * send the same request. An `unrepeated` scenario instead hands out the next request of the list to
 * whichever connection asks (in this thread: a shared counter cannot cross worker threads).
 */
function requestsOf(scenario: Scenario) {
  if (!scenario.unrepeated) return scenario.requests;
  let next = 0;
  // Copies: autocannon writes its content-length into the headers it is given.
  const take = () => {
    const request = scenario.requests[next++ % scenario.requests.length];
    return { ...request, headers: { ...request!.headers } };
  };
  return [{ ...take(), setupRequest: (request: object) => ({ ...request, ...take() }) }];
}

async function runOnce(server: RunningServer, scenario: Scenario, options: LoadOptions): Promise<Sample> {
  const target = scenario.server ?? server;
  const cpuBefore = target.cpuMicros();
  const result = await autocannon({
    url: target.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    workers: options.workers > 1 && !scenario.unrepeated ? options.workers : undefined,
    requests: requestsOf(scenario),
  });
  const answered = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    micros: answered ? (target.cpuMicros() - cpuBefore) / answered : 0,
  };
}

/**
 * Waits until the server has worked off the previous scenario's backlog (slow queries still queued
 * after the load generator stopped), so that each scenario is measured on its own.
 */
async function settle(server: RunningServer) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const isUp = await fetch(`${server.baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp && performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Runs all scenarios `rounds` times; returns the medians and the server's peak memory under load. */
export async function measure(server: RunningServer, scenarios: Scenario[], options: LoadOptions) {
  const samples = new Map<string, Sample[]>(scenarios.map((s) => [s.name, []]));
  server.resetPeak();
  for (let round = 1; round <= options.rounds; round++) {
    for (const scenario of scenarios) {
      process.stdout.write(`  round ${round}/${options.rounds}: ${scenario.name}...\r`);
      samples.get(scenario.name)!.push(await runOnce(server, scenario, options));
      await settle(server);
    }
  }
  process.stdout.write('\n');
  const figures = scenarios.map((scenario) => {
    const runs = samples.get(scenario.name)!;
    return {
      name: scenario.name,
      requestsPerSecond: Math.round(median(runs.map((r) => r.rps))),
      p50Ms: median(runs.map((r) => r.p50)),
      p99Ms: median(runs.map((r) => r.p99)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
      ratioToTrivial: 0,
      ratioToBare: 0,
      serverMicrosPerRequest: Math.round(median(runs.map((r) => r.micros)) * 10) / 10,
    };
  });
  const ceilingOf = (kind: 'trivial' | 'bare') => figures[scenarios.findIndex((s) => s.ceiling === kind)]?.requestsPerSecond || 0;
  const ratio = (rps: number, ceiling: number) => (ceiling ? Math.round((rps / ceiling) * 100) / 100 : 0);
  const [trivial, bare] = [ceilingOf('trivial'), ceilingOf('bare')];
  for (const f of figures) Object.assign(f, { ratioToTrivial: ratio(f.requestsPerSecond, trivial), ratioToBare: ratio(f.requestsPerSecond, bare) });
  return { scenarios: figures, peakRssMb: server.peakRssMb() };
}
