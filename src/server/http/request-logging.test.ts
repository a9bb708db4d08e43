import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController, requestLoggerFactory } from './request-logging.ts';

/** An app logging at `level` into `lines`, with a route that logs one line at info and one at error. */
async function appLogging(level: string) {
  const lines: { level: number; msg: string; reqId?: string }[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    childLoggerFactory: requestLoggerFactory,
    logController: new RequestLogController(),
  });
  app.get('/', async (request) => {
    request.log.info('an info line');
    request.log.error('an error line');
    return { ok: true };
  });
  await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return lines.map(({ level: n, msg, reqId }) => ({ level: n, msg, reqId }));
}

describe('request logging', () => {
  it('at warn prints what a request logs at error or above, with its request id, and nothing else', async () => {
    expect(await appLogging('warn')).toEqual([{ level: 50, msg: 'an error line', reqId: 'req-1' }]);
  });

  it('at info prints every request coming in and going out as well', async () => {
    expect((await appLogging('info')).map((line) => [line.msg, line.reqId])).toEqual([
      ['incoming request', 'req-1'],
      ['an info line', 'req-1'],
      ['an error line', 'req-1'],
      ['request completed', 'req-1'],
    ]);
  });
});
