// The Idempotency-Key request header: a client's name for one write, so that the same write sent again
// (a double click, a retry after a lost answer, nginx resending to another instance) is done once.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.ts';

export const IDEMPOTENCY_KEY = 'Idempotency-Key';
/** Answers that repeat an earlier write carry this header. */
export const REPLAYED = 'Idempotent-Replayed';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's key, if it sent one; a malformed key is a 400 naming the header. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY.toLowerCase()];
  const key = (Array.isArray(value) ? value.join(',') : value)?.trim();
  if (key === undefined) return undefined;
  if (!KEY.test(key)) {
    const message = `${IDEMPOTENCY_KEY} must be 8 to 100 letters, digits, '-' or '_'`;
    throw badRequest(message, { [IDEMPOTENCY_KEY]: message });
  }
  return key;
}
