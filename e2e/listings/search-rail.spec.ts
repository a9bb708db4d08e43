// The filter rail on desktop and the Filters sheet on phones, chips
// for every active filter (those the keywords set too), the locality typeahead, the whole search in
// the URL with the back button, ways out of an empty search, and the 404 page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPoster, postListing } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();
const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

/**
 * Picks a "Looking to" choice as a person does: clicks it and sees it chosen. The choice is the URL's:
 * the click changes the address at once and the page follows as a transition, so the radio shows
 * checked a moment later (locator.check() reads it straight after the click, and fails under load).
 */
async function lookingTo(page: Page, label: 'Any' | 'Buy' | 'Rent', listingType: string | null) {
  const choice = page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: label });
  await choice.click();
  await page.waitForURL((url) => url.searchParams.get('listingType') === listingType);
  await expect.poll(() => choice.isChecked()).toBe(true);
}

describe('the search page', () => {
  it('filters from the rail: typeahead by pincode, BHK chips, a rent budget preset; chips remove; back undoes; the URL carries it all', async () => {
    const { token } = await newPoster();
    const home = await postListing(token, {
      areaName: 'Gachibowli',
      listingType: 'rent',
      price: 32_000,
      bedrooms: 2,
      deposit: 100_000,
      furnishing: 'semi',
    });
    const { page } = await newPage(browser());
    await page.goto(`/search?q=${home.word}`);
    await waitForApp(page, 'Search Results');
    const rail = page.getByRole('complementary', { name: 'Filters' });
    await page.getByText('1 property found').waitFor();

    await lookingTo(page, 'Rent', 'rent');
    // Rent filters for a rent search, no sale ones.
    await rail.getByLabel('Tenants').waitFor();
    expect(await rail.getByLabel('Possession').count()).toBe(0);

    const localities = rail.getByRole('combobox', { name: 'Localities' });
    // A pincode finds every locality it serves.
    await localities.fill('500032');
    await rail.getByRole('option', { name: /Financial District/ }).waitFor();
    await rail.getByRole('option', { name: /Gachibowli/ }).click();
    await page.waitForURL((url) => url.searchParams.get('area') === 'Gachibowli');
    await rail.getByRole('button', { name: '2 BHK' }).click();
    await page.waitForURL((url) => url.searchParams.get('bhk') === '2');
    await rail.getByLabel('Max', { exact: true }).selectOption({ label: '₹40,000' });
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '40000');
    expect(params(page.url())).toEqual({ q: home.word, listingType: 'rent', area: 'Gachibowli', bhk: '2', maxPrice: '40000' });
    expect(new URL(page.url()).search).toContain('area=Gachibowli&bhk=2');
    await page.getByText('1 property found').waitFor();
    expect(await page.getByRole('article').first().innerText()).toContain('Deposit ₹1,00,000');

    const chips = page.getByRole('list', { name: 'Active filters' });
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['For rent', 'Gachibowli', '2 BHK', 'Up to ₹40,000']);
    // A filter the home does not meet: the count follows at once.
    await rail.getByRole('button', { name: 'Fully furnished' }).click();
    await page.getByText('0 properties found').waitFor();
    await chips.getByRole('link', { name: 'Remove filter Fully furnished' }).click();
    await page.getByText('1 property found').waitFor();
    await chips.getByRole('link', { name: 'Remove filter 2 BHK' }).click();
    await page.waitForURL((url) => !url.searchParams.has('bhk'));
    // The URL changes at once; the page follows it in a transition, a moment later.
    await rail.getByRole('button', { name: '2 BHK', pressed: false }).waitFor();

    // Back brings the removed filter back, chip and control alike; forward removes it again.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('bhk') === '2');
    await chips.getByText('2 BHK').waitFor();
    await rail.getByRole('button', { name: '2 BHK', pressed: true }).waitFor();
    await page.goForward();
    await page.waitForURL((url) => !url.searchParams.has('bhk'));

    // The URL alone is the search: opened fresh, everything is set again.
    const shared = page.url();
    const other = await newPage(browser());
    await other.page.goto(shared);
    await other.page.getByText('1 property found').waitFor();
    const otherRail = other.page.getByRole('complementary', { name: 'Filters' });
    expect(await otherRail.getByRole('radio', { name: 'Rent' }).isChecked()).toBe(true);
    expect(await otherRail.getByRole('list', { name: 'Chosen localities' }).innerText()).toContain('Gachibowli');
    await other.context.close();

    // Switching to Buy drops the rent filters and the rent budget; sale filters appear.
    await lookingTo(page, 'Buy', 'sale');
    expect(params(page.url()).maxPrice).toBeUndefined();
    await rail.getByLabel('Possession').waitFor();
    expect(await rail.getByLabel('Tenants').count()).toBe(0);
    expect(await rail.getByLabel('Max', { exact: true }).locator('option').allInnerTexts()).toContain('₹1 Crore');
    // The rental is not for sale: the count says so.
    await page.getByText('0 properties found').waitFor();
    await screenshot(page, 'search-rail-1280');
  });

  it('types a locality name and picks it by keyboard; shows the filters the keywords set as chips, removable one by one', async () => {
    const { page } = await newPage(browser());
    await page.goto('/search');
    await waitForApp(page, 'Search Results');
    const localities = page.getByRole('complementary', { name: 'Filters' }).getByRole('combobox', { name: 'Localities' });
    // Other spellings in use find the locality too.
    // The locality picker's own suggestions: the rail's station and workplace lists hold options too.
    const suggestion = (name: RegExp) => page.getByRole('listbox').getByRole('option', { name });
    await localities.fill('hitech');
    await suggestion(/HITEC City/).waitFor();
    // A misspelling finds it too.
    await localities.fill('gachibouli');
    await suggestion(/Gachibowli/).waitFor();
    await localities.fill('kond');
    await suggestion(/Kondapur/).waitFor();
    await localities.press('ArrowDown');
    await localities.press('ArrowUp');
    await localities.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('area') === 'Kondapur');
    await localities.press('Escape');

    await page.goto('/search?q=2+bhk+gachibowli+under+40k');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('(from keywords)').first().waitFor();
    const texts = await chips.getByRole('listitem').allInnerTexts();
    expect(texts).toEqual(expect.arrayContaining(['Gachibowli (from keywords)', '2 BHK (from keywords)', 'Up to ₹40,000 (from keywords)']));
    await waitForApp(page, 'Search Results');
    await chips.getByRole('link', { name: 'Remove filter 2 BHK' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    const left = params(page.url());
    expect(left.area).toBe('Gachibowli');
    expect(left.maxPrice).toBe('40000');
    expect(left.bhk).toBeUndefined();
  });

  it('shows the filters a typed search sets in the rail as in the chips, and a change in the rail keeps them', async () => {
    const { page } = await newPage(browser());
    await page.goto('/search');
    await waitForApp(page, 'Search Results');
    await page.getByRole('searchbox', { name: 'Keywords' }).fill('2 bhk flat in gachibowli under 40k');
    await page.getByRole('searchbox', { name: 'Keywords' }).press('Enter');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('2 BHK (from keywords)').waitFor();
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual([
      'For rent (from keywords)',
      'Gachibowli (from keywords)',
      'Apartment (from keywords)',
      '2 BHK (from keywords)',
      'Up to ₹40,000 (from keywords)',
    ]);

    // The rail says the same.
    const rail = page.getByRole('complementary', { name: 'Filters' });
    await expect.poll(() => rail.getByRole('radio', { name: 'Rent' }).isChecked()).toBe(true);
    await rail.getByRole('button', { name: '2 BHK', pressed: true }).waitFor();
    expect(await rail.getByRole('button', { pressed: true }).allInnerTexts()).toEqual(['2 BHK']);
    expect(await rail.getByRole('list', { name: 'Chosen localities' }).innerText()).toContain('Gachibowli');
    expect(await rail.getByRole('checkbox', { name: 'Apartment' }).isChecked()).toBe(true);
    expect(await rail.getByLabel('Max', { exact: true }).inputValue()).toBe('40000');
    await screenshot(page, 'search-rail-keywords-1280');

    // One more BHK from the rail: the keywords' filters become the search's own, none lost.
    await rail.getByRole('button', { name: '3 BHK' }).click();
    await page.waitForURL((url) => url.searchParams.get('bhk') === '2,3');
    expect(params(page.url())).toEqual({ listingType: 'rent', propertyType: 'Apartment', area: 'Gachibowli', bhk: '2,3', maxPrice: '40000' });
    await chips.getByText('3 BHK').waitFor();
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['For rent', 'Gachibowli', 'Apartment', '2 BHK', '3 BHK', 'Up to ₹40,000']);
    await rail.getByRole('button', { name: '3 BHK', pressed: true }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Keywords' }).inputValue()).toBe('');
  });

  it('on a phone, opens the Filters sheet with the active count, filters inside it with a live count, and closes with Escape', async () => {
    const { page } = await newPage(browser(), { width: 480, height: 900 });
    await page.goto('/search?listingType=rent&area=Gachibowli&bhk=2');
    await waitForApp(page, 'Properties in Gachibowli');
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: /^Filters/ });
    expect(await open.innerText()).toMatch(/Filters\s*2/);
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: '3 BHK' }).click();
    await page.waitForURL((url) => url.searchParams.get('bhk') === '2,3');
    await expect.poll(() => sheet.getByRole('button', { name: /^Show \d+ propert/ }).count(), { timeout: 15_000 }).toBe(1);
    const shown = await sheet.getByRole('button', { name: /^Show \d+ propert/ }).innerText();
    await page.getByText(shown.replace('Show ', '') + ' found').waitFor({ state: 'attached' });
    await screenshot(page, 'search-sheet-480');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await open.innerText()).toMatch(/Filters\s*3/);
  });

  it('takes a custom budget typed in rupees, with the amount read back under the box as it is typed', async () => {
    const { page } = await newPage(browser());
    await page.goto('/search?listingType=rent');
    await waitForApp(page, 'Properties for Rent');
    const rail = page.getByRole('complementary', { name: 'Filters' });
    await rail.getByLabel('Min', { exact: true }).selectOption({ label: 'Custom amount…' });
    const amount = rail.getByRole('textbox', { name: 'Min amount (₹)' });
    await amount.fill('45000');
    // The amount as a person reads it is the box's description, and is read out as it changes.
    const hint = page.locator(`[id="${(await amount.getAttribute('aria-describedby')) ?? ''}"]`);
    expect(await hint.innerText()).toBe('₹45,000 · 45 Thousand');
    await amount.fill('4500000');
    expect(await hint.innerText()).toBe('₹45,00,000 · 45 Lakh');
    await amount.fill('45000');
    expect(await hint.getAttribute('aria-live')).toBe('polite');
    await amount.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '45000');
  });

  it('offers ways out of a search that finds nothing, with their counts, computed by the server', async () => {
    const { token } = await newPoster();
    const home = await postListing(token, { areaName: 'Miyapur', listingType: 'rent', price: 21_000, bedrooms: 2, furnishing: 'semi' });
    const { page } = await newPage(browser());
    await page.goto(`/search?q=${home.word}&listingType=rent&area=Miyapur&furnishing=fully`);
    await page.getByRole('heading', { name: 'No properties found' }).waitFor();
    const waysOut = page.getByRole('region', { name: 'More homes if you widen the search' });
    const drop = waysOut.getByRole('link', { name: /Fully furnished/ });
    await drop.waitFor();
    expect(await drop.innerText()).toMatch(/\d/);
    await drop.click();
    await page.waitForURL((url) => !url.searchParams.has('furnishing'));
    await page.getByRole('link', { name: home.title }).waitFor();
  });
});

describe('unknown addresses', () => {
  it('answer HTTP 404 with a not-found page inside the app, with its header and links onward', async () => {
    const { page } = await newPage(browser());
    // The page itself answers 404, as it should: the browser logs that.
    allowConsoleErrors(failedRequest(404, '/no-such-page/at-all'));
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).first().waitFor();
    await waitForApp(page, 'Page not found');
    await page.getByRole('navigation', { name: 'Ways onward' }).getByRole('link', { name: 'Homes for rent' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('listingType') === 'rent');
    await page.getByRole('heading', { level: 1, name: 'Properties for Rent' }).waitFor();
  });
});
