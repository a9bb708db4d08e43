// The server as a child process on loopback, for the benchmark, the process tests and the browser
// tests: its settings come from the environment (src/server/config.ts), its output is kept for
// failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { serverEnvironment } from './server-command.ts';

export type ServerSettings = {
  port: number;
  dataDir: string;
  /** PostgreSQL; without it the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** Anything else the server reads from the environment (WEB_DIR, SEED_DEMO, JWT_SECRET...). */
  env?: Record<string, string>;
  /** The umask the server starts with (octal, e.g. '000'), set by a shell that then runs Node; unset: this process's. */
  umask?: string;
  /** The folder the server runs in; unset: this process's. */
  cwd?: string;
};

/** Starts `node <args>` as the server; warnings and errors only (LOG_LEVEL warn), no demo data unless asked. */
export function spawnServer(
  args: string[],
  { port, dataDir, databaseUrl, env = {}, umask, cwd }: ServerSettings,
): { child: ChildProcess; output(): string } {
  let output = '';
  // `exec` replaces the shell with Node, so the child's pid and signals are the server's own.
  const [command, commandArgs] = umask
    ? ['/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    env: serverEnvironment({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}
