// How kept pages and kept API answers are checked against content negotiation: what a client's
// Accept-Encoding gets (as @fastify/compress chooses), and how each encoding is read back.
import zlib from 'node:zlib';

/** Accept-Encoding headers and the encoding each must be answered in. */
export const NEGOTIATIONS = [
  ['gzip, deflate, br', 'br'],
  ['br;q=0.5, gzip', 'gzip'],
  ['deflate', 'deflate'],
  ['*', 'gzip'],
] as const;

export const decoders: Record<'br' | 'gzip' | 'deflate', (body: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};
