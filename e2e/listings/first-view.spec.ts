//home, search and property pages arrive rendered, with their data, so they paint
// before any script runs; the app then hydrates them without fetching that data again and without
// hydration errors. A missing listing still gets the app's own not-found page, and a signed-in
// reader sees their own header as soon as the app has taken the page over.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPoster, postListing, registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, signInAs, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

/** The API requests the page makes from now on. */
function watchApiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** A browser that runs no script (a phone unless told otherwise): it shows the page as the server sent it. */
async function newPageWithoutScripts(viewport = { width: 412, height: 823 }) {
  return newPage(browser(), viewport, { javaScriptEnabled: false });
}

describe('the first view', () => {
  it("of a property carries the listing's title and price before any script runs, then hydrates cleanly", async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Madhapur', pictures: 2, price: 45_000, listingType: 'rent' });

    const plain = await newPageWithoutScripts();
    await plain.page.goto(`/property/${listing.id}`);
    expect(await plain.page.getByRole('heading', { level: 1 }).innerText()).toBe(listing.title);
    expect(await plain.page.locator('main').innerText()).toMatch(/₹45 K\s*\/month/);
    // Similar homes are not in the first view: their data and stylesheet come after the page.
    expect(await plain.page.getByRole('region', { name: 'Similar homes' }).count()).toBe(0);
    await plain.context.close();

    const { page } = await newPage(browser());
    const apiCalls = watchApiCalls(page);
    await page.goto(`/property/${listing.id}`);
    await waitForApp(page, listing.title);
    // They come once the app has the page and the reader scrolls near them.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: 'Similar homes' }).waitFor();
    // Hydrated: the app answers a click (a visitor is asked to sign in).
    await page.getByRole('button', { name: 'Get Phone No.' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect(apiCalls).not.toContain(`GET /api/properties/${listing.id}`);
  });

  it("of a missing property is the app's own not-found page", async () => {
    const { page } = await newPage(browser());
    // The missing listing answers 404, page and API alike, as it should: the browser logs that.
    allowConsoleErrors(failedRequest(404, '/property/999999999'), failedRequest(404, '/api/properties/999999999'));
    const response = await page.goto('/property/999999999');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Property not found' }).waitFor();
  });

  it('of home and of a search shows listings before any script, and the app takes over without fetching them again', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kondapur', listingType: 'sale', price: 9_500_000, bedrooms: 3 });
    const word = listing.title.split(' ').at(-1)!;
    const searchPath = `/search?q=${word}&listingType=sale&minBedrooms=2`;

    const plain = await newPageWithoutScripts();
    await plain.page.goto('/');
    expect(await plain.page.getByRole('heading', { level: 1 }).innerText()).toBe('Find your next home in Hyderabad');
    expect(await plain.page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await plain.page.getByRole('region', { name: 'Gruha in numbers' }).innerText()).toMatch(/Homes listed\s+[\d,]{3,}/);
    await plain.page.goto(searchPath);
    expect(await plain.page.getByRole('link', { name: listing.title }).count()).toBe(1);
    // Before the app has taken over, the search form still searches: the browser submits it itself.
    await plain.page.goto('/');
    const form = plain.page.getByRole('search', { name: 'Search properties' });
    await form.getByLabel('Keywords').fill(word);
    await form.getByRole('button', { name: 'Search Properties' }).click();
    await plain.page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);
    expect(await plain.page.getByRole('link', { name: listing.title }).count()).toBe(1);
    await plain.context.close();

    const { page } = await newPage(browser());
    const apiCalls = watchApiCalls(page);
    await page.goto('/');
    await waitForApp(page, 'Homes for sale and rent in Hyderabad');
    // Hydrated: choosing a popular area filters the list in place.
    await page.getByRole('button', { name: 'Jubilee Hills', exact: true }).click();
    await page.getByRole('heading', { name: 'Featured Properties in Jubilee Hills' }).waitFor();
    // On a phone the filter rail gives way to the Filters sheet.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(searchPath);
    await page.getByRole('link', { name: listing.title }).waitFor();
    await waitForApp(page, 'Properties for Sale');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('radio', { name: 'Buy' }).waitFor();
    // The page's own data came with it; a search that finds few homes asks only for its ways out.
    expect(apiCalls.filter((call) => /featured|search(?!\/suggestions)|areas|property-types|stats/.test(call))).toEqual([]);
  });

  it('of home, search and property pages is styled by the stylesheet before any script runs', async () => {
    const { token } = await newPoster();
    const [sale, rent] = await Promise.all([
      postListing(token, { areaName: 'Kokapet', listingType: 'sale', price: 12_500_000 }),
      postListing(token, { areaName: 'Kokapet', listingType: 'rent', price: 38_000 }),
    ]);
    const plain = await newPageWithoutScripts();
    // The last search finds nothing, so its first view offers the ways out.
    const paths = [
      '/',
      '/search?listingType=rent&minBedrooms=1',
      `/property/${sale.id}`,
      `/property/${rent.id}`,
      '/search?listingType=rent&minBedrooms=10',
    ];
    for (const path of paths) {
      await plain.page.goto(path);
      // The server renderer and the browser's build name the stylesheet's classes alike
      // (src/web/build/short-class-names.ts): every class the page carries is one the stylesheet defines.
      const unstyled = await plain.page.evaluate(() => {
        const defined = new Set<string>();
        const read = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) for (const [, name] of rule.selectorText.matchAll(/\.([\w-]+)/g)) defined.add(name!);
            if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules);
        const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((element) => Array.from(element.classList)));
        return [...used].filter((name) => !defined.has(name));
      });
      expect(unstyled, path).toEqual([]);
    }
    await plain.context.close();
  });

  it('keeps the account area unseen until the app knows who is reading, then shows a visitor Login', async () => {
    const plain = await newPageWithoutScripts({ width: 1280, height: 900 });
    await plain.page.goto('/');
    await plain.page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
    expect(await plain.page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    await plain.context.close();

    const { page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('shows a signed-in reader their own header once the app takes over, and searches from there', async () => {
    const reader = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, reader.username, reader.password);
    await page.goto('/');
    await page.getByRole('button', { name: `Account menu for ${reader.firstName}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    const searchForm = page.getByRole('search', { name: 'Search properties' });
    await searchForm.getByLabel('Keywords').fill('garden');
    await searchForm.getByRole('button', { name: 'Search Properties' }).click();
    await page.waitForURL(/\/search\?.*q=garden/);
  });
});
