// Failures the error handler sees that no route throws on purpose: what the client gets, and
// whether the server's log calls it an error.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler.ts';

async function appFailingWith(error: Error) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  installErrorHandler(app);
  app.post('/upload', async () => {
    throw error;
  });
  await app.ready();
  const res = await app.inject({ method: 'POST', url: '/upload', payload: {} });
  await app.close();
  return { res, errorsLogged: lines.filter((line) => line.level >= 50).map((line) => line.msg) };
}

describe('the error handler', () => {
  it('answers a body the client cut off with a 400, logged as information, not as an error', async () => {
    const cutOff = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const { res, errorsLogged } = await appFailingWith(cutOff);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'The request ended before its body was complete' });
    expect(errorsLogged).toEqual([]);
  });

  it('answers anything unforeseen with a 500 that hides the cause, and logs it as an error', async () => {
    const { res, errorsLogged } = await appFailingWith(new Error('secret detail'));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret detail');
    expect(errorsLogged).toEqual(['unhandled error']);
  });
});
