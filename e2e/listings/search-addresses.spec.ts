// Search addresses people share or type: a backwards price range says so and offers the fixes; a
// commute sort with its workplace is searched once, rightly.
import { describe, expect, it } from 'vitest';
import { newPage, openInApp, screenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('search addresses', () => {
  it('says a price range runs backwards and offers to swap it or remove it, without a failed search', async () => {
    const { page } = await newPage(browser());
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/properties/search')) statuses.push(response.status());
    });
    await page.goto('/search?listingType=rent&minPrice=50000&maxPrice=20000');
    const problem = page.getByRole('alert');
    await problem.getByText('The price range runs backwards: from ₹50,000 down to ₹20,000.').waitFor();
    expect(await page.getByText(/Search failed/).count()).toBe(0);
    for (const width of [1280, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `search-price-range-backwards-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await problem.getByRole('link', { name: 'Search ₹20,000 to ₹50,000' }).click();
    await page.getByRole('article').first().waitFor();
    const address = new URL(page.url()).searchParams;
    expect([address.get('minPrice'), address.get('maxPrice')]).toEqual(['20000', '50000']);

    await page.goBack();
    await page.getByRole('alert').getByRole('link', { name: 'Remove the price range' }).click();
    await page.getByRole('article').first().waitFor();
    expect(new URL(page.url()).searchParams.has('minPrice')).toBe(false);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('opens a commute sort with its workplace with one right request', async () => {
    const address = '/search?listingType=rent&sort=commute&work=HITEC%20City';
    for (const open of ['load', 'in-app'] as const) {
      const { page } = await newPage(browser());
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/api/properties/search')) statuses.push(response.status());
      });
      if (open === 'load') await page.goto(address);
      else await openInApp(page, address);
      await page.getByRole('article').first().waitFor();
      expect(await page.getByLabel('Sort by').inputValue()).toBe('commute');
      // A page the server drew arrives with its results; one the app draws asks once.
      expect(statuses).toEqual(open === 'load' ? [] : [200]);
    }
  });
});
