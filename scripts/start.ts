// `npm start`: build the web app and the server if their sources changed, then run the compiled
// server with plain Node (scripts/server-build.ts says why), which migrates, seeds and serves.
import { spawn } from 'node:child_process';
import { serverCommand, serverEnvironment } from './server-command.ts';
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
const server = spawn(process.execPath, serverCommand(), { stdio: 'inherit', env: serverEnvironment(process.env) });
// The server shuts down cleanly on these; this process waits for it and leaves with its code.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
