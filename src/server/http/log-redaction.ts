// What log lines say of a request and of an error: never a token (unsubscribe links carry one in the
// query), a phone number (the agents' buyer look-up takes one) nor an Aadhaar or PAN number (an
// error's message may quote the body that carried one), whatever the log level.
import type { FastifyRequest } from 'fastify';

const SECRET_KEYS = new Set(['token', 'phone', 'mobile', 'mobilenumber', 'pan', 'aadhaar', 'idnumber']);
/** A 10-digit Indian mobile number, with or without +91 / 0 in front, anywhere in a value. */
const PHONE = /(?:\+?91|0)?[6-9]\d{9}/;
/** Twelve digits, as typed or grouped in fours (an Aadhaar number), and the PAN's AAAAA9999A shape. */
const AADHAAR = /(?<!\d)\d{4}[ -]?\d{4}[ -]?\d{4}(?!\d)/g;
const PAN = /(?<![A-Za-z0-9])[A-Za-z]{5}\d{4}[A-Za-z](?![A-Za-z0-9])/g;
const HIDDEN = '[redacted]';

export const redactIdNumbers = (text: string) => text.replace(AADHAAR, HIDDEN).replace(PAN, HIDDEN);

const hasIdNumber = (value: string) => redactIdNumbers(value) !== value;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  let isChanged = false;
  for (const [key, value] of params) {
    if (SECRET_KEYS.has(key.toLowerCase()) || PHONE.test(value.replace(/[\s.-]/g, '')) || hasIdNumber(value)) {
      params.set(key, HIDDEN);
      isChanged = true;
    }
  }
  return isChanged ? `${url.slice(0, at)}?${params.toString()}` : url;
}

type LoggedError = Error & { code?: unknown; statusCode?: unknown };

/** Fastify's own request serializer, with the URL redacted; errors with identity numbers taken out. */
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
  err(error: LoggedError) {
    if (!(error instanceof Error)) return error;
    return {
      type: error.constructor.name,
      message: redactIdNumbers(error.message),
      stack: redactIdNumbers(error.stack ?? ''),
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    };
  },
};

/** pino's hook on every line: a message made from an error's (Fastify logs a 500 so) is redacted too. */
export const logHooks = {
  logMethod(this: unknown, args: unknown[], method: (...line: unknown[]) => void) {
    method.apply(
      this,
      args.map((arg) => (typeof arg === 'string' ? redactIdNumbers(arg) : arg)),
    );
  },
};
