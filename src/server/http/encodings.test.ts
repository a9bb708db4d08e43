// Kept answers are sent in the encoding chooseEncoding picks, where @fastify/compress would compress
// an answer on the fly: the two must agree for every Accept-Encoding, or a client would get kept
// answers in one encoding and the rest in another. This asks the installed @fastify/compress itself,
// so an upgrade that negotiates differently fails here.
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_THRESHOLD, type Encoding } from './encodings.ts';

const ACCEPT_ENCODINGS = [
  'gzip, deflate, br',
  'gzip, deflate, br, zstd',
  'br;q=0.5, gzip',
  'deflate',
  'gzip;q=0, deflate',
  '*',
  'x-gzip',
  'GZIP',
  'identity',
  'br;q=0, gzip;q=0',
  'compress',
  '',
];

const app = Fastify();
beforeAll(async () => {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD });
  const body = 'a listing '.repeat(COMPRESS_THRESHOLD);
  app.get('/library', async (_request, reply) => reply.type('text/plain').send(body));
  app.get('/chosen', async (request) => ({ encoding: chooseEncoding(request) }));
  await app.ready();
});
afterAll(() => app.close());

describe('the encoding a kept answer is sent in', () => {
  it('is the one @fastify/compress answers with, for every Accept-Encoding', async () => {
    for (const header of ACCEPT_ENCODINGS) {
      for (const extra of [{}, { 'x-no-compression': '1' }]) {
        const headers = { 'accept-encoding': header, ...extra };
        const library = await app.inject({ method: 'GET', url: '/library', headers });
        const chosen = (await app.inject({ method: 'GET', url: '/chosen', headers })).json<{ encoding: Encoding }>().encoding;
        expect(chosen, `${header} ${JSON.stringify(extra)}`).toBe(library.headers['content-encoding'] ?? 'identity');
      }
    }
  });
});
