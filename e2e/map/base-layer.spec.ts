// The map with no tile server set: the city's OpenStreetMap layers (lakes, the Musi, parks, railways,
// the GHMC boundary) drawn under the metro lines and names, credited; the names never overlap at any
// zoom; a search's map opens on its homes, not on the whole city. At 1280 and 412 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPoster, postListing } from '../support/api.ts';
import { newPage, screenshot, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

/** The boxes of the locality names a person can see, and any two of them that overlap. */
async function labelOverlaps(page: Page) {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll<HTMLElement>('.gruha-map-locality span')]
      .filter((span) => getComputedStyle(span).visibility === 'visible')
      .map((span) => ({ text: span.textContent, box: span.getBoundingClientRect() }));
    const overlaps: string[] = [];
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        if (a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom)
          overlaps.push(`${a.text} / ${b.text}`);
      }
    }
    return { shown: boxes.length, overlaps };
  });
}

/** Whether a locality's name is shown inside the map's frame (Leaflet lays out names beyond it too). */
async function nameInView(page: Page, name: string) {
  return page.evaluate((text) => {
    const frame = document.querySelector('[data-testid="search-map"]')?.getBoundingClientRect();
    const span = [...document.querySelectorAll<HTMLElement>('.gruha-map-locality span')].find((candidate) => candidate.textContent === text);
    if (!frame || !span || getComputedStyle(span).visibility !== 'visible') return false;
    const box = span.getBoundingClientRect();
    return box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;
  }, name);
}

describe('the base map', () => {
  for (const width of [1280, 412]) {
    it(`draws the city's layers, credits OpenStreetMap, keeps names apart and fits a Gachibowli search (${width} px)`, async () => {
      const { token } = await newPoster();
      const first = await postListing(token, { areaName: 'Gachibowli', price: 38_000, latitude: 17.4401, longitude: 78.3489 });
      await postListing(token, {
        areaName: 'Gachibowli',
        price: 52_000,
        latitude: 17.4455,
        longitude: 78.3552,
        title: `Garden flat ${first.word} near the stadium`,
        pictures: 0,
        imageUrls: first.imageUrls,
      });

      const { page } = await newPage(browser(), { width, height: 900 });
      await page.goto(`/search?q=${first.word}&view=map`);
      await waitForApp(page, 'Search Results');
      const map = page.getByRole('region', { name: 'Map of the search’s homes' });
      await page.getByText('2 homes on the map').waitFor();
      await map.locator('[data-testid="map-base-layers"][data-loaded="true"] canvas').waitFor();
      await map.getByText('© OpenStreetMap contributors').waitFor();

      // Fitted to the two homes: both pins shown, far apart, and the old city (Charminar) out of view.
      const pins = [map.getByRole('button', { name: /^Rent ₹38,000/ }), map.getByRole('button', { name: /^Rent ₹52,000/ })];
      for (const pin of pins) await pin.waitFor();
      const [a, b] = await Promise.all(pins.map((pin) => pin.boundingBox()));
      expect(Math.hypot((a?.x ?? 0) - (b?.x ?? 0), (a?.y ?? 0) - (b?.y ?? 0))).toBeGreaterThan(60);
      expect(await nameInView(page, 'Gachibowli')).toBe(true);
      expect(await nameInView(page, 'Charminar')).toBe(false);
      // The fit is no move of the person's: nothing asks to search this area.
      expect(await page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);

      const names = await labelOverlaps(page);
      expect(names.shown).toBeGreaterThan(2);
      expect(names.overlaps).toEqual([]);
      await screenshot(page, `map-base-gachibowli-${width}`);

      // Out to the whole city and beyond: still no two names overlap.
      for (let step = 0; step < 4; step++) {
        await map.getByRole('button', { name: 'Zoom out' }).click();
        await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
        const out = await labelOverlaps(page);
        expect(out.overlaps).toEqual([]);
      }
      await screenshot(page, `map-base-city-${width}`);
    }, 120_000);
  }
});
