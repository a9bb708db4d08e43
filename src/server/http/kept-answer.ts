// The one way a route keeps whole answers (issue 14, point 3): as the bytes its own serialiser
// wrote (so only the schema's fields), under the listings version read before the data was, in a
// cache that belongs to the app. The service underneath only returns data.
import type { FastifyReply } from 'fastify';
import type { ListingsVersion, VersionedCache } from '../modules/properties/listings-version.ts';

/** A kept answer, with the facts a request is checked against before it may have it. */
export type KeptBody<F> = { body: Buffer; facts: F };

type Kept<F> = { cache: VersionedCache<KeptBody<F>>; key: string; version: ListingsVersion };

/**
 * Sends the answer kept for `key` under `version`, or `compute`'s data serialised, kept and sent.
 * `admit` sees the facts kept with the answer and throws for a request that may not have it. A kept
 * answer is sent at once, without waiting on a promise (most requests find one).
 */
export function sendKept<F>(
  reply: FastifyReply,
  { cache, key, version }: Kept<F>,
  compute: () => Promise<{ data: unknown; facts: F }>,
  admit?: (facts: F) => void,
): FastifyReply | Promise<FastifyReply> {
  const send = (kept: KeptBody<F>) => {
    admit?.(kept.facts);
    return reply.type('application/json; charset=utf-8').send(kept.body);
  };
  const kept = cache.get(key, version);
  if (kept !== undefined) return send(kept);
  return cache
    .getOrCompute(key, version, async () => {
      const { data, facts } = await compute();
      const body = reply.serialize(data);
      return { body: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body as ArrayBuffer), facts };
    })
    .then(send);
}
