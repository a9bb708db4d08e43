// Every JSON body is measured before it becomes objects: one pass over the text
// counts nesting and keys, so a megabyte of junk keys or 400,000 nested arrays is refused for the
// price of reading it, before JSON.parse builds anything or validation walks it. Fastify's own
// parser (secure-json-parse, refusing __proto__ and constructor.prototype) then parses what passes,
// and a body holding a lone surrogate is refused naming the field (unpaired-surrogates.ts).
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from './app-error.ts';
import { UNPAIRED_MESSAGE, unpairedSurrogateAt } from './unpaired-surrogates.ts';

/** Gruha's deepest body (a listing's image list) nests 2 levels; its widest (search) has ~50 keys. */
export const MAX_JSON_DEPTH = 20;
export const MAX_JSON_KEYS = 1000;

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const OPEN_ARRAY = 91;
const CLOSE_OBJECT = 125;
const CLOSE_ARRAY = 93;
const COLON = 58;

/** Why this JSON text is refused, or null. Malformed text passes here and fails in JSON.parse. */
export function measureJson(text: string): AppError | null {
  let depth = 0;
  let keys = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) isInString = false;
    } else if (c === QUOTE) isInString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > MAX_JSON_DEPTH) return new AppError('BAD_REQUEST', `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    // Outside strings a colon follows a key, and only a key.
    else if (c === COLON && ++keys > MAX_JSON_KEYS) {
      return new AppError('PAYLOAD_TOO_LARGE', `The request body has too many fields (more than ${MAX_JSON_KEYS.toLocaleString('en-IN')})`);
    }
  }
  return null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body's text as sent, in a scope whose parser keeps it (`keepText`); null without a body. */
    bodyText: string | null;
  }
}

type JsonParserOptions = {
  /** Read an empty body as no body. */
  allowEmpty?: boolean;
  /** Keep each parsed body's text on its request (`request.bodyText`), for routes that key answers by it. */
  keepText?: boolean;
};

/** Replaces the JSON parser in `app`'s scope. */
export function installJsonParser(app: FastifyInstance, { allowEmpty = false, keepText = false }: JsonParserOptions = {}) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  if (keepText) app.decorateRequest('bodyText', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (allowEmpty && text.trim() === '') {
      done(null, undefined);
      return;
    }
    const refusal = measureJson(text);
    if (refusal) {
      done(refusal, undefined);
      return;
    }
    void parseJson(request, text, (error, parsed) => {
      const field = error ? null : unpairedSurrogateAt(parsed);
      if (field !== null) {
        done(badRequest(`${field}: ${UNPAIRED_MESSAGE}`, { [field]: UNPAIRED_MESSAGE }), undefined);
        return;
      }
      if (!error && keepText) request.bodyText = text;
      done(error, parsed);
    });
  });
}

/** Route option for bodies that are small by nature (sign-in, search, deals, agreements, grievances). */
export const SMALL_BODY = { signIn: 8 * 1024, search: 16 * 1024, deal: 16 * 1024, agreement: 64 * 1024, grievance: 24 * 1024 } as const;
