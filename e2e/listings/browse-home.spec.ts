// Issue 3, point 4: Home's popular areas filter the featured list and Clear Filter resets it; a
// signed-in poster sees their own listings first and a My Uploaded Properties tab.
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';
import { newPoster, postListing, waitForApp, watchConsoleErrors } from './browse-helpers.ts';

const browser = useBrowser();

describe('the home page', () => {
  it('filters the featured list by a popular area and clears the filter', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Jubilee Hills', listingType: 'sale', price: 32_000_000 });
    const { page, context } = await newPage(browser());
    const consoleErrors = watchConsoleErrors(page);
    await page.goto('/');
    await waitForApp(page, 'Homes for sale and rent in Hyderabad');
    await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    await page.getByRole('article').first().waitFor();
    const before = await page.getByRole('article').count();
    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `browse-home-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole('button', { name: 'Clear Filter' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Jubilee Hills' }).click();
    await page.getByRole('heading', { name: 'Featured Properties in Jubilee Hills' }).waitFor();
    expect(await page.getByRole('button', { name: 'Jubilee Hills' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: listing.title }).waitFor();
    const cards = await page.getByRole('article').allInnerTexts();
    for (const text of cards) expect(text).toContain('Jubilee Hills');
    expect(cards.join('\n')).toContain('₹3.20 Cr');

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await page.getByRole('heading', { name: 'Featured Properties', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(before);
    expect(await page.getByRole('button', { name: 'Clear Filter' }).count()).toBe(0);

    // The list shows a dozen at a time.
    expect(before).toBe(12);
    await page.getByRole('button', { name: 'Show more properties' }).click();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBeGreaterThan(12);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows a signed-in poster's own listings first and their My Uploaded Properties tab", async () => {
    const { account, token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Gachibowli', listingType: 'rent', price: 28_000 });
    // Someone else posts later, so newest-first alone would put theirs ahead.
    const other = await newPoster();
    await postListing(other.token, { areaName: 'Gachibowli', listingType: 'rent' });
    const { page, context } = await newPage(browser());
    await signInAs(page, account.username, account.password);
    await page.goto('/');

    const tabs = page.getByRole('tablist', { name: 'Properties' });
    await tabs.getByRole('tab', { name: 'Featured Properties', selected: true }).waitFor();
    const first = page.getByRole('article').first();
    await first.getByRole('heading', { name: listing.title }).waitFor();
    // The details strip signed-in users see: id, status and the posted date.
    expect(await first.innerText()).toMatch(new RegExp(`ID ${listing.id}[\\s\\S]*available[\\s\\S]*Posted \\d{2}/\\d{2}/\\d{4}`));

    await tabs.getByRole('tab', { name: 'My Uploaded Properties' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: listing.title }).waitFor();
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBe(1);
    await screenshot(page, 'browse-home-my-properties');
    await context.close();
  });
});
