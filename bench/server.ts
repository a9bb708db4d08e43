// The real server in its own process, as `npm start` runs it, with its memory sampled from /proc
// (resident set size) so a run can report the peak under load.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../scripts/free-port.ts';

export type RunningServer = {
  baseUrl: string;
  /** Peak resident memory in MB since the last reset. */
  peakRssMb(): number;
  resetPeak(): void;
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

export async function startServer(env: { dataDir: string; databaseUrl?: string; webDir?: string }): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: env.dataDir,
      DATABASE_URL: env.databaseUrl ?? '',
      WEB_DIR: env.webDir ?? 'dist/web',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100);
  return {
    baseUrl,
    peakRssMb: () => Math.max(peak, rssMb(child.pid!)),
    resetPeak: () => (peak = rssMb(child.pid!)),
    async stop() {
      clearInterval(sampler);
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}
