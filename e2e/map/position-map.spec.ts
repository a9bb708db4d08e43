// The posting dialog's "drag the pin" map starts at the chosen locality (its centre, the pin in the
// middle of the map, the base layers under it) and follows a new choice of locality.
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { findArea, registerUser } from '../support/api.ts';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** How far the pin is from the middle of the map, in pixels. */
async function offCentre(map: Locator, pin: Locator) {
  const [frame, box] = [await map.boundingBox(), await pin.boundingBox()];
  if (!frame || !box) throw new Error('the map or its pin is not on screen');
  return Math.hypot(box.x + box.width / 2 - (frame.x + frame.width / 2), box.y + box.height / 2 - (frame.y + frame.height / 2));
}

describe('the posting map', () => {
  for (const width of [1280, 412]) {
    it(`starts at the chosen locality and follows a new one (${width} px)`, async () => {
      const account = await registerUser();
      const { page } = await newPage(browser(), { width, height: 900 });
      await signInAs(page, account.username, account.password);
      const [gachibowli, uppal] = [await findArea('Gachibowli'), await findArea('Uppal')];

      await page.goto('/my-properties');
      await page.getByRole('button', { name: 'Post Your First Property' }).waitFor();
      await page.getByRole('button', { name: 'Post Property' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Post Property' });
      await dialog.getByLabel('Locality').selectOption({ label: `${gachibowli.areaName} - ${gachibowli.pincode}` });
      const map = dialog.getByRole('region', { name: 'Map: drag the pin to the home' });
      const pin = map.getByText('Home', { exact: true });
      await pin.waitFor();
      await map.locator('[data-testid="map-base-layers"][data-loaded="true"] canvas').waitFor();
      await map.getByText('© OpenStreetMap contributors').waitFor();
      await map.scrollIntoViewIfNeeded();
      expect(await offCentre(map, pin)).toBeLessThan(20);
      expect(await dialog.getByLabel('Latitude').getAttribute('placeholder')).toBe(gachibowli.latitude?.toFixed(4));
      await screenshot(page, `map-post-pin-${width}`);

      await dialog.getByLabel('Locality').selectOption({ label: `${uppal.areaName} - ${uppal.pincode}` });
      await page.waitForFunction(() => !document.querySelector('.leaflet-zoom-anim'));
      await expect.poll(() => offCentre(map, pin)).toBeLessThan(20);
    }, 120_000);
  }
});
