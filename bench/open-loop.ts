// Sends requests on a fixed schedule whether or not the earlier ones have been answered (an open
// loop), as people arrive at a site: a slow answer does not hold back the next person's search. Each
// request's time counts from when it was due, not from when it went out, so a sender that fell
// behind adds its delay to the figures instead of hiding it (coordinated omission).
import http from 'node:http';
import type { Scenario } from './scenarios.ts';

type Request = Scenario['requests'][number];

export type Planned = { kind: string; request: Request };

/** One request: when it was due and went out, and when and how it was answered (ms, `performance.now()`). */
export type Outcome = {
  kind: string;
  dueAt: number;
  sentAt: number;
  answeredAt?: number;
  status?: number;
  /** A page of no results: a search people would not have made, or a filter past the catalogue. */
  isEmpty?: boolean;
  error?: string;
};

export type OpenLoopRun = { outcomes: Outcome[]; mostInFlight: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const NO_RESULTS = /"totalElements":0[,}]/;

/**
 * `planned` in order, `rate` a second, over keep-alive connections opened as the load needs them, so
 * that a request never waits for a free one.
 */
export async function sendOnSchedule(baseUrl: string, planned: Planned[], rate: number, timeoutMs: number): Promise<OpenLoopRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const outcomes: Outcome[] = [];
  const answers: Promise<void>[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const interval = 1000 / rate;
  const start = performance.now() + 20;
  try {
    for (const [k, { kind, request }] of planned.entries()) {
      const dueAt = start + k * interval;
      const wait = dueAt - performance.now();
      if (wait > 0) await sleep(wait);
      const outcome: Outcome = { kind, dueAt, sentAt: performance.now() };
      outcomes.push(outcome);
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      answers.push(
        send(new URL(request.path, baseUrl), request, agent, timeoutMs)
          .then(
            ({ status, body }) => {
              Object.assign(outcome, { answeredAt: performance.now(), status, isEmpty: NO_RESULTS.test(body) });
            },
            (error: unknown) => {
              // Only the time limit aborts a request.
              outcome.error = (error as Error).name === 'AbortError' ? 'timeout' : (error as Error).message;
            },
          )
          .finally(() => inFlight--),
      );
    }
    await Promise.all(answers);
  } finally {
    agent.destroy();
  }
  return { outcomes, mostInFlight };
}

function send(url: URL, request: Request, agent: http.Agent, timeoutMs: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, ...(request.body ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}) };
    const req = http.request(url, { method: request.method, headers, agent, signal: AbortSignal.timeout(timeoutMs) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(request.body);
  });
}
