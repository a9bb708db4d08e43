//cross-origin requests are refused unless configured (ALLOWED_ORIGINS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '#server/config.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, randomMobile, type TestApp, type TestUser } from '../helper.ts';
import { snapshot } from './world.ts';

const FOREIGN = 'https://evil.example';
const PARTNER = 'https://partner.example';
// inject() sends Host: localhost:80, so this server's own origin is http://localhost.
const OWN = 'http://localhost';

const account = () => {
  const id = Math.random().toString(36).slice(2, 10);
  return {
    firstName: 'Asha',
    lastName: 'Reddy',
    username: `asha${id}`,
    email: `asha${id}@example.test`,
    password: 'Sunrise@42',
    mobileNumber: randomMobile(),
  };
};

const refusal = {
  success: false,
  code: 'FORBIDDEN',
  message: 'Requests from other websites are not allowed',
  errors: { origin: 'This origin may not call the API (see ALLOWED_ORIGINS)' },
};

describe('without ALLOWED_ORIGINS', () => {
  let t: TestApp;
  let owner: TestUser;
  let listingId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.createUser();
    listingId = (await insertProperty(t, owner.id)).id;
  });
  afterAll(() => t.close());

  type Write = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; headers?: Record<string, string> };
  const writes = (): Write[] => [
    { method: 'POST', url: '/api/auth/register', payload: account() },
    { method: 'POST', url: '/api/properties/search', payload: {} },
    { method: 'PUT', url: `/api/properties/${listingId}`, payload: { title: 'Changed from elsewhere' }, headers: bearer(owner.token) },
    { method: 'DELETE', url: `/api/properties/${listingId}`, headers: bearer(owner.token) },
    { method: 'POST', url: '/api/auth/logout', headers: bearer(owner.token) },
  ];

  it.each([
    ['another website', FOREIGN],
    ['a sandboxed or file page (Origin: null)', 'null'],
    ['this host on another port', 'http://localhost:5173'],
    ['a look-alike host', 'http://localhost.evil.example'],
    ['junk', 'not an origin'],
  ])('refuses POST, PUT and DELETE from %s with 403 naming the Origin header, changing nothing', async (_what, origin) => {
    const before = await snapshot(t);
    for (const { headers, ...request } of writes()) {
      const res = await t.app.inject({ ...request, headers: { ...headers, origin } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(res.json()).toEqual(refusal);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(await snapshot(t)).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) })).statusCode).toBe(200);
  });

  it('lets this site act: its own origin (http, or https behind a TLS proxy) and callers that send no Origin', async () => {
    const asSent = [
      { origin: OWN },
      { origin: 'http://localhost:80' },
      {},
      // An https page behind a TLS proxy that passes Host on but is not named in TRUST_PROXY.
      { host: 'gruha.example', origin: 'https://gruha.example' },
    ];
    for (const headers of asSent) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account(), headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets other websites read public data without a CORS grant, so their pages cannot see it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties/${listingId}`, headers: { origin: FOREIGN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses every preflight with 403 and no Access-Control-Allow-* headers', async () => {
    for (const origin of [FOREIGN, PARTNER, OWN]) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/properties',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('believes X-Forwarded-Host and -Proto only from a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: FOREIGN };
    const spoofed = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account(), headers: forwarded });
    expect(spoofed.statusCode).toBe(403);

    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const behindProxy = { 'x-forwarded-host': 'gruha.example', 'x-forwarded-proto': 'https' };
      const own = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: account(),
        headers: { ...behindProxy, origin: 'https://gruha.example' },
      });
      expect(own.statusCode).toBe(201);
      // Served over https, the http page of the same host is another origin.
      for (const origin of ['http://gruha.example', OWN, FOREIGN]) {
        const res = await proxied.app.inject({ method: 'POST', url: '/api/auth/register', payload: account(), headers: { ...behindProxy, origin } });
        expect(res.statusCode, origin).toBe(403);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('with ALLOWED_ORIGINS', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ ALLOWED_ORIGINS: `${PARTNER}, http://localhost:5173` });
    user = await t.createUser();
  });
  afterAll(() => t.close());

  it("answers a listed origin's preflight with the grant", async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/properties',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-max-age': '600',
    });
    expect(res.headers.vary).toMatch(/\bOrigin\b/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a listed origin (written in any case, with its default port) act and read, with the grant', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account(),
      headers: { origin: 'https://PARTNER.example:443' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(PARTNER);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: 'http://localhost:5173', ...bearer(user.token) } });
    expect(me.statusCode).toBe(200);
    expect(me.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(me.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('still refuses every other origin, and grants nothing to it', async () => {
    const before = await snapshot(t);
    const write = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account(), headers: { origin: FOREIGN } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual(refusal);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/properties',
      headers: { origin: 'https://partner.example.evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://partner.example' } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    // Caches must not hand one origin's answer to another.
    expect(read.headers.vary).toMatch(/\bOrigin\b/);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('ALLOWED_ORIGINS configuration', () => {
  it('defaults to none', () => {
    expect(readConfig({}).allowedOrigins).toEqual([]);
  });

  it.each(['*', 'https://a.example/path', 'ftp://a.example', 'https://user:pw@a.example', 'null', 'https://a.example,partner.example'])(
    'refuses %j at start, naming the variable',
    (value) => {
      expect(() => readConfig({ ALLOWED_ORIGINS: value })).toThrow(ConfigError);
      expect(() => readConfig({ ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS/);
    },
  );
});
