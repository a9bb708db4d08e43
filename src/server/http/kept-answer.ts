// The one way a route keeps whole answers: as the bytes its own serialiser
// wrote (so only the schema's fields), under the listings version read before the data was, in a
// cache that belongs to the app. The service underneath only returns data. Each answer is also kept
// compressed, once per encoding clients ask for (encodings.ts): every browser asks for one, and
// compressing a 30 KB page of listings again on every request cost more than the rest of the answer.
import type { FastifyReply } from 'fastify';
import type { KeptBytes } from '../cache/kept-bytes.ts';
import type { CacheBudget, ListingsVersion, VersionedCache } from '../cache/listings-version.ts';
import { isOn } from '../speed-pieces.ts';
import { chooseEncoding, COMPRESS_THRESHOLD, encodedCopy, varyOnEncoding, type EncodedCopies } from './encodings.ts';

/** A kept answer, with the facts a request is checked against before it may have it. */
export type KeptBody<F> = { body: Buffer; facts: F; encoded: EncodedCopies };

/**
 * What a kept answer counts against its cache's budget: its bytes and room for its compressed
 * copies (JSON compresses to about a tenth; a browser takes one encoding, an older client another).
 */
export const keptSize = (kept: { body: Buffer }) => Math.ceil(kept.body.byteLength * 1.25);

/** A cache of answers as sent: at most `max` bytes of its own, and within `shared`, the app's total for every kept answer. */
export const keptBudget = (shared: KeptBytes, max: number): CacheBudget<{ body: Buffer }> => ({ max, sizeOf: keptSize, shared });

/**
 * `isFresh`: for an answer that also goes stale at a moment its facts name (an invitation listed
 * until it expires), whether the kept one still holds now.
 */
type Kept<F> = { cache: VersionedCache<KeptBody<F>>; key: string; version: ListingsVersion; isFresh?: (facts: F) => boolean };

/** Sends a kept answer, compressed as the client asks (a copy made once per encoding). */
function sendKeptBody<F>(reply: FastifyReply, kept: KeptBody<F>, admit?: (facts: F) => void): FastifyReply | Promise<FastifyReply> {
  admit?.(kept.facts);
  reply.type('application/json; charset=utf-8');
  if (kept.body.byteLength < COMPRESS_THRESHOLD || !isOn('kept-encodings')) return reply.send(kept.body);
  varyOnEncoding(reply);
  const encoding = chooseEncoding(reply.request);
  if (encoding === 'identity') return reply.send(kept.body);
  const body = encodedCopy(kept.encoded, kept.body, encoding);
  const sendEncoded = (bytes: Buffer) => reply.header('Content-Encoding', encoding).send(bytes);
  // Should compressing fail, the answer goes out as it is (and @fastify/compress tries on the fly).
  return Buffer.isBuffer(body) ? sendEncoded(body) : body.then(sendEncoded, () => reply.send(kept.body));
}

/**
 * Sends the answer kept for `key` under `version`, if one is kept (and still holds); undefined
 * otherwise. A route may ask before it would even validate the request.
 */
export function sendIfKept<F>(
  reply: FastifyReply,
  { cache, key, version, isFresh }: Kept<F>,
  admit?: (facts: F) => void,
): FastifyReply | Promise<FastifyReply> | undefined {
  const kept = cache.get(key, version);
  return kept !== undefined && (isFresh?.(kept.facts) ?? true) ? sendKeptBody(reply, kept, admit) : undefined;
}

/**
 * Makes `compute`'s answer, keeps it under `key` and `version` and sends it: for a caller that has just
 * asked for a kept one and found none (askers of one key share one computation).
 */
export function sendMade<F>(
  reply: FastifyReply,
  { cache, key, version }: Kept<F>,
  compute: () => Promise<{ data: unknown; facts: F }>,
  admit?: (facts: F) => void,
): Promise<FastifyReply> {
  return cache
    .computeMissing(key, version, async () => {
      const { data, facts } = await compute();
      const body = reply.serialize(data);
      return { body: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body as ArrayBuffer), facts, encoded: new Map() };
    })
    .then((made) => sendKeptBody(reply, made, admit));
}

/**
 * Sends the answer kept for `key` under `version`, or `compute`'s data serialised, kept and sent.
 * `admit` sees the facts kept with the answer and throws for a request that may not have it. A kept
 * answer is sent at once, without waiting on a promise (most requests find one, compressed).
 */
export function sendKept<F>(
  reply: FastifyReply,
  kept: Kept<F>,
  compute: () => Promise<{ data: unknown; facts: F }>,
  admit?: (facts: F) => void,
): FastifyReply | Promise<FastifyReply> {
  return sendIfKept(reply, kept, admit) ?? sendMade(reply, kept, compute, admit);
}
