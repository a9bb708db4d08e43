// A request the test keeps in flight: its headers are sent with `Expect: 100-continue`, and the
// server's "100 Continue" proves it has taken the request; the body follows only when the test says.
import http from 'node:http';
import net from 'node:net';

type Answer = { status: number; body: string };

export type HeldRequest = {
  /** The answer, or the error of a connection cut before it came. */
  answer: Promise<Answer>;
  /** Sends the body and resolves with the answer. */
  finish(): Promise<Answer>;
};

export async function holdRequest(baseUrl: string, path: string, token: string, body: object): Promise<HeldRequest> {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': payload.length,
      expect: '100-continue',
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  // A request never finished may be cut off before anyone waits for its answer.
  answer.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    request.once('continue', resolve);
    request.once('error', reject);
    request.once('response', (response) => reject(new Error(`Answered ${response.statusCode} before the body was sent`)));
    request.flushHeaders();
  });
  return {
    answer,
    finish() {
      request.end(payload);
      return answer;
    },
  };
}

/** Waits until the port takes no new connections (the server has stopped listening). */
export async function waitUntilRefused(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const isRefused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (isRefused) return;
    if (Date.now() > deadline) throw new Error(`Port ${port} still takes connections after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
