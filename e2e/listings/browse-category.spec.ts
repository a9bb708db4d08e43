//the listing pages by type and by area show their title and count; an empty
// category offers Browse All Properties and Refresh Search.
import { describe, expect, it } from 'vitest';
import { newPoster, postListing } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, serverFailure, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('listing pages', () => {
  it('lists a type for rent with its title and count', async () => {
    const { token } = await newPoster();
    const villa = await postListing(token, { areaName: 'Kondapur', typeName: 'Villa', listingType: 'rent', price: 95_000 });
    const { page } = await newPage(browser());
    await page.goto('/property-type/rent/Villa');
    await page.getByRole('heading', { level: 1, name: 'Villa for Rent' }).waitFor();
    await page.getByRole('link', { name: villa.title }).waitFor();
    const count = Number((await page.getByText(/^\d+ propert(y|ies) found$/).innerText()).split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await page.getByRole('article').count()).toBe(Math.min(count, 50));
    // Text, not innerText: cards below the screen are not laid out until scrolled near (content-visibility), and innerText reads layout.
    for (const text of await page.getByRole('article').allTextContents()) {
      expect(text).toContain('Villa');
      expect(text).toContain('FOR RENT');
    }
    expect(await page.title()).toBe('Villa for Rent | Gruha');
  });

  it('lists an area with its title and count, and opens a listing from there', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'HITEC City', listingType: 'sale', price: 15_000_000 });
    const { page } = await newPage(browser());
    await page.goto(`/area/${encodeURIComponent('HITEC City')}`);
    await page.getByRole('heading', { level: 1, name: 'Properties in HITEC City' }).waitFor();
    await page.getByText(/^\d+ propert(y|ies) found$/).waitFor();
    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `browse-area-${width}`);
    }
    await page.getByRole('link', { name: listing.title }).click();
    await page.waitForURL(`**/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
  });

  it('shows an error state with Try Again when the search fails', async () => {
    const { page } = await newPage(browser());
    // The test plays a failing server.
    allowConsoleErrors(failedRequest(500, '/api/properties/search'));
    let isFailing = true;
    await page.route('**/api/properties/search', (route) => (isFailing ? route.fulfill(serverFailure()) : route.continue()));
    await page.goto('/area/Kondapur');
    await page.getByRole('heading', { level: 1, name: 'Properties in Kondapur' }).waitFor();
    await page.getByRole('heading', { name: 'Could not load properties' }).waitFor();
    isFailing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText(/^\d+ propert(y|ies) found$/).waitFor();
  });

  it('offers Browse All Properties and Refresh Search when a category is empty', async () => {
    const { page } = await newPage(browser());
    // An empty category page answers 404 (nothing to index), as it should.
    allowConsoleErrors(failedRequest(404, '/property-type/rent/PG'));
    await page.goto('/property-type/rent/PG');
    await page.getByRole('heading', { level: 1, name: 'PG for Rent' }).waitFor();
    await page.getByText('0 properties found').waitFor();
    await page.getByRole('heading', { name: 'No properties found' }).waitFor();
    await page.getByRole('button', { name: 'Refresh Search' }).click();
    await page.getByRole('heading', { name: 'No properties found' }).waitFor();
    await screenshot(page, 'browse-category-empty');
    await page.getByRole('link', { name: 'Browse All Properties' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
