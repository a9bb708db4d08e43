// The real server in its own process, as `npm start` runs it, for tests that signal and restart it.
// Readiness is polled on /api/health/live; the child's output is kept for failure messages.
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port.ts';
import { SERVER_NODE_FLAGS } from '../../scripts/server-command.ts';
import { buildServerIfStale } from '../../scripts/server-build.ts';
import { spawnServer } from '../../scripts/spawn-server.ts';
import type { Store } from './stores.ts';

const START_TIMEOUT_MS = 120_000;

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  baseUrl: string;
  port: number;
  pid: number;
  output(): string;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<Exit>;
  signal(name: NodeJS.Signals): void;
};

const WRITE_HEAVY_LIMITS =
  'listing-post=100000,listing-edit=100000,upload=100000,inquiry=100000,register=100000,shortlist=100000,saved-search=100000,deal-write=100000';

/** Settings beyond the store's, e.g. { SEED_DEMO: 'true' } or { NODE_ENV: '' } (unset) for a start that is not production. */
export type ExtraEnv = Record<string, string>;

export type HowToRun = {
  /** The umask it starts with (octal, e.g. '000'); unset: the test runner's. */
  umask?: string;
  /** As `npm start` runs it: the compiled bundle under the production heap limits, for tests that measure memory. */
  compiled?: boolean;
};

function startChild(
  store: Store,
  port: number,
  env: ExtraEnv = {},
  { umask, compiled }: HowToRun = {},
): { child: ChildProcess; output: () => string; exited: Promise<Exit> } {
  const args = compiled ? [...SERVER_NODE_FLAGS, buildServerIfStale()] : ['--import', 'tsx', 'src/server/main.ts'];
  const { child, output } = spawnServer(args, {
    umask,
    port,
    dataDir: store.dataDir,
    databaseUrl: store.databaseUrl,
    // These tests write as fast as one person can on purpose (a kill mid-stream), far past the hourly limits.
    env: { JWT_SECRET: 'process-test-secret-of-at-least-32-characters', NODE_ENV: 'production', RATE_LIMITS: WRITE_HEAVY_LIMITS, ...env },
  });
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output, exited };
}

const isLive = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health/live`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Starts a server on the store and waits until it answers; fails with its output if it exits first.
 * `env` adds settings (REDIS_URL, S3_BUCKET, SEED_DEMO...).
 */
export async function startServer(store: Store, env: ExtraEnv = {}, how: HowToRun = {}): Promise<ServerProcess> {
  const port = await freePort();
  const { child, output, exited } = startChild(store, port, env, how);
  let exit = null as Exit | null;
  void exited.then((e) => (exit = e));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isLive(baseUrl))) {
    if (exit || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start (${JSON.stringify(exit)}):\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, port, pid: child.pid!, output, exited, signal: (name) => child.kill(name) };
}

/** Starts a server that is expected to refuse to run: how it ended and what it said, or `served` if it ran. */
export async function startRefusedServer(store: Store, env?: ExtraEnv): Promise<Exit & { output: string; served: boolean }> {
  const port = await freePort();
  const { child, output, exited } = startChild(store, port, env);
  let exit = null as Exit | null;
  void exited.then((e) => (exit = e));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!exit && Date.now() < deadline) {
    if (await isLive(`http://127.0.0.1:${port}`)) {
      child.kill('SIGKILL');
      return { ...(await exited), output: output(), served: true };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!exit) child.kill('SIGKILL');
  return { ...(await exited), output: output(), served: false };
}
