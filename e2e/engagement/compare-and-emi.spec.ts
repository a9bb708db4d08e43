// In the browser: pick homes to compare from search cards and a home's page, open the shareable
// comparison with differing rows highlighted (480 px too, labels staying in view), a home taken down
// shown as no longer available; the EMI calculator on a sale listing; locality pages.
import { describe, expect, it } from 'vitest';
import { api, newPoster, postListing, registerUser, uniqueWord } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('compare', () => {
  it('keeps the compare tray in view when a message shows: the message rises above it', async () => {
    const { token } = await newPoster();
    const word = uniqueWord();
    const first = await postListing(token, { areaName: 'Kondapur', listingType: 'rent', price: 30_000, title: `Tray ${word} one` });
    const second = await postListing(token, { areaName: 'Kondapur', listingType: 'rent', price: 31_000, title: `Tray ${word} two` });
    const reader = await registerUser();
    for (const width of [1280, 412]) {
      const { page } = await newPage(browser(), { width, height: 800 });
      await signInAs(page, reader.username, reader.password);
      await page.goto(`/search?q=${word}`);
      await page.getByRole('button', { name: `Add to compare: ${first.title}` }).click();
      await page.getByRole('button', { name: `Add to compare: ${second.title}` }).click();
      const tray = page.getByRole('region', { name: 'Homes to compare' });
      await tray.getByRole('link', { name: 'Compare 2 homes' }).waitFor();
      await page
        .getByRole('button', { name: `${width === 1280 ? 'Add' : 'Remove'} ${first.title} ${width === 1280 ? 'to' : 'from'} shortlist` })
        .click();
      const message = page.getByRole('status').filter({ hasText: /your shortlist/ });
      await message.waitFor();
      const [trayBox, messageBox] = [await tray.boundingBox(), await message.locator('> div').first().boundingBox()];
      expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(trayBox!.y);
      await page.screenshot({ path: `test-results/screenshots/compare-tray-and-message-${width}.png` });
    }
  });

  it('picks homes from search cards, opens them side by side on a URL anyone can open, differences highlighted', async () => {
    const { token } = await newPoster();
    const shared = uniqueWord();
    const first = await postListing(token, {
      areaName: 'Kondapur',
      listingType: 'sale',
      price: 9_000_000,
      areaSqft: 1200,
      bedrooms: 2,
      title: `Lake flat ${shared} one`,
    });
    const second = await postListing(token, {
      areaName: 'Kondapur',
      listingType: 'sale',
      price: 12_000_000,
      areaSqft: 1500,
      bedrooms: 3,
      title: `Lake flat ${shared} two`,
    });
    const { page } = await newPage(browser());
    // The deleted home answers 404: its column says it is no longer available.
    allowConsoleErrors(failedRequest(404, '/api/properties/'));
    await page.goto(`/search?q=${shared}`);
    await page.getByRole('button', { name: `Add to compare: ${first.title}` }).click();
    const bar = page.getByRole('region', { name: 'Homes to compare' });
    await bar.getByText('1 of 4 homes picked to compare').waitFor();
    await page.getByRole('button', { name: `Add to compare: ${second.title}` }).click();
    expect(await page.getByRole('button', { name: `Added to compare: ${second.title}` }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'compare-cards-1280');
    await page.setViewportSize({ width: 480, height: 900 });
    await screenshot(page, 'compare-cards-480');
    await bar.getByRole('link', { name: 'Compare 2 homes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Compare homes' }).waitFor();
    expect(page.url()).toContain(`/compare?ids=${first.id},${second.id}`);

    const rowText = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).innerText();
    expect(await rowText('Price per sq ft')).toMatch(/₹7,500\s+₹8,000/);
    await page.getByRole('rowheader', { name: 'Bedrooms (differs)' }).waitFor();
    await page.getByRole('rowheader', { name: 'Locality', exact: true }).waitFor();
    // Rent and sale facts have rows too; listings that do not state them read 'Not specified'.
    expect(await rowText('Facing')).toMatch(/Not specified\s+Not specified/);
    await page.getByLabel('Only differences').check();
    expect(await page.getByRole('rowheader', { name: 'Locality', exact: true }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'compare-1280');

    // The picks survive a reload (kept in this browser): /compare alone opens them.
    await page.goto('/compare');
    await page.waitForURL(new RegExp(`/compare\\?ids=${first.id},${second.id}$`));

    // Someone else opening the link on a phone sees the same comparison; the labels stay in view.
    const other = await newPage(browser(), { width: 480, height: 900 });
    await other.page.goto(`/compare?ids=${first.id},${second.id}`);
    await other.page.getByRole('link', { name: second.title }).waitFor();
    const label = other.page.getByRole('rowheader', { name: /^Price per sq ft/ });
    const before = await label.boundingBox();
    await other.page.getByRole('region', { name: 'Comparison' }).evaluate((el) => el.scrollBy(300, 0));
    expect((await label.boundingBox())?.x).toBe(before?.x);
    expect(await other.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
    await screenshot(other.page, 'compare-480');
    await other.context.close();

    // A home taken down keeps its column, marked, and can be removed.
    await api(`/api/properties/${second.id}`, { method: 'DELETE', token });
    await page.goto(`/compare?ids=${first.id},${second.id}`);
    await page.getByText('No longer available').waitFor();
    await page.getByText('Add another home to compare it with.').waitFor();
    await page.getByRole('button', { name: `Remove home ${second.id} from the comparison` }).click();
    await page.waitForURL(new RegExp(`/compare\\?ids=${first.id}$`));
  });

  it('picks a home from its own page and says what to do with nothing picked', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Madhapur' });
    const { page } = await newPage(browser());
    await page.goto('/compare');
    await page.getByRole('heading', { name: 'Pick two to four homes to compare' }).waitFor();
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: 'Add to compare', exact: true }).click();
    await page.getByRole('button', { name: 'Added to compare', exact: true }).waitFor();
    await page.getByRole('region', { name: 'Homes to compare' }).getByText('pick one more').waitFor();
  });
});

describe('EMI calculator', () => {
  it('shows the monthly EMI, total interest and a yearly schedule on a sale listing', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kokapet', listingType: 'sale', price: 6_250_000 });
    const { page } = await newPage(browser());
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    // Its code loads when the reader gets to it.
    await page.getByRole('heading', { name: 'EMI calculator' }).scrollIntoViewIfNeeded();
    const box = page.getByRole('region', { name: 'EMI calculator' });
    // 80% of ₹62.5 lakh at 8.5% over 20 years.
    expect(await box.getByLabel('Loan amount (₹)').inputValue()).toBe('5000000');
    await box.getByText('₹43,391').waitFor();
    await box.getByText('₹54,13,879').waitFor();
    await box.getByLabel('Tenure (years)').fill('10');
    await box.getByText('₹61,993').waitFor();
    await box.getByRole('button', { name: 'Show yearly schedule' }).click();
    expect(await box.getByRole('row').count()).toBe(11);
    await screenshot(page, 'emi-1280');
    await page.setViewportSize({ width: 480, height: 900 });
    await screenshot(page, 'emi-480');
    await box.getByLabel('Interest rate (% a year)').fill('45');
    await box.getByText('Enter a rate from 0 to 30%').waitFor();
    expect(await box.getByText('Monthly EMI').count()).toBe(0);
  });

  it('is not offered on a rental', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kokapet' });
    const { page } = await newPage(browser());
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    expect(await page.getByRole('heading', { name: 'EMI calculator' }).count()).toBe(0);
  });
});

describe('locality pages', () => {
  it('lists every locality and shows one with its counts, medians by BHK and a chart, linked from a home', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Nallagandla', listingType: 'sale', price: 9_000_000, areaSqft: 1000, bedrooms: 2 });
    const { page } = await newPage(browser());
    // An unknown locality answers 404, as it should.
    allowConsoleErrors(failedRequest(404, '/api/areas/atlantis/insights'), failedRequest(404, '/localities/atlantis'));
    await page.goto('/localities');
    await page.getByRole('heading', { level: 1, name: 'Localities in Hyderabad' }).waitFor();
    await page.getByRole('link', { name: 'Nallagandla', exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(73);
    await page.getByRole('link', { name: 'HITEC City', exact: true }).click();
    await page.waitForURL(/\/localities\/hitec-city$/);
    await page.getByRole('heading', { level: 1, name: 'HITEC City' }).waitFor();

    await page.goto(`/property/${listing.id}`);
    await page.getByRole('link', { name: 'Prices and homes in Nallagandla' }).click();
    await page.waitForURL(/\/localities\/nallagandla$/);
    await page.getByRole('heading', { level: 1, name: 'Nallagandla' }).waitFor();
    const today = page.getByRole('region', { name: 'Prices today' });
    await today
      .getByRole('table', { name: /^For sale/ })
      .getByRole('rowheader', { name: '2 BHK' })
      .waitFor();
    expect(await today.locator('svg rect').count()).toBeGreaterThan(0);
    for (const width of [1280, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `locality-${width}`);
    }
    await page.goto('/localities/atlantis');
    await page.getByRole('heading', { name: 'We do not know this locality' }).waitFor();
  });
});
