//routes that take small bodies refuse larger ones with 413 before reading
// further (sign-in, search, deals, agreements); a multipart request without a boundary is a 400. A
// client that sends a whole 5 MB body before reading (Node's fetch) gets its 413 every time: the
// server reads and drops what was sent before closing, so the client's sending never meets a reset.
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_BODY } from '#server/http/json-body.ts';
import { bearer, buildTestApp, type TestApp } from '../helper.ts';
import { agreementForm, freshThings, makePeople, snapshot, type People, type Things } from './world.ts';

let t: TestApp;
let people: People;
let things: Things;
beforeAll(async () => {
  t = await buildTestApp();
  people = await makePeople(t);
  things = await freshThings(t, people, { deal: 'SHORTLIST' });
}, 120_000);
afterAll(() => t.close());

/** A valid-looking body padded with a note to `bytes`. */
const padded = (body: object, bytes: number) => {
  const text = JSON.stringify({ ...body, notes: '' });
  return text.replace('"notes":""', `"notes":"${'x'.repeat(bytes - text.length)}"`);
};

describe('small body limits', () => {
  const routes = () =>
    [
      {
        url: '/api/auth/login',
        method: 'POST',
        limit: SMALL_BODY.signIn,
        body: { username: people.owner.username, password: people.owner.password },
      },
      {
        url: '/api/auth/register',
        method: 'POST',
        limit: SMALL_BODY.signIn,
        body: { firstName: 'A', lastName: 'B', username: 'big', email: 'big@example.test', password: 'Harbour-Lights-42' },
      },
      { url: '/api/properties/search', method: 'POST', limit: SMALL_BODY.search, body: { q: 'flat' } },
      {
        url: '/api/deals/create',
        method: 'POST',
        limit: SMALL_BODY.deal,
        body: { propertyId: things.listing.id, buyerId: people.stranger.id, agreedPrice: 100 },
      },
      { url: `/api/deals/${things.deal!.id}/stage`, method: 'PUT', limit: SMALL_BODY.deal, body: { stage: 'NEGOTIATION', date: '2025-03-01' } },
      { url: '/api/agreements', method: 'POST', limit: SMALL_BODY.agreement, body: agreementForm() },
    ] as const;

  it('one byte over the route limit is a 413 that changes nothing', async () => {
    for (const route of routes()) {
      const before = await snapshot(t);
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...bearer(people.dealAgent.token), 'content-type': 'application/json' },
        payload: padded(route.body, route.limit + 1),
      });
      expect(res.statusCode, route.url).toBe(413);
      expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
      expect(await snapshot(t)).toBe(before);
    }
  });

  it('a body at the limit is read (and judged on its content)', async () => {
    for (const route of routes()) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        headers: { ...bearer(people.dealAgent.token), 'content-type': 'application/json' },
        payload: padded(route.body, route.limit),
      });
      expect(res.statusCode, `${route.url}: ${res.body.slice(0, 200)}`).not.toBe(413);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('multipart without a boundary', () => {
  it.each(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-8'])(
    '%s is a 400 on both upload routes, storing nothing',
    async (contentType) => {
      const before = await snapshot(t);
      for (const [url, person] of [
        ['/api/upload/image', people.owner],
        [`/api/deals/${things.deal!.id}/upload-document`, people.buyer],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(person.token), 'content-type': contentType },
          payload: 'file=abc',
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'The upload is not valid multipart form data (no boundary)' });
      }
      expect(await snapshot(t)).toBe(before);
    },
  );
});

/** Everything the server sent on `socket` until `done` holds of it; rejects if the socket errs or closes first. */
function readUntil(socket: net.Socket, done: (text: string) => boolean): Promise<string> {
  let text = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (done(text)) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed after: ${text.slice(0, 300)}`)));
  });
}

describe('a body far over the limit, sent whole over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('reads and drops the rest after the 413: the connection takes the whole body, then answers the next request', async () => {
    const bodyBytes = 5 * 1024 * 1024;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = `POST /api/properties/search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bodyBytes}\r\n\r\n`;
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const refused = readUntil(socket, (text) => text.includes('PAYLOAD_TOO_LARGE'));
    socket.write(head);
    socket.write(chunk);
    expect(await refused).toMatch(/^HTTP\/1\.1 413/);
    const next = readUntil(socket, (text) => /HTTP\/1\.1 200[\s\S]*\r\n\r\n/.test(text));
    for (let sent = chunk.length; sent < bodyBytes; sent += chunk.length) {
      const piece = chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent));
      if (!socket.write(piece)) await new Promise((resolve) => socket.once('drain', resolve));
    }
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await next).toMatch(/HTTP\/1\.1 200/);
    socket.destroy();
  });

  it("answers Node's fetch its 413 every time, never a broken pipe", async () => {
    const body = JSON.stringify({ q: 'x'.repeat(5 * 1024 * 1024) });
    for (const url of [
      '/api/properties/search',
      '/api/saved-searches',
      '/api/properties/search',
      '/api/saved-searches',
      '/api/properties/search',
      '/api/saved-searches',
    ]) {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { ...bearer(people.owner.token), 'content-type': 'application/json' },
        body,
      });
      expect(res.status, url).toBe(413);
      expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    }
  });
});
