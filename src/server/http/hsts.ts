// Strict-Transport-Security only on answers that went out over TLS (directly, or behind a proxy
// that says so in X-Forwarded-Proto, which trustProxy honours): over plain HTTP the header means
// nothing to a browser and would wrongly claim the site is served over HTTPS.
import type { onSendHookHandler } from 'fastify';

export const HSTS = 'max-age=31536000; includeSubDomains';

export const hstsOverTls: onSendHookHandler = async (request, reply, payload) => {
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  return payload;
};
