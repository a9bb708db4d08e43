// Where a page opens: a new page at its top, whatever the scroll of the page one came from; Back to
// the list one came from at the place one left it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPoster, postListing, uniqueWord } from '../support/api.ts';
import { newPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const scrollOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe('scroll position', () => {
  it('opens a result at its top, and Back returns to the place in the list', async () => {
    const { page } = await newPage(browser());
    await page.goto('/search?listingType=sale');
    const cards = page.getByRole('article');
    await cards.nth(8).waitFor();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollOf(page)).toBeGreaterThanOrEqual(1400);
    const listScroll = await scrollOf(page);
    // The first result in view, as a person would pick it.
    let picked = 0;
    for (let index = 0; index < (await cards.count()); index++) {
      const box = await cards.nth(index).boundingBox();
      if (box && box.y > 0) {
        picked = index;
        break;
      }
    }
    const link = cards.nth(picked).getByRole('heading').getByRole('link');
    const title = await link.innerText();
    await link.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page
      .getByRole('complementary')
      .getByRole('button', { name: /shortlist/i })
      .first()
      .waitFor();
    expect(await scrollOf(page)).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);

    await page.goBack();
    await page.getByRole('link', { name: title }).waitFor();
    await expect.poll(() => scrollOf(page)).toBeGreaterThan(listScroll - 50);
    expect(await scrollOf(page)).toBeLessThan(listScroll + 50);
  });

  it('opens the comparison at its top from the tray at the foot of a scrolled list', async () => {
    const { token } = await newPoster();
    const word = uniqueWord();
    const first = await postListing(token, { areaName: 'Kondapur', listingType: 'rent', price: 30_000, title: `Compare ${word} one` });
    const second = await postListing(token, { areaName: 'Kondapur', listingType: 'rent', price: 32_000, title: `Compare ${word} two` });
    const { page } = await newPage(browser());
    await page.goto(`/search?q=${word}`);
    await page.getByRole('button', { name: `Add to compare: ${first.title}` }).click();
    await page.getByRole('button', { name: `Add to compare: ${second.title}` }).click();
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => scrollOf(page)).toBeGreaterThan(0);
    await page.getByRole('region', { name: 'Homes to compare' }).getByRole('link', { name: 'Compare 2 homes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Compare homes' }).waitFor();
    await page
      .getByRole('columnheader', { name: new RegExp(second.title) })
      .first()
      .waitFor();
    expect(await scrollOf(page)).toBe(0);
  });
});
