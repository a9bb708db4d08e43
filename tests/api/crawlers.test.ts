// What a crawler reads: a plain-text robots.txt, and a sitemap index whose files
// list every listing a visitor may see, every locality and type page, with last-modified dates.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlerRoutes } from '#server/modules/crawlers/routes.ts';
import type { TProperty } from '#shared/contracts/property.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { loadReference, postListing, type Reference } from './listing-fixtures.ts';

const ORIGIN = 'https://gruha.example';

let t: TestApp;
let ref: Reference;
let listed: TProperty[];
let removed: TProperty;
/** The same routes on the same database, split every 2 URLs so a few listings fill several files. */
let small: FastifyInstance;

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN });
  ref = await loadReference(t);
  const poster = await t.createUser();
  listed = [];
  for (const title of ['Lake view flat', 'Corner villa', 'Quiet studio']) listed.push(await postListing(t, ref, poster.token, { title }));
  removed = await postListing(t, ref, poster.token, { title: 'Sold and removed' });
  const del = await t.app.inject({ method: 'DELETE', url: `/api/properties/${removed.id}`, headers: bearer(poster.token) });
  expect(del.statusCode).toBe(200);
  small = Fastify();
  await small.register(crawlerRoutes, { db: t.database.db, siteOrigin: ORIGIN, urlsPerFile: 2 });
  await small.ready();
});

/* eslint-disable @typescript-eslint/no-unnecessary-condition -- set by beforeAll, which may have failed before it. */
afterAll(async () => {
  await small?.close();
  await t?.close();
});
/* eslint-enable @typescript-eslint/no-unnecessary-condition */

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of the API and the account areas and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/my-deals',
      '/my-rentals',
      '/my-properties',
      '/shortlist',
      '/account',
      '/reset-password',
      '/agent-dashboard',
      '/admin-',
      '/my-agreements',
      '/my-homes',
      '/tenancies/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('the sitemap', () => {
  it('is an index of the pages file and the listing files, on the public origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.body)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/listings-1.xml`]);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
  });

  it('lists every listing a visitor may see, with its last change, and not a removed one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(locs(res.body)).toEqual(listed.map((p) => `${ORIGIN}/property/${p.id}`));
    expect(res.body).not.toContain(`/property/${removed.id}<`);
    expect(res.body.match(/<lastmod>/g)).toHaveLength(listed.length);
  });

  it('splits the listings into files of at most the limit each', async () => {
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(locs(index.body)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/listings-1.xml`, `${ORIGIN}/sitemaps/listings-2.xml`]);
    const first = await small.inject({ method: 'GET', url: '/sitemaps/listings-1.xml' });
    const second = await small.inject({ method: 'GET', url: '/sitemaps/listings-2.xml' });
    expect([...locs(first.body), ...locs(second.body)]).toEqual(listed.map((p) => `${ORIGIN}/property/${p.id}`));
    expect(locs(first.body)).toHaveLength(2);
    expect((await small.inject({ method: 'GET', url: '/sitemaps/listings-3.xml' })).statusCode).toBe(404);
    expect((await small.inject({ method: 'GET', url: '/sitemaps/listings-0.xml' })).statusCode).toBe(404);
  });

  it('lists home, every locality page and every type page for sale and for rent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/localities`);
    for (const area of ref.areas) {
      expect(urls).toContain(`${ORIGIN}/area/${encodeURIComponent(area.areaName)}`);
      expect(urls).toContain(`${ORIGIN}/localities/${area.areaId}`);
    }
    for (const type of ref.types) {
      expect(urls).toContain(`${ORIGIN}/property-type/sale/${encodeURIComponent(type.typeName)}`);
      expect(urls).toContain(`${ORIGIN}/property-type/rent/${encodeURIComponent(type.typeName)}`);
    }
    // The listings' locality carries their last change; a locality with none has no date.
    const gachibowli = res.body.split('<url>').find((entry) => entry.includes('/area/Gachibowli<'));
    expect(gachibowli).toMatch(/<lastmod>/);
  });
});
