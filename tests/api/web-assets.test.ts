// How the built web app is served: hashed assets compressed and cached for a
// year, the page itself always revalidated, and home, search and property pages preloading their
// own chunks (and the property's main picture) from the build manifest; with a first-view renderer
// in the build, home, search and property pages come rendered with exactly the API's answers. The
// suite runs without a web build, so it writes a small one (and a stand-in renderer) into temporary
// directories; e2e/listings/first-view.spec.ts covers the real renderer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { ZPropertyCard, type TProperty } from '#shared/contracts/property.ts';
import { decoders, NEGOTIATIONS } from './encodings.fixture.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { listingBody, loadReference, postListing, type Reference } from './listing-fixtures.ts';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Gruha — Homes in Hyderabad</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const ENTRY = `export const app = "${'gruha '.repeat(400)}";\n`;
// The build's compressed copies carry a marker here, so a test tells them from compression on the fly.
const BR_COPY = `${ENTRY}// br copy\n`;
const GZ_COPY = `${ENTRY}// gz copy\n`;

const MANIFEST = {
  'index.html': { file: 'assets/index-test.js', isEntry: true, css: ['assets/index-test.css'], imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-test.js' },
  '_grid.js': { file: 'assets/grid-test.js', imports: ['index.html', '_runtime.js'], css: ['assets/grid-test.css'] },
  'features/listings/pages/search-page.tsx': {
    file: 'assets/search-page-test.js',
    isDynamicEntry: true,
    imports: ['index.html', '_grid.js'],
    css: ['assets/search-page-test.css'],
  },
  'features/listings/pages/property-detail-page.tsx': {
    file: 'assets/property-detail-page-test.js',
    isDynamicEntry: true,
    imports: ['index.html', '_runtime.js'],
  },
  'features/listings/components/home-hero.tsx': {
    file: 'assets/home-hero-test.js',
    isDynamicEntry: true,
    imports: ['index.html', '_runtime.js'],
    css: ['assets/home-hero-test.css'],
  },
};

// A stand-in for the build's renderer (src/web/entry-server.tsx): it asks the server for the data of
// the calls the real one makes and shows what it got, so the tests see what the server loads.
const RENDERER = `
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderFirstView(url, load) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  let calls;
  const property = /^\\/property\\/(\\d+)$/.exec(pathname);
  if (property) calls = [{ call: 'property', id: Number(property[1]) }];
  else if (pathname === '/') calls = [{ call: 'featured' }, { call: 'stats' }, { call: 'areas', city: 'Hyderabad' }, { call: 'propertyTypes' }];
  else if (pathname === '/search') {
    const request = { listingType: searchParams.get('listingType'), minBedrooms: Number(searchParams.get('minBedrooms')), page: Number(searchParams.get('page') ?? 0), size: 50 };
    calls = [{ call: 'search', request }];
  } else return null;
  const queries = await Promise.all(calls.map(async (call) => ({ queryKey: [call.call], data: await load(call) })));
  const first = queries[0].data;
  const title = first.title ?? first[0]?.title ?? first.data?.[0]?.title;
  return { html: '<h1>' + escape(title) + '</h1>', state: { queries }, stateId: 'first-view-state' };
}
`;

let t: TestApp;
let web: FastifyInstance;
let rendering: FastifyInstance;
let webDir: string;
let renderingWebDir: string;
let listing: TProperty;
let poster: TestUser;
let ref: Reference;

beforeAll(async () => {
  t = await buildTestApp();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const entry = path.join(webDir, 'assets', 'index-test.js');
  fs.writeFileSync(entry, ENTRY);
  fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync(BR_COPY));
  fs.writeFileSync(`${entry}.gz`, zlib.gzipSync(GZ_COPY));
  const config = readConfig({
    DATA_DIR: t.dataDir,
    WEB_DIR: webDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  });
  web = await buildApp({ config, database: t.database });
  await web.ready();
  renderingWebDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-web-rendering-'));
  fs.cpSync(webDir, renderingWebDir, { recursive: true });
  fs.mkdirSync(path.join(renderingWebDir, '.server'));
  fs.writeFileSync(path.join(renderingWebDir, '.server', 'entry-server.mjs'), RENDERER);
  rendering = await buildApp({ config: { ...config, webDir: renderingWebDir }, database: t.database });
  await rendering.ready();
  poster = await t.createUser();
  ref = await loadReference(t);
  listing = await postListing(t, ref, poster.token);
});
afterAll(async () => {
  await web.close();
  await rendering.close();
  fs.rmSync(webDir, { recursive: true, force: true });
  fs.rmSync(renderingWebDir, { recursive: true, force: true });
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

describe('hashed assets', () => {
  it("are sent as the build's Brotli copy to a browser that takes it, cached for a year as immutable", async () => {
    const res = await get('/assets/index-test.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BR_COPY);
  });

  it('are sent as the gzip copy to a browser without Brotli, and as they are to one asking for no encoding', async () => {
    const gzipped = await get('/assets/index-test.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(GZ_COPY);
    const plain = await get('/assets/index-test.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY);
  });
});

describe('the page itself', () => {
  it('is never cached immutably: the browser asks again each time', async () => {
    for (const url of ['/', '/search?listingType=sale', `/property/${listing.id}`, '/rental-agreement']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('on /search preloads the search chunk, the chunks it imports and their styles, not the entry again', async () => {
    const html = (await get('/search?listingType=sale&minBedrooms=2')).body;
    expect(html).toContain('<link rel="modulepreload" href="/assets/search-page-test.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/grid-test.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/runtime-test.js" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/search-page-test.css" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/grid-test.css" />');
    expect(html).not.toContain('rel="modulepreload" href="/assets/index-test.js"');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('on a property preloads its chunk and its main picture', async () => {
    const html = (await get(`/property/${listing.id}`)).body;
    expect(listing.imageUrl).toBeTruthy();
    expect(html).toContain('<link rel="modulepreload" href="/assets/property-detail-page-test.js" />');
    expect(html).toContain(`<link rel="preload" as="image" href="${listing.imageUrl}" fetchpriority="high" />`);
  });

  it('for a missing property preloads no picture', async () => {
    const res = await get('/property/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('as="image"');
  });

  it('home preloads its hero’s chunk and styles, and no other page’s', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('<link rel="modulepreload" href="/assets/home-hero-test.js" />');
    expect(html).toContain('<link rel="stylesheet" href="/assets/home-hero-test.css" />');
    expect(html).not.toContain('search-page-test');
  });
});

describe('the first view, with a renderer in the build', () => {
  type State = { queries: { queryKey: unknown[]; data: unknown }[] };
  const render = (url: string) => rendering.inject({ method: 'GET', url });
  const api = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => (await t.app.inject({ method, url, payload })).json();
  /** The JSON the page carries for the app to hydrate with. */
  function stateOf(html: string): State {
    const match = /<script type="application\/json" id="first-view-state">([^<]*)<\/script>/.exec(html);
    expect(match, 'the page carries its data').not.toBeNull();
    return JSON.parse(match![1]!) as State;
  }

  it("puts a property's page and its data, exactly as the API answers, into the HTML, before any script", async () => {
    const res = await render(`/property/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><h1>${listing.title}</h1></div>`);
    // The property is answered bare (no envelope), and the page carries it so.
    const property = await api(`/api/properties/${listing.id}`);
    expect(property).toMatchObject({ id: listing.id, title: listing.title });
    expect(stateOf(res.body).queries[0]!.data).toEqual(property);
    // Data, not code: the only scripts are the app's module, JSON-LD and the JSON state, which the CSP allows.
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/index-test.js">',
      '<script type="application/ld+json">',
      '<script type="application/json" id="first-view-state">',
    ]);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("gives a missing property the app's own not-found page: 404, an empty root, no data", async () => {
    const res = await render('/property/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('first-view-state');
  });

  it('renders home with the featured list, the figures, the areas and the property types the API gives', async () => {
    const state = stateOf((await render('/')).body);
    expect(state.queries.map((query) => query.data)).toEqual([
      (await api('/api/properties/featured')).data,
      (await api('/api/stats')).data,
      (await api('/api/areas?city=Hyderabad')).data,
      (await api('/api/property-types')).data,
    ]);
  });

  it('renders a search with the page of results the API gives for the same request, each listing as its card', async () => {
    const state = stateOf((await render('/search?listingType=sale&minBedrooms=2')).body);
    const request = { listingType: 'sale', minBedrooms: 2, page: 0, size: 50 };
    const answer = await api('/api/properties/search', 'POST', request);
    expect(answer.totalElements).toBeGreaterThan(0);
    const cardFields = Object.keys(ZPropertyCard.shape);
    const cards = (answer.data as Record<string, unknown>[]).map((listing) =>
      Object.fromEntries(Object.entries(listing).filter(([field]) => cardFields.includes(field))),
    );
    expect(state.queries[0]!.data).toEqual({ ...answer, data: cards });
    // What a card does not show stays with the API: the description, the pictures, the address.
    const first = (state.queries[0]!.data as { data: Record<string, unknown>[] }).data[0]!;
    expect(first).toMatchObject({ id: answer.data[0].id, title: answer.data[0].title, price: answer.data[0].price });
    expect(Object.keys(first)).not.toContain('description');
    expect(Object.keys(first)).not.toContain('images');
  });

  it('keeps a search page while its results stay the same, and shows an edit of one of them at once', async () => {
    const url = '/search?listingType=sale&minBedrooms=2';
    const titles = async () => (stateOf((await render(url)).body).queries[0]!.data as { data: TProperty[] }).data.map((p) => p.title);
    const before = await titles();
    expect(before).toContain(listing.title);
    // Another listing's change moves the version, and leaves this page's results as they were.
    await postListing(t, ref, poster.token, { title: 'To let, not for sale', listingType: 'rent', price: 40_000 });
    expect(await titles()).toEqual(before);
    const retitle = (title: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/properties/${listing.id}`,
        headers: bearer(poster.token),
        payload: listingBody(ref, [listing.imageUrl!], { title }),
      });
    const title = `${listing.title} (seen from the search)`;
    expect((await retitle(title)).statusCode).toBe(200);
    expect(await titles()).toContain(title);
    expect((await render(url)).body).toContain(title);
    // As it was, for the tests that follow.
    expect((await retitle(listing.title)).statusCode).toBe(200);
    expect(await titles()).toEqual(before);
  });

  it('leaves a search the API refuses to the app (it shows the message), still as a working page', async () => {
    const res = await render('/search?listingType=sale&minBedrooms=2&page=-3');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('keeps a rendered page only while no listing changes: an edit shows at once', async () => {
    const first = await render(`/property/${listing.id}`);
    expect(first.body).toContain(`<h1>${listing.title}</h1>`);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [listing.imageUrl!], { title: `${listing.title} (renovated)` }),
    });
    expect(edited.statusCode).toBe(200);
    const again = await render(`/property/${listing.id}`);
    expect(again.body).toContain(`<h1>${listing.title} (renovated)</h1>`);
    expect(stateOf(again.body).queries[0]!.data).toEqual(await api(`/api/properties/${listing.id}`));
  });

  it('keeps compressed copies with their page: after an edit each encoding sends the new page, never the one kept before', async () => {
    const url = `/property/${listing.id}`;
    const brotli = async () => {
      const res = await rendering.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      return zlib.brotliDecompressSync(res.rawPayload).toString();
    };
    const gzip = async () =>
      zlib.gunzipSync((await rendering.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })).rawPayload).toString();
    // Kept, with both copies made, before the edit.
    for (const read of [brotli, gzip, brotli, gzip]) expect(await read()).toBe((await render(url)).body);
    const title = `${listing.title} (repainted)`;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [listing.imageUrl!], { title }),
    });
    expect(edited.statusCode).toBe(200);
    const [br, gz, plain] = [await brotli(), await gzip(), (await render(url)).body];
    expect(plain).toContain(`<h1>${title}</h1>`);
    expect([br, gz]).toEqual([plain, plain]);
  });

  it("keeps the property page's head with its listing: title, description and JSON-LD follow an edit", async () => {
    // Rendered (and kept) before the edit.
    expect((await render(`/property/${listing.id}`)).body).toContain('<script type="application/ld+json">');
    const title = `${listing.title} with a new terrace`;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${listing.id}`,
      headers: bearer(poster.token),
      payload: listingBody(ref, [listing.imageUrl!], { title, price: 31_500_000, description: 'Now with a terrace garden.' }),
    });
    expect(edited.statusCode).toBe(200);
    const after = (await render(`/property/${listing.id}`)).body;
    expect(/<title>(.*?)<\/title>/.exec(after)?.[1]).toBe(`${title} — ₹3.15 Cr | Gruha`);
    expect(after).toMatch(/<meta name="description" content="[^"]*₹3.15 Cr[^"]*Now with a terrace garden\." \/>/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(after)![1]!) as { name: string; offers: { price: number } };
    expect(jsonLd).toMatchObject({ name: title, offers: { price: 31_500_000 } });
  });

  it('sends a kept page compressed as the browser asks (as @fastify/compress would), each decoding to the same page', async () => {
    const url = '/search?listingType=sale&minBedrooms=2';
    const plain = await rendering.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('first-view-state');
    for (const [acceptEncoding, encoding] of NEGOTIATIONS) {
      // Twice: rendered and compressed, then as kept.
      for (const round of [1, 2]) {
        const res = await rendering.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], `${acceptEncoding} (${round})`).toBe(encoding);
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
        expect(decoders[encoding](res.rawPayload).toString(), `${acceptEncoding} (${round})`).toBe(plain.body);
      }
    }
    const none = await rendering.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('tells caches that pages differ by Accept-Encoding, compressed or not, and keeps them revalidated', async () => {
    for (const url of ['/', `/property/${listing.id}`, '/property/999999', '/no-such-page', '/rental-agreement']) {
      for (const acceptEncoding of ['br', 'identity']) {
        const res = await rendering.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
        expect(res.headers.vary, `${url} ${acceptEncoding}`).toMatch(/accept-encoding/i);
        expect(res.headers.vary?.toString().match(/accept-encoding/gi), url).toHaveLength(1);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers.etag, url).toBeUndefined();
      }
    }
  });

  it('never serves the renderer itself', async () => {
    // (Unknown paths get the app's page, which shows its own not-found view.)
    const res = await render('/.server/entry-server.mjs');
    expect(res.body).not.toContain('renderFirstView');
  });

  it('leaves other pages to the browser', async () => {
    const res = await render('/rental-agreement');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
