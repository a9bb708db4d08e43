// autocannon keeps every answer's body, decoded to a string, for `onResponse` callbacks and body
// checks, none of which the benchmark uses. For a 10-30 KB answer (a page of listings, a rendered
// page, anything compressed) that decoding was most of the load generator's time: 14 search pages in
// turn went at 8,000-9,700 req/s with it and 19,600-21,800 without, the server's figures unchanged
// (docs/performance.md). Imported by load.ts, and by `npm run bench`'s --import so
// that autocannon's worker threads (which inherit Node's flags) read bodies the same way.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: unknown): void } };

// Bytes are still counted (addByteCount); the body is just not kept.
queue.prototype.addBody = () => {};
