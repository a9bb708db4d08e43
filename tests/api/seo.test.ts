// Listing pages carry their own head in the HTML the server sends. The suite
// runs without a web build, so it serves a small index.html from a temporary web directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { properties } from '#server/db/schema.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { loadReference, postListing, type Reference } from './listing-fixtures.ts';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Gruha — buy, rent and sell homes in Hyderabad." />
    <title>Gruha — Homes in Hyderabad</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let web: FastifyInstance;
let webDir: string;
let ref: Reference;
let villa: TProperty;

/** An app on the test database that serves the web directory given, reached at PUBLIC_URL https://gruha.example unless told. */
async function appWithWebDir(dir: string, env: Record<string, string> = { PUBLIC_URL: 'https://gruha.example' }) {
  const config = readConfig({
    DATA_DIR: t.dataDir,
    WEB_DIR: dir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...env,
  });
  const app = await buildApp({ config, database: t.database });
  await app.ready();
  return app;
}

beforeAll(async () => {
  t = await buildTestApp();
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  web = await appWithWebDir(webDir);
  ref = await loadReference(t);
  const poster = await t.createUser();
  villa = await postListing(t, ref, poster.token, {
    title: 'Garden villa with "pool" & </script><script>alert(1)</script>',
    description: 'Four bedrooms, a lawn and a pool.\n\nGated community close to the Outer Ring Road.',
    propertyTypeId: ref.type('Villa').propertyTypeId,
    price: 45_000_000,
    bedrooms: 4,
    bathrooms: 4,
    areaSqft: 3200,
  });
});
afterAll(async () => {
  await web.close();
  fs.rmSync(webDir, { recursive: true, force: true });
  await t.close();
});

// Any Host a caller sends: links come from PUBLIC_URL, never from it.
const page = (url: string, app = web) => app.inject({ method: 'GET', url, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);

describe('GET /property/{id}', () => {
  it('sends the app with the listing title, description, Open Graph tags and JSON-LD', async () => {
    const res = await page(`/property/${villa.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-test.js');
    expect(titleOf(html)).toBe('Garden villa with &quot;pool&quot; &amp; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; — ₹4.50 Cr | Gruha');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(metaOf(html, 'description')).toMatch(/^Villa for sale in Gachibowli, Hyderabad: ₹4.50 Cr, 4 bed, 4 bath, 3200 sqft\. Four bedrooms/);
    expect(metaOf(html, 'og:url')).toBe(`https://gruha.example/property/${villa.id}`);
    expect(metaOf(html, 'og:image')).toBe(`https://gruha.example${villa.imageUrl}`);
    expect(html).toContain(`<link rel="canonical" href="https://gruha.example/property/${villa.id}" />`);
  });

  it('never lets listing text run as script', async () => {
    const html = (await page(`/property/${villa.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('describes the listing for search engines as a schema.org RealEstateListing', async () => {
    const ld = jsonLdOf((await page(`/property/${villa.id}`)).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: villa.title,
      url: `https://gruha.example/property/${villa.id}`,
      image: [`https://gruha.example${villa.imageUrl}`],
      offers: { '@type': 'Offer', price: 45_000_000, priceCurrency: 'INR' },
      about: {
        '@type': 'House',
        numberOfBedrooms: 4,
        floorSize: { value: 3200, unitCode: 'FTK' },
        address: { addressLocality: 'Gachibowli', postalCode: '500032', addressCountry: 'IN' },
      },
    });
  });

  it('answers 404 with the app and a generic, noindex head for a listing that does not exist', async () => {
    for (const url of ['/property/987654', '/property/not-a-number', '/property/99999999999999']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(titleOf(res.body)).toBe('Property not found | Gruha');
      expect(metaOf(res.body, 'robots')).toBe('noindex');
    }
  });

  it('treats an inactive listing as missing', async () => {
    const poster = await t.createUser();
    const hidden = await postListing(t, ref, poster.token, { title: 'Quietly withdrawn' });
    await t.database.db.update(properties).set({ isActive: false }).where(eq(properties.id, hidden.id));
    const res = await page(`/property/${hidden.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Quietly withdrawn');
  });

  it('answers 410 with a noindex head saying so for a home no longer listed, whose page still shows', async () => {
    const poster = await t.createUser();
    const home = await postListing(t, ref, poster.token, { title: 'Lakeside 2 BHK', listingType: 'rent', price: 30_000 });
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${home.id}/status`,
      headers: { authorization: `Bearer ${poster.token}` },
      payload: { status: 'rented_out' },
    });
    expect(marked.statusCode).toBe(200);
    const res = await page(`/property/${home.id}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('<div id="root"></div>');
    expect(titleOf(res.body)).toBe('Lakeside 2 BHK — no longer listed | Gruha');
    expect(metaOf(res.body, 'robots')).toBe('noindex');
    expect(metaOf(res.body, 'description')).toMatch(/^This home has been rented out\. Apartment for rent in Gachibowli/);
  });
});

describe('absolute links on pages', () => {
  it('never echo the Host a caller sends; without PUBLIC_URL they use http://localhost:{PORT}', async () => {
    const local = await appWithWebDir(webDir, { PORT: '4100' });
    try {
      for (const url of [`/property/${villa.id}`, '/property-type/sale/villa', '/area/Gachibowli']) {
        const html = (await page(url, local)).body;
        expect(html).not.toContain('evil.example');
        expect(html).toContain('<link rel="canonical" href="http://localhost:4100/');
        expect(metaOf(html, 'og:url')).toMatch(/^http:\/\/localhost:4100\//);
        expect(JSON.stringify(jsonLdOf(html))).not.toContain('evil.example');
      }
    } finally {
      await local.close();
    }
  });
});

describe('canonical URLs', () => {
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];

  it('name one address per page on the public origin, whatever spelling led to it', async () => {
    expect(canonicalOf((await page('/')).body)).toBe('https://gruha.example/');
    for (const url of ['/property-type/sale/villa', '/property-type/SALE/Villas', '/property-type/sale/Villa']) {
      expect(canonicalOf((await page(url)).body)).toBe('https://gruha.example/property-type/sale/Villa');
    }
    for (const url of ['/area/gachibowli', '/area/GACHIBOWLI']) {
      expect(canonicalOf((await page(url)).body)).toBe('https://gruha.example/area/Gachibowli');
    }
  });
});

describe('GET /property-type/{listingType}/{propertyType}', () => {
  it("titles the page '{Type} for Sale' and lists its listings in JSON-LD", async () => {
    const res = await page('/property-type/sale/Villa');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Villa for Sale in Hyderabad | Gruha');
    expect(metaOf(res.body, 'description')).toMatch(/^1 listing: villa homes for sale in Hyderabad/);
    const ld = jsonLdOf(res.body);
    expect(ld).toMatchObject({ '@type': 'ItemList', numberOfItems: 1 });
    expect(ld.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, url: `https://gruha.example/property/${villa.id}`, name: villa.title }]);
  });

  it("titles rent pages '{Type} for Rent', in any case, plural names too", async () => {
    const res = await page('/property-type/RENT/apartments');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Apartment for Rent in Hyderabad | Gruha');
    expect(jsonLdOf(res.body).numberOfItems).toBe(0);
  });

  it('answers 404 for an unknown listing or property type', async () => {
    expect((await page('/property-type/lease/Villa')).statusCode).toBe(404);
    expect((await page('/property-type/sale/Castle')).statusCode).toBe(404);
  });
});

describe('GET /area/{areaName}', () => {
  it("titles the page 'Properties in {Area}' and counts its listings", async () => {
    const res = await page('/area/Gachibowli');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Properties in Gachibowli, Hyderabad | Gruha');
    expect(metaOf(res.body, 'description')).toMatch(/^1 listing in Gachibowli, Hyderabad/);
    expect(jsonLdOf(res.body).itemListElement).toHaveLength(1);
  });

  it('finds an area by part of its name, as the listing page does', async () => {
    const res = await page(`/area/${encodeURIComponent('hitec')}`);
    expect(titleOf(res.body)).toBe('Properties in HITEC City, Hyderabad | Gruha');
  });

  it('answers 404 for an area Gruha does not know', async () => {
    const res = await page('/area/Atlantis');
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe('Area not found | Gruha');
  });
});

describe('other pages and a missing build', () => {
  it('sends the plain app for other client-side routes', async () => {
    const res = await page('/my-properties');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Gruha — Homes in Hyderabad');
  });

  it('answers a path that is no page with HTTP 404 and the app, titled Page not found', async () => {
    for (const url of ['/no-such-page', '/property/12/photos', '/search/more?x=1']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(titleOf(res.body)).toBe('Page not found | Gruha');
      expect(res.body).toContain('<div id="root">');
    }
    expect((await page('/search/')).statusCode).toBe(200);
  });

  it('without a built web app, page paths answer a JSON 404 and the API still works', async () => {
    const app = await appWithWebDir(path.join(webDir, 'missing'));
    try {
      const res = await app.inject({ method: 'GET', url: `/property/${villa.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect((await app.inject({ method: 'GET', url: `/api/properties/${villa.id}` })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
