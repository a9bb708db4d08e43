// Slow and greedy clients over raw sockets: a body trickled one byte at a time is cut off with a 408
// once the request timeout has passed, and one address cannot hold more connections than its cap
// while another address is still served. Loopback's 127.0.0.0/8 gives the test several client
// addresses (the socket's local address). The timeout and cap are lowered here so the test is quick;
// their defaults are in src/server/config.test.ts.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.ts';
import { createStore, type Store } from './stores.ts';

const REQUEST_TIMEOUT_SECONDS = 5;
const CAP = 8;
/** Node looks for requests past their time every 2 s (src/server/app.ts); a loaded machine adds more. */
const CUT_OFF_WITHIN_MS = (REQUEST_TIMEOUT_SECONDS + 2 + 10) * 1000;

type Exchange = {
  /** Everything the server sent until it closed the connection. */
  closed: Promise<string>;
  /** Resolves with what the server has sent once it contains `text`. */
  received(text: string): Promise<string>;
  socket: net.Socket;
};

function connect(port: number, localAddress: string, request: string): Exchange {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let data = '';
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    data += chunk.toString('latin1');
    for (const waiter of waiters) waiter();
  });
  // A connection the server closes at once may reset before anything is read: that is the answer too.
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(data)));
  socket.once('connect', () => socket.write(request));
  const received = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => data.includes(text) && resolve(data);
      waiters.push(check);
      check();
      void closed.then(() => (data.includes(text) ? resolve(data) : reject(new Error(`Closed after ${JSON.stringify(data)}`))));
    });
  return { closed, received, socket };
}

const LIVE = 'GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

/** A JSON body announced as 1,000 bytes, of which only `{` is sent now. */
const SLOW_POST = 'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';

describe('slow and greedy clients', () => {
  let store: Store;
  let server: ServerProcess;

  beforeAll(async () => {
    store = await createStore('embedded');
    server = await startServer(store, { REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS), MAX_CONNECTIONS_PER_ADDRESS: String(CAP) });
  });

  /* eslint-disable @typescript-eslint/no-unnecessary-condition -- set by beforeAll, which may have failed before it. */
  afterAll(async () => {
    server?.signal('SIGKILL');
    await server?.exited;
    await store?.remove();
  });

  /* eslint-enable @typescript-eslint/no-unnecessary-condition */ it('cuts off a body sent one byte every 20 s, and one sent a byte a second, with a 408', async () => {
    const trickle = (everyMs: number) => {
      const exchange = connect(server.port, '127.0.0.3', SLOW_POST);
      const timer = setInterval(() => exchange.socket.write(' '), everyMs);
      void exchange.closed.then(() => clearInterval(timer));
      return exchange;
    };
    const clients = [trickle(20_000), trickle(1_000)];
    let isLate = false;
    const late = setTimeout(() => {
      isLate = true;
      for (const client of clients) client.socket.destroy();
    }, CUT_OFF_WITHIN_MS);
    const answers = await Promise.all(clients.map((client) => client.closed));
    clearTimeout(late);
    expect(isLate).toBe(false);
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it(`refuses a connection past ${CAP} from one address, and serves another address meanwhile`, async () => {
    // 127.0.0.1 is the test runner's own (its fetch keeps connections open): the greedy client is 127.0.0.4.
    const held = Array.from({ length: CAP }, () => connect(server.port, '127.0.0.4', LIVE));
    // Each is answered and stays open (keep-alive), counting against its address.
    for (const connection of held) expect(await connection.received('\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);

    const refused = connect(server.port, '127.0.0.4', LIVE);
    expect(await refused.closed).toBe('');
    const other = connect(server.port, '127.0.0.2', LIVE);
    expect(await other.received('\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 /);

    // A connection closed frees its place (as soon as the server has seen it close).
    held[0]!.socket.destroy();
    const deadline = Date.now() + 10_000;
    let answer = '';
    while (!answer.startsWith('HTTP/1.1 200') && Date.now() < deadline) {
      const next = connect(server.port, '127.0.0.4', LIVE);
      answer = await next.received('\r\n\r\n').catch(() => '');
      next.socket.destroy();
    }
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    for (const connection of [...held, other]) connection.socket.destroy();
  });
});
