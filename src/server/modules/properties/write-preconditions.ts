// The two request headers that keep listing writes from losing or doubling anything
// (docs/decisions/0037-whole-edits-and-if-match.md, docs/decisions/0038-idempotency-keys.md): If-Match on an edit, Idempotency-Key on a post. Both are
// optional, so a client that sends neither gets the spec's plain behaviour.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '#server/http/app-error.ts';
import { IDEMPOTENCY_KEY, idempotencyKeyOf } from '#server/http/idempotency-key.ts';

const IF_MATCH = 'If-Match';

/** A listing's version as an entity tag: "7", or W/"7" (the version is the whole of it). */
const VERSION_TAG = /^(?:W\/)?"?([1-9]\d{0,9})"?$/;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
};

/** The version an edit was made from, if the client said; a malformed value is a 400 naming the header. */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const value = header(request, IF_MATCH)?.trim();
  if (value === undefined || value === '*') return undefined;
  const match = VERSION_TAG.exec(value);
  const version = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(version) || version > 2_147_483_647) {
    const message = `${IF_MATCH} must be the listing's version, as in "3"`;
    throw badRequest(message, { [IF_MATCH]: message });
  }
  return version;
}

export type PostKey = { key: string; requestHash: string };

/** The post's Idempotency-Key with a digest of what was sent under it, if the client sent one. */
export function postKeyOf(request: FastifyRequest): PostKey | undefined {
  const key = idempotencyKeyOf(request);
  if (key === undefined) return undefined;
  const requestHash = crypto.createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
  return { key, requestHash };
}

export const KEY_REUSED = `This ${IDEMPOTENCY_KEY} was already used for a different listing`;
