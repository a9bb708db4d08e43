// A request refused for its size before its body was read (a 413 on its Content-Length, or past the
// limit as it arrived) is answered at once, but its connection is not closed on the unread body:
// closing while data still arrives makes the kernel reset the connection, and a client that sends its
// whole body before reading (Node's fetch) then meets a broken pipe instead of the answer. As nginx's
// lingering close does, the rest is read and dropped, up to DRAIN_LIMIT bytes and within the request
// timeout (Node cuts a request off past it); a body declared larger is closed on as before.
import type { FastifyInstance } from 'fastify';

/** The most of a refused body read and dropped: five times the largest body any route takes (10 MB uploads). */
export const DRAIN_LIMIT = 50 * 1024 * 1024;

export function drainRefusedBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (reply.statusCode !== 413 || raw.complete || reply.getHeader('connection') !== 'close') return payload;
    if (Number(raw.headers['content-length']) > DRAIN_LIMIT) return payload;
    reply.removeHeader('connection');
    let dropped = 0;
    raw.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT) raw.socket.destroy();
    });
    return payload;
  });
}
