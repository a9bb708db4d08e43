//a visitor searches with the form; the filters live in the URL, so a reload (or a
// shared link) shows the same search; sorting changes the order and stays in the URL.
import { describe, expect, it } from 'vitest';
import { newPoster, postListing, postManyListings } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { newPage, openInApp, screenshot, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

describe('searching', () => {
  it('finds rentals in an area through the form, keeps the filters in the URL and survives a reload', async () => {
    const { token } = await newPoster();
    const rental = await postListing(token, { areaName: 'Miyapur', listingType: 'rent', price: 18_000 });
    const sale = await postListing(token, { areaName: 'Miyapur', listingType: 'sale', price: 7_500_000 });
    const { page } = await newPage(browser());
    await page.goto('/');
    await waitForApp(page, 'Homes for sale and rent in Hyderabad');

    const form = page.getByRole('search', { name: 'Search properties' });
    await form.getByLabel('Listing Type').selectOption({ label: 'For Rent' });
    // The Area field finds a locality as one types, misspelt too, and is picked by keyboard.
    const area = form.getByRole('combobox', { name: 'Area' });
    await area.fill('miyapr');
    await form.getByRole('option', { name: new RegExp(`^Miyapur\\W+${rental.area.pincode}$`) }).waitFor();
    await area.press('ArrowDown');
    await area.press('ArrowUp');
    await area.press('Enter');
    expect(await area.inputValue()).toBe('Miyapur');
    expect(await area.getAttribute('aria-expanded')).toBe('false');
    await form.getByRole('button', { name: 'Search Properties' }).click();

    await page.waitForURL(/\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('listingType')).toBe('rent');
    expect(url.searchParams.get('area')).toBe('Miyapur');
    await page.getByRole('heading', { level: 1, name: 'Properties in Miyapur' }).waitFor();
    await page.getByRole('link', { name: rental.title }).waitFor();
    expect(await page.getByRole('link', { name: sale.title }).count()).toBe(0);
    const cards = page.getByRole('article');
    // Text content, not rendered text: cards below the fold are not rendered yet (content-visibility).
    for (const text of await cards.allTextContents()) {
      expect(text.toUpperCase()).toContain('FOR RENT');
      expect(text).toContain('Miyapur');
    }
    expect(await page.getByText(/\d+ propert(y|ies) found/).innerText()).toMatch(/^\d+ propert/);
    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `browse-search-${width}`);
    }
    // On a phone the filter rail gives way to a Filters button, so the results come first.
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await screenshot(page, 'browse-search-480-filters-open');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.reload();
    await page.getByRole('link', { name: rental.title }).waitFor();
    const chips = page.getByRole('list', { name: 'Active filters' });
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['For rent', 'Miyapur']);
    const rail = page.getByRole('complementary', { name: 'Filters' });
    expect(await rail.getByRole('radio', { name: 'Rent' }).isChecked()).toBe(true);
  });

  it("finds a misspelt area by keyboard, reads prices back in lakh and crore, and lights the BHK chips of the form's bedrooms", async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await waitForApp(page, 'Homes for sale and rent in Hyderabad');
    const form = page.getByRole('search', { name: 'Search properties' });
    const area = form.getByRole('combobox', { name: 'Area' });
    await area.fill('gachibouli');
    const options = form.getByRole('listbox', { name: 'Areas' });
    await options.getByRole('option').first().waitFor();
    expect(await options.getByRole('option').first().innerText()).toMatch(/^Gachibowli\W+\d{6}$/);
    // The active option is the input's active descendant; Escape closes the list.
    await area.press('ArrowDown');
    const active = await area.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    expect(await axeViolations(page, 'form[role=search]')).toEqual([]);
    await area.press('Escape');
    expect(await area.getAttribute('aria-expanded')).toBe('false');
    await area.press('ArrowDown');
    await area.press('Enter');
    expect(await area.inputValue()).toBe('Gachibowli');

    const minPrice = form.getByLabel('Min Price (₹)');
    await minPrice.fill('4500000');
    const hintOf = async (field: typeof minPrice) => page.locator(`[id="${(await field.getAttribute('aria-describedby')) ?? ''}"]`).innerText();
    expect(await hintOf(minPrice)).toBe('₹45,00,000 · 45 Lakh');
    const maxPrice = form.getByLabel('Max Price (₹)');
    await maxPrice.fill('25000000');
    expect(await hintOf(maxPrice)).toBe('₹2,50,00,000 · 2.5 Crore');
    await form.getByLabel('Min Bedrooms').fill('2');
    await form.getByLabel('Max Bedrooms').fill('3');
    for (const width of [1280, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await area.fill('kondapr');
      await options.getByRole('option', { name: /^Kondapur/ }).waitFor();
      await screenshot(page, `home-search-form-area-${width}`);
      await area.press('Enter');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await area.fill('atlantis');
    await options.getByText('No area matches').waitFor();
    await form.getByRole('button', { name: 'Search Properties' }).click();
    await form.getByText('No area matches "atlantis"').waitFor();
    // A name typed and not picked: the locality it best matches.
    await area.fill('gachibouli');
    await area.press('Escape');
    await form.getByRole('button', { name: 'Search Properties' }).click();

    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('area')).toBe('Gachibowli');
    await page.getByRole('heading', { level: 1, name: 'Properties in Gachibowli' }).waitFor();
    const rail = page.getByRole('complementary', { name: 'Filters' });
    await rail.getByRole('button', { name: '2 BHK', pressed: true }).waitFor();
    expect(await rail.getByRole('button', { name: /BHK$/, pressed: true }).allInnerTexts()).toEqual(['2 BHK', '3 BHK']);
    const chips = page.getByRole('list', { name: 'Active filters' });
    expect(await chips.getByRole('listitem').allInnerTexts()).toEqual(['Gachibowli', '2 BHK', '3 BHK', '₹45 Lakh – ₹2.5 Crore']);
  });

  it('sorts by price and narrows by free text, with both in the URL', async () => {
    const { token } = await newPoster();
    const cheap = await postListing(token, { areaName: 'Kukatpally', listingType: 'sale', price: 4_000_000 });
    const dear = await postListing(token, { areaName: 'Kukatpally', listingType: 'sale', price: 9_000_000 });
    const { page } = await newPage(browser());
    // A shared link: both unique words, any order, matched as either word.
    await page.goto(`/search?q=${cheap.word}+or+${dear.word}&listingType=sale`);
    await page.getByRole('heading', { level: 1, name: 'Properties for Sale' }).waitFor();
    await page.getByText('2 properties found').waitFor();
    await waitForApp(page, 'Properties for Sale');

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await page.waitForURL(/sort=price-desc/);
    await expect.poll(() => page.getByRole('article').getByRole('heading').allInnerTexts(), { timeout: 15_000 }).toEqual([dear.title, cheap.title]);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect.poll(() => page.getByRole('article').getByRole('heading').allInnerTexts(), { timeout: 15_000 }).toEqual([cheap.title, dear.title]);
    expect(await page.getByRole('article').first().innerText()).toContain('₹40.00 Lac');
  });

  it("lists the header menus' filters as chips, each removable", async () => {
    const { page } = await newPage(browser());
    await page.goto('/search?listingType=sale&isVerified=true');
    await page.getByRole('heading', { level: 1, name: 'Properties for Sale' }).waitFor();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByText('Verified').waitFor();
    await page.getByRole('article').first().waitFor();
    // Text, not innerText: cards below the screen are not laid out until scrolled near (content-visibility), and innerText reads layout.
    for (const text of await page.getByRole('article').allTextContents()) expect(text).toContain('Verified');
    await chips.getByRole('link', { name: 'Remove filter Verified' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && !url.searchParams.has('isVerified'));
    expect(new URL(page.url()).searchParams.get('listingType')).toBe('sale');
    await chips.getByText('Verified').waitFor({ state: 'detached' });
  });

  it('pages through the results with page links kept in the URL', async () => {
    const { token } = await newPoster();
    const { word } = await postManyListings(token, 3, 'Kondapur');
    const { page } = await newPage(browser());
    // The real server pages the real results, only two to a page: filling the spec's pages of 50 would
    // push other specs' new listings off the shared featured list and locality pages.
    await page.route('**/api/properties/search', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), size: 2 }) }),
    );
    // Opened inside the app, each page of results is fetched by the browser, where the size is changed.
    await openInApp(page, `/search?q=${word}`);
    await page.getByText('3 properties found').waitFor();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // The URL alone brings the same page back.
    await openInApp(page, new URL(page.url()).pathname + new URL(page.url()).search);
    await page.getByText('3 properties found').waitFor();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    await pages.getByRole('link', { name: 'Previous' }).click();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
  });

  it('shows the empty state with a way to clear every filter', async () => {
    const { page } = await newPage(browser());
    await page.goto('/search?q=zzqqxxnothingmatches&listingType=rent');
    await page.getByRole('heading', { name: 'No properties found' }).waitFor();
    await page.getByText('Try adjusting your search criteria or browse different areas').waitFor();
    await waitForApp(page, 'Properties for Rent');
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
  });
});
