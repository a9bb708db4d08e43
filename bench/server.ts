// The real server in its own process, as `npm start` runs it, with its memory sampled from /proc
// (resident set size) so a run can report the peak under load.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../scripts/free-port.ts';
import { SERVER_NODE_FLAGS, serverCommand } from '../scripts/server-command.ts';
import { spawnServer } from '../scripts/spawn-server.ts';

/** A server the load is aimed at: where it listens, and the CPU time its process has used. */
export type LoadTarget = {
  baseUrl: string;
  /** CPU time (user and system, all threads) the server's process has used so far, in µs. */
  cpuMicros(): number;
};

export type RunningServer = LoadTarget & {
  /** Peak resident memory in MB since the last reset. */
  peakRssMb(): number;
  resetPeak(): void;
  /** What the server has written to stdout and stderr (warnings and errors at LOG_LEVEL warn). */
  output(): string;
  stop(): Promise<void>;
};

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

// /proc counts CPU time in clock ticks: 100 a second on Linux (USER_HZ).
const MICROS_PER_TICK = 10_000;

function cpuMicros(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  } catch {
    return 0;
  }
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopChild(child: ChildProcess) {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
}

/**
 * bench/bare-server.ts, with the same Node flags as the server: the ceiling every ratio is also given
 * to, or with `headers` on every answer.
 */
export async function startBareServer(headers?: Record<string, string>): Promise<LoadTarget & { stop(): Promise<void> }> {
  const port = await freePort();
  const { child, output } = spawnServer([...SERVER_NODE_FLAGS, '--import', 'tsx', 'bench/bare-server.ts'], {
    port,
    dataDir: '',
    env: headers ? { HEADERS: JSON.stringify(headers) } : {},
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health/live`, child, output);
  return { baseUrl, cpuMicros: () => cpuMicros(child.pid!), stop: () => stopChild(child) };
}

/** Headers every HTTP/1.1 answer has, or that describe this answer's body: not Gruha's own. */
const TRANSPORT = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers Gruha's trivial route sends beyond what any server's answer has: its security headers. */
export async function ownHeadersOf(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/health/live`);
  await res.arrayBuffer();
  return Object.fromEntries([...res.headers].filter(([name]) => !TRANSPORT.has(name)));
}

/**
 * `env.env`: more of the server's environment (bench/speed-pieces.ts turns a piece off). `env.tree`:
 * another checkout whose built server runs, in its own folder (bench/trees.ts compares two).
 */
export async function startServer(env: {
  dataDir: string;
  databaseUrl?: string;
  webDir?: string;
  env?: Record<string, string>;
  tree?: string;
}): Promise<RunningServer> {
  const port = await freePort();
  // The compiled server, as `npm start` runs it.
  const command = env.tree ? [...SERVER_NODE_FLAGS, path.join(env.tree, 'dist/server/main.js')] : serverCommand();
  const { child, output } = spawnServer(command, {
    cwd: env.tree,
    port,
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    // The load comes from one address and a few accounts, far past what one person may do in an hour,
    // over more connections than one address may hold.
    env: {
      WEB_DIR: env.webDir ?? 'dist/web',
      NODE_ENV: 'production',
      MAX_CONNECTIONS_PER_ADDRESS: '100000',
      RATE_LIMITS:
        'register=1000000,inquiry=1000000,upload=1000000,contact=1000000,listing-post=1000000,listing-edit=1000000,shortlist=1000000,saved-search=1000000,deal-write=1000000,conversation=1000000,message=1000000,visit-request=1000000',
      ...env.env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, child, output);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100);
  return {
    baseUrl,
    cpuMicros: () => cpuMicros(child.pid!),
    peakRssMb: () => Math.max(peak, rssMb(child.pid!)),
    resetPeak: () => (peak = rssMb(child.pid!)),
    output,
    async stop() {
      clearInterval(sampler);
      await stopChild(child);
    },
  };
}
