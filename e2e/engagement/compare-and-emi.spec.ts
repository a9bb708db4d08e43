// Issue 16 in the browser: pick homes to compare from their pages, open the shareable comparison
// with differing rows highlighted (480 px too); the EMI calculator on a sale listing.
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';
import { newPoster, postListing } from '../listings/browse-helpers.ts';

const browser = useBrowser();

describe('compare', () => {
  it('puts picked homes side by side on a URL anyone can open, differences highlighted', async () => {
    const { token } = await newPoster();
    const first = await postListing(token, { areaName: 'Kondapur', price: 9_000_000, areaSqft: 1200, bedrooms: 2 });
    const second = await postListing(token, { areaName: 'Kondapur', price: 12_000_000, areaSqft: 1500, bedrooms: 3 });
    const { page, context } = await newPage(browser());
    for (const listing of [first, second]) {
      await page.goto(`/property/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await page.getByRole('checkbox', { name: 'Compare' }).check();
    }
    await page.getByRole('link', { name: 'Compare 2 homes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Compare homes' }).waitFor();
    expect(page.url()).toContain(`/compare?ids=${first.id},${second.id}`);

    const rowText = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).innerText();
    expect(await rowText('Price per sq ft')).toMatch(/₹7,500\s+₹8,000/);
    expect(await rowText('Price per sq ft')).toBeTruthy();
    await page.getByRole('rowheader', { name: 'Bedrooms (differs)' }).waitFor();
    await page.getByRole('rowheader', { name: 'Locality', exact: true }).waitFor();

    // Someone else opening the link sees the same comparison.
    const other = await newPage(browser(), { width: 480, height: 900 });
    await other.page.goto(`/compare?ids=${first.id},${second.id}`);
    await other.page.getByRole('link', { name: second.title }).waitFor();
    await screenshot(other.page, 'compare-480');
    await other.context.close();
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'compare-1280');
    await context.close();
  });
});

describe('EMI calculator', () => {
  it('shows the monthly EMI, total interest and a yearly schedule on a sale listing', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kokapet', listingType: 'sale', price: 6_250_000 });
    const { page, context } = await newPage(browser());
    await page.goto(`/property/${listing.id}`);
    const box = page.getByRole('region', { name: 'EMI calculator' });
    // 80% of ₹62.5 lakh at 8.5% over 20 years.
    expect(await box.getByLabel('Loan amount (₹)').inputValue()).toBe('5000000');
    await box.getByText('₹43,391').waitFor();
    await box.getByText('₹54,13,879').waitFor();
    await box.getByLabel('Tenure (years)').fill('10');
    await box.getByText('₹61,993').waitFor();
    await box.getByRole('button', { name: 'Show yearly schedule' }).click();
    expect(await box.getByRole('row').count()).toBe(11);
    await box.getByLabel('Interest rate (% a year)').fill('45');
    await box.getByText('Enter a rate from 0 to 30%').waitFor();
    await screenshot(page, 'emi-1280');
    await context.close();
  });
});

describe('locality pages', () => {
  it('lists every locality and shows one with its counts, medians by BHK and a chart', async () => {
    const { token } = await newPoster();
    await postListing(token, { areaName: 'Nallagandla', listingType: 'sale', price: 9_000_000, areaSqft: 1000, bedrooms: 2 });
    const { page, context } = await newPage(browser());
    await page.goto('/localities');
    await page.getByRole('heading', { level: 1, name: 'Localities in Hyderabad' }).waitFor();
    await page.getByRole('link', { name: 'Nallagandla', exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(73);
    await page.getByRole('link', { name: 'Nallagandla', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Nallagandla' }).waitFor();
    const sale = page.getByRole('region', { name: 'For sale' });
    await sale.getByRole('rowheader', { name: '2 BHK' }).waitFor();
    expect(await sale.locator('svg rect').count()).toBeGreaterThan(0);
    for (const width of [1280, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `locality-${width}`);
    }
    await context.close();
  });
});
