// The first view's JavaScript, gzip-compressed, may not grow past each page's figure of 2026-11-27
// (home 108.5 KB, search 123.2 KB, property page 122.0 KB): the 100 KB budget in docs/performance.md
// is not met yet (Known gaps there), and these ceilings come down with each step towards it. Every
// script home, a search and a property page load until the network is idle, on a phone and on a
// desktop, counted as the server sends each gzip-compressed. The map's code (Leaflet and the map
// views) is not among them: it loads when a map is shown.
import http from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPoster, postListing } from '../support/api.ts';
import { newPage, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();
const MAP_CODE = /\/assets\/(base-map|search-map|home-map|position-map|leaflet)[^/]*\.js$/;

/** The bytes of `url` as the server sends it to a client that accepts gzip only. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** The scripts a page loads from its first byte until the network is idle. */
async function scriptsOf(page: Page, path: string, title: string): Promise<string[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForApp(page, title);
  await page.waitForLoadState('networkidle');
  return [...scripts];
}

const total = async (scripts: string[]) => (await Promise.all(scripts.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0);

describe('the first view’s JavaScript', () => {
  it('stays within each page’s ceiling on home, search and property pages, phone and desktop, without the map’s code', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Madhapur', listingType: 'rent', price: 41_000 });
    const pages = [
      { path: '/', title: 'Homes for sale and rent in Hyderabad', ceilingKb: 110 },
      { path: '/search?listingType=rent', title: 'Properties for Rent', ceilingKb: 125 },
      { path: `/property/${listing.id}`, title: listing.title, ceilingKb: 123 },
    ];
    const sizes: Record<string, number> = {};
    const over: string[] = [];
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 900 },
    ]) {
      for (const { path, title, ceilingKb } of pages) {
        const { context, page } = await newPage(browser(), viewport);
        const scripts = await scriptsOf(page, path, title);
        expect(
          scripts.filter((url) => MAP_CODE.test(url)),
          path,
        ).toEqual([]);
        const name = `${path} at ${viewport.width}px`;
        sizes[name] = await total(scripts);
        if (sizes[name] > ceilingKb * 1024) over.push(name);
        await context.close();
      }
    }
    expect(over, JSON.stringify(sizes)).toEqual([]);
  });

  it('loads the map’s code when the map is shown', async () => {
    const { context, page } = await newPage(browser());
    const scripts = await scriptsOf(page, '/search?listingType=rent&view=map', 'Properties for Rent');
    await page.getByRole('region', { name: 'Map of the search’s homes' }).waitFor();
    expect(scripts.some((url) => MAP_CODE.test(url))).toBe(true);
    await context.close();
  });
});
