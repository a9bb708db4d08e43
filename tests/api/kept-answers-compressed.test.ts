//a kept API answer is sent in the encoding the client asks for, compressed once
// per encoding and kept with the answer, never compressed again per request, and never an answer
// kept before a change.
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import { decoders, NEGOTIATIONS } from './encodings.fixture.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, type Reference } from './listing-fixtures.ts';

let t: TestApp;
let ref: Reference;
let poster: TestUser;
let listing: TProperty;
// A locality of its own, so the search page holds only this test's listing.
const AREA = 'Gandipet';

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  poster = await t.createUser();
  listing = await postListing(t, ref, poster.token, { areaId: ref.area(AREA).areaId, title: 'Compressed flat' });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const answers = {
  search: (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/properties/search', payload: { area: ref.area(AREA).areaId, size: 10 }, headers }),
  detail: (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/properties/${listing.id}`, headers }),
};

describe('kept answers, compressed', () => {
  it('go out in the encoding the client takes (as @fastify/compress would choose), each decoding to the plain answer', async () => {
    for (const ask of Object.values(answers)) {
      const plain = await ask();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [acceptEncoding, encoding] of NEGOTIATIONS) {
        // Twice: compressed, then as kept.
        for (const round of [1, 2]) {
          const res = await ask({ 'accept-encoding': acceptEncoding });
          expect(res.headers['content-encoding'], `${acceptEncoding} (${round})`).toBe(encoding);
          expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
          expect(res.headers.vary).toContain('accept-encoding');
          expect(decoders[encoding](res.rawPayload).toString(), `${acceptEncoding} (${round})`).toBe(plain.body);
        }
      }
      const none = await ask({ 'accept-encoding': 'identity' });
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body).toBe(plain.body);
    }
  });

  it('are compressed once per encoding, not again for every request', async () => {
    // A page not asked for before: made, kept, compressed once.
    const payload = { area: ref.area(AREA).areaId, size: 11 };
    const kept = vi.spyOn(zlib, 'brotliCompress');
    const onTheFly = vi.spyOn(zlib, 'brotliCompressSync');
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
    }
    expect(kept).toHaveBeenCalledTimes(1);
    expect(onTheFly).not.toHaveBeenCalled();
  });

  it('go out whole when compressing fails: the plain answer, compressed on the fly, never an error', async () => {
    const payload = { area: ref.area(AREA).areaId, size: 12 };
    const plain = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload });
    vi.spyOn(zlib, 'brotliCompress').mockImplementation(((_input: Buffer, _options: object, done: (error: Error) => void) =>
      done(new Error('out of memory'))) as never);
    const res = await t.app.inject({ method: 'POST', url: '/api/properties/search', payload, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(decoders.br(res.rawPayload).toString()).toBe(plain.body);
  });

  it('after an edit, every encoding sends the new answer, never the one kept before', async () => {
    const read = async (encoding: 'br' | 'gzip') => {
      const res = await answers.search({ 'accept-encoding': encoding });
      return (JSON.parse(decoders[encoding](res.rawPayload).toString()) as { data: TProperty[] }).data.map((p) => p.title);
    };
    for (const encoding of ['br', 'gzip', 'br', 'gzip'] as const) await read(encoding);
    const title = 'Compressed flat, with a new balcony';
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [listing.imageUrl!], { areaId: ref.area(AREA).areaId, title }),
    });
    expect(edited.statusCode).toBe(200);
    expect([await read('br'), await read('gzip')]).toEqual([[title], [title]]);
  });
});
