//a Content Security Policy without inline scripts, nosniff, no framing, a
// referrer policy, HSTS only over TLS, and no cross-origin access.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '#server/http/hsts.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { snapshot } from './world.ts';

// What Vite makes of src/web/index.html: the app is one module script from /assets/.
const builtIndex = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Gruha — buy, rent and sell homes in Hyderabad, no broker's commission." />
    <title>Gruha — Homes in Hyderabad</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let webDir: string;
let user: TestUser;
let listingId: number;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), builtIndex);
  fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'export {};');
  t = await buildTestApp({ WEB_DIR: webDir });
  user = await t.createUser();
  listingId = (await insertProperty(t, user.id)).id;
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

function directives(header: string | string[] | undefined): Map<string, string[]> {
  const text = String(header ?? '');
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

const answers = () =>
  [
    ['an API answer', { method: 'GET' as const, url: '/api/health' }],
    ['an API error', { method: 'GET' as const, url: '/api/no-such-thing' }],
    ['a refused request', { method: 'GET' as const, url: '/api/users' }],
    ['the web app', { method: 'GET' as const, url: '/' }],
    ['a listing page with its JSON-LD', { method: 'GET' as const, url: `/property/${listingId}` }],
    ['a client-side route', { method: 'GET' as const, url: '/my-deals' }],
    ['a script asset', { method: 'GET' as const, url: '/assets/index-abc123.js' }],
  ] as const;

describe('security headers on every kind of answer', () => {
  it.each(answers())('%s', async (_what, request) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBeLessThan(500);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    for (const values of csp.values()) {
      expect(values).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the pages need no inline script: every <script> loads from this origin or is a JSON-LD data block', async () => {
    for (const url of ['/', `/property/${listingId}`, '/area/Gachibowli']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        const isData = /type="application\/ld\+json"/.test(attributes!);
        // A data block is never run, so script-src does not apply to it (HTML's "data block").
        if (isData)
          JSON.parse(
            body!
              .replace(/\\u003c/g, '<')
              .replace(/\\u003e/g, '>')
              .replace(/\\u0026/g, '&'),
          );
        else expect({ attributes, body }).toEqual({ attributes: expect.stringMatching(/ src="\/assets\/[^"]+\.js"/), body: '' });
      }
    }
    const listing = (await t.app.inject({ method: 'GET', url: `/property/${listingId}` })).body;
    expect(listing).toContain('<script type="application/ld+json">');
  });

  it("the web app's source page has no inline script for the build to carry", () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../../../src/web/index.html'), 'utf8');
    for (const [, attributes, body] of source.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/ src="/);
      expect(body!.trim()).toBe('');
    }
  });
});

describe('HSTS', () => {
  it('is sent only over TLS: behind a trusted proxy that says https, never over plain HTTP', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const plain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const forwardedHttp = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(forwardedHttp.headers['strict-transport-security']).toBeUndefined();
      for (const url of ['/api/health', '/', '/api/no-such-thing']) {
        const tls = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        expect(tls.headers['strict-transport-security']).toBe(HSTS);
      }
    } finally {
      await proxied.close();
    }
  });

  it('is not claimed by a client that sends X-Forwarded-Proto itself (no TRUST_PROXY)', async () => {
    const spoofed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cross-origin requests', () => {
  const foreign = 'https://evil.example';

  it('get no CORS grant: no Access-Control-Allow-Origin on reads or preflights', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: foreign, ...bearer(user.token) } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    for (const url of ['/api/properties', '/api/users/1', '/api/auth/login']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: foreign, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
      expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    }
  });

  it('cannot act through a simple cross-site form or text post: refused, nothing changes', async () => {
    const before = await snapshot(t);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'username=x&password=y'],
      ['text/plain', '{"title":"x"}'],
    ] as const) {
      for (const url of ['/api/auth/login', '/api/properties', '/api/auth/logout']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { origin: foreign, 'content-type': type }, payload });
        expect(res.statusCode, `${type} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${type} ${url}`).toBeLessThan(500);
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
    expect(await snapshot(t)).toBe(before);
  });
});
