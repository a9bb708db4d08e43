// How the compiled server is started, by `npm start` and by the benchmark alike. V8 otherwise
// sizes its heap for a limit near 2 GB and lets garbage pile up under load: with these limits it
// collects sooner, and the server's peak memory under the benchmark's load fell from 275 to
// 167 MB on PostgreSQL and from 506 to 410 MB on the embedded database, for a live heap well
// under the cap (docs/performance.md).
import { buildServerIfStale } from './server-build.ts';

export const SERVER_NODE_FLAGS = ['--max-old-space-size=192', '--max-semi-space-size=8'];

/**
 * The server's environment beyond the caller's: glibc gives each thread that allocates (libvips decoding
 * pictures, zlib's pool) an arena of its own and returns little of it, and two arenas kept hashing 63
 * pictures at 97 MB against 115 (bench/results/memory-2026-11-29.md). A value already set is kept.
 */
export const serverEnvironment = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ MALLOC_ARENA_MAX: '2', ...env });

/** The arguments for `node` that build the server if its sources changed and run it. */
export const serverCommand = (): string[] => [...SERVER_NODE_FLAGS, buildServerIfStale()];
