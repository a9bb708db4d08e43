// A locality's page: its newest homes with the way to search them, asking prices by BHK over the last
// quarters from real listings ("Not enough homes" where too few), and the metro stations and
// localities near it; loading and failure states; tidy at 1024, 768 and 480 px; axe clean.
import { describe, expect, it } from 'vitest';
import type { TLocalityPriceHistory } from '#shared/contracts/locality.ts';
import { formatPriceShort } from '#shared/money.ts';
import { api, newPoster, postListing } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, serverFailure, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('a locality page', () => {
  it('shows its homes, its prices over the last quarters and what is near it', async () => {
    const { token } = await newPoster();
    const home = { areaName: 'Nallagandla', listingType: 'sale', bedrooms: 2, areaSqft: 1000 } as const;
    const newest = await postListing(token, { ...home, price: 6_000_000 });
    await postListing(token, { ...home, price: 8_000_000, pictures: 0, imageUrls: newest.imageUrls });
    await postListing(token, { ...home, price: 9_000_000, pictures: 0, imageUrls: newest.imageUrls });
    // One large home: too few of its kind this quarter for a median.
    await postListing(token, { ...home, bedrooms: 5, price: 30_000_000, pictures: 0, imageUrls: newest.imageUrls });
    const history = await api<TLocalityPriceHistory>('/api/areas/nallagandla/price-history');
    const cellOf = (bhk: number) => history.rows.find((row) => row.listingType === 'sale' && row.bhk === bhk)?.cells.at(-1);
    const current = cellOf(2);
    expect(current?.count).toBeGreaterThanOrEqual(3);
    expect(cellOf(4)?.count).toBeLessThan(3);

    const { page } = await newPage(browser());
    await page.goto('/localities/nallagandla');
    await page.getByRole('heading', { level: 1, name: 'Nallagandla' }).waitFor();

    const homes = page.getByRole('region', { name: 'Homes in Nallagandla' });
    await homes.getByRole('link', { name: newest.title }).first().waitFor();
    await homes.getByRole('link', { name: /^Search all \d+ homes in Nallagandla$/ }).waitFor();

    const quarters = page.getByRole('region', { name: 'Prices over the last quarters' });
    const saleTable = quarters.getByRole('table', { name: /asking price of homes for sale/ });
    for (const quarter of history.quarters) await saleTable.getByRole('columnheader', { name: new RegExp(`^${quarter.label}`) }).waitFor();
    const twoBhk = saleTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2 BHK' }) });
    await twoBhk
      .getByRole('cell')
      .last()
      .getByText(formatPriceShort(current?.medianPrice ?? 0))
      .waitFor();
    const fourPlus = saleTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '4+ BHK' }) });
    expect(await fourPlus.getByRole('cell').last().innerText()).toMatch(/^Not enough homes\s*\d homes?$/);
    // The demo homes go back three months: nothing was listed in the oldest quarter shown.
    expect(await twoBhk.getByRole('cell').first().innerText()).toBe('None listed');

    const near = page.getByRole('region', { name: 'What is near Nallagandla' });
    // Nallagandla is far from the metro: its nearest station is named all the same.
    await near.getByText('No Hyderabad Metro station is within 3 km; the nearest:').waitFor();
    expect(await near.getByRole('listitem').filter({ hasText: 'Miyapur' }).innerText()).toMatch(/Red line\s*\d+\.\d km/);
    await near.getByRole('link', { name: 'Serilingampally' }).waitFor();

    for (const width of [1024, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `locality-page-${width}`);
    }
    expect(await axeViolations(page)).toEqual([]);

    // A neighbour is one click away; HITEC City's nearest stations are on the Blue line.
    await page.goto('/localities/hitec-city');
    const hitecNear = page.getByRole('region', { name: 'What is near HITEC City' });
    const raidurg = hitecNear.getByRole('listitem').filter({ hasText: 'Raidurg' });
    expect(await raidurg.innerText()).toMatch(/Blue line\s*\d+ m/);
    await hitecNear.getByRole('link', { name: 'Madhapur' }).click();
    await page.waitForURL(/\/localities\/madhapur$/);
    await page.getByRole('heading', { level: 1, name: 'Madhapur' }).waitFor();
  });

  it('says what failed and retries, while the rest of the page stands', async () => {
    const { page } = await newPage(browser());
    allowConsoleErrors(failedRequest(500, '/api/areas/kondapur/nearby'), failedRequest(500, '/api/areas/kondapur/price-history'));
    let isDown = true;
    await page.route(/\/api\/areas\/kondapur\/(nearby|price-history)$/, async (route) => {
      if (isDown) await route.fulfill(serverFailure());
      else await route.continue();
    });
    await page.goto('/localities/kondapur');
    await page.getByRole('heading', { level: 1, name: 'Kondapur' }).waitFor();
    const near = page.getByRole('region', { name: 'What is near Kondapur' });
    await near.getByText('Could not load what is near').waitFor();
    const quarters = page.getByRole('region', { name: 'Prices over the last quarters' });
    await quarters.getByText('Could not load the prices over time').waitFor();
    await page.getByRole('region', { name: 'Homes in Kondapur' }).getByRole('article').first().waitFor();
    isDown = false;
    await near.getByRole('button', { name: /try again|retry/i }).click();
    await near.getByRole('heading', { name: 'Metro stations' }).waitFor();
    await quarters.getByRole('button', { name: /try again|retry/i }).click();
    await quarters.getByRole('table').first().waitFor();
  });
});
