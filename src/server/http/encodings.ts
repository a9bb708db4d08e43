// Answers kept ready to send are compressed once per encoding a client asks for, as @fastify/compress
// would choose it (app.ts registers it with its defaults), and sent as kept: rendered pages
// (render/kept-pages.ts) and kept API answers (kept-answer.ts). On the fly, @fastify/compress
// compresses every answer again, on the main thread for answers under its sync threshold.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import zlib from 'node:zlib';

export type Encoding = 'zstd' | 'br' | 'gzip' | 'deflate' | 'identity';
type Compress = (input: Buffer) => Promise<Buffer>;
type ZlibCall = (input: Buffer, options: object, done: (error: Error | null, output: Buffer) => void) => void;

/** @fastify/compress's threshold (app.ts registers it with this): smaller answers go out as they are. */
export const COMPRESS_THRESHOLD = 1024;

const call =
  (compress: ZlibCall, options: object): Compress =>
  (input) =>
    new Promise((resolve, reject) => compress(input, options, (error, output) => (error ? reject(error) : resolve(output))));

// Made once per answer and version, then sent many times, off the main thread (zlib's pool): stronger
// than the on-the-fly Brotli level 4, at a few milliseconds for a 100 KB page.
const brotliOptions = (input: Buffer) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
  },
});
// zstd is in Node's zlib from 22.15 on; @fastify/compress offers it first wherever it is.
const zstdCompress = (zlib as unknown as { zstdCompress?: ZlibCall }).zstdCompress;

const compressors: Partial<Record<Encoding, Compress>> = {
  ...(zstdCompress ? { zstd: call(zstdCompress, {}) } : {}),
  br: (input) => call(zlib.brotliCompress as ZlibCall, brotliOptions(input))(input),
  gzip: call(zlib.gzip as ZlibCall, { level: 9 }),
  deflate: call(zlib.deflate as ZlibCall, { level: 9 }),
};

/** @fastify/compress's encodings in its order of preference. */
const ENCODINGS: Encoding[] = [...(zstdCompress ? (['zstd'] as const) : []), 'br', 'gzip', 'deflate', 'identity'];

/** The encoding @fastify/compress would answer with: the same negotiation, '*' and 'x-gzip' read as gzip. */
export function chooseEncoding(request: FastifyRequest): Encoding {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return 'identity';
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS) ?? 'identity';
}

/** Answers that differ by Accept-Encoding whatever this one's encoding: caches must keep them apart. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('Vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  // Lower case, as @fastify/compress looks for it (it then adds nothing).
  if (!values.some((value) => value.toLowerCase().includes('accept-encoding'))) reply.header('Vary', [...values, 'accept-encoding'].join(', '));
}

/** The compression under way (or done) in this process: the next one waits for it. */
let compressing: Promise<unknown> = Promise.resolve();

/**
 * `input` compressed for `encoding` (as it is for identity). One compression at a time in the
 * process: Brotli at quality 9 takes ~22 MB of native memory per page, and four at once on zlib's
 * pool were most of the server's peak memory.
 */
function compressInTurn(input: Buffer, encoding: Encoding): Promise<Buffer> {
  const compress = compressors[encoding];
  if (!compress) return Promise.resolve(input);
  const encoded = compressing.then(() => compress(input));
  compressing = encoded.catch(() => undefined);
  return encoded;
}

/** An answer's compressed copies by encoding: a copy being made, then the copy itself. */
export type EncodedCopies = Map<Encoding, Buffer | Promise<Buffer>>;

/**
 * `body` in `encoding`: the copy in `copies`, or compressed once and kept there (`onMade` sees the new
 * copy). A failed compression is forgotten, so the next request tries again.
 */
export function encodedCopy(copies: EncodedCopies, body: Buffer, encoding: Encoding, onMade?: (copy: Buffer) => void): Buffer | Promise<Buffer> {
  const found = copies.get(encoding);
  if (found) return found;
  const made = compressInTurn(body, encoding);
  copies.set(encoding, made);
  made.then(
    (copy) => {
      copies.set(encoding, copy);
      onMade?.(copy);
    },
    () => copies.delete(encoding),
  );
  return made;
}
