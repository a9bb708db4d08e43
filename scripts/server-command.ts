// How the compiled server is started, by `npm start` and by the benchmark alike. V8 otherwise
// sizes its heap for a limit near 2 GB and lets garbage pile up under load: with these limits it
// collects sooner, and the server's peak memory under the benchmark's load fell from 275 to
// 167 MB on PostgreSQL and from 506 to 410 MB on the embedded database, for a live heap well
// under the cap (docs/performance.md).
import { buildServerIfStale } from './server-build.ts';

export const SERVER_NODE_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=8'];

/** The arguments for `node` that build the server if its sources changed and run it. */
export const serverCommand = (): string[] => [...SERVER_NODE_FLAGS, buildServerIfStale()];
