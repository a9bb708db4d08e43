// What a request's log lines say of its URL: never a token (unsubscribe links carry one in the
// query) nor a phone number (the agents' buyer look-up takes one), whatever the log level.
import type { FastifyRequest } from 'fastify';

const SECRET_KEYS = new Set(['token', 'phone', 'mobile', 'mobilenumber']);
/** A 10-digit Indian mobile number, with or without +91 / 0 in front, anywhere in a value. */
const PHONE = /(?:\+?91|0)?[6-9]\d{9}/;
const HIDDEN = '[redacted]';

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let isChanged = false;
  for (const [key, value] of params) {
    if (SECRET_KEYS.has(key.toLowerCase()) || PHONE.test(value.replace(/[\s.-]/g, ''))) {
      params.set(key, HIDDEN);
      isChanged = true;
    }
  }
  return isChanged ? `${url.slice(0, at)}?${params.toString()}` : url;
}

/** Fastify's own request serializer, with the URL redacted. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    };
  },
};
