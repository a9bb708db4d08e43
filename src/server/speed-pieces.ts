// Pieces of code that exist only for speed, each of which the benchmark turns off in a server (or a
// web build) of its own to measure what it buys against the library's plain way (bench/speed-pieces.ts and
// docs/decisions/0074-speed-pieces-weighed.md). GRUHA_SPEED_OFF names the pieces turned off; a
// server started any other way runs them all.

export type SpeedPiece =
  /** http/encodings.ts: kept answers are compressed once per encoding, not by @fastify/compress on every request. */
  | 'kept-encodings'
  /** db/prepared-reads.ts: embedded reads through kept prepared statements, by PGlite's public protocol calls. */
  | 'prepared-reads'
  /** search-filters.ts: the listing type written into the SQL text, so a kept plan may use the rent and sale indexes. */
  | 'listing-type-in-sql'
  /** web/build/eager-compile.ts: the browser build's CommonJS factories written so V8 compiles them while the script streams in. */
  | 'eager-compile'
  /** http/fast-serializer.ts: answers written by fast-json-stringify from each schema's JSON Schema. */
  | 'fast-serializer'
  /** render/kept-pages.ts: rendered pages kept per URL under the listings version, compressed once per encoding. */
  | 'kept-pages'
  /** http/security-headers.ts: helmet's headers recorded once and set on each reply, not by its middleware on the raw response. */
  | 'recorded-headers'
  /** web/entry-server.tsx: pages rendered by React's browser build, which never switches on async hooks (a web build piece). */
  | 'browser-prerender';

const off = new Set((process.env.GRUHA_SPEED_OFF ?? '').split(',').map((piece) => piece.trim()));

export const isOn = (piece: SpeedPiece): boolean => !off.has(piece);
