// The search page's map: the current filters' homes as clustered pins; drawing an area searches inside
// it (in the URL, so it combines with the keywords); a pin opens its home's card. Nothing the map
// needs comes from off the machine: any request to another host fails the test.
import { describe, expect, it } from 'vitest';
import { newPoster, postListing } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { newPage, screenshot, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

describe('the search map', () => {
  it('shows clustered pins, searches inside a drawn area and opens a card, all from this machine', async () => {
    const { token } = await newPoster();
    // Two homes about 700 m apart in Kondapur (one cluster at city zoom) and one in Uppal, far away.
    const near = await postListing(token, { areaName: 'Kondapur', price: 31_000, latitude: 17.46, longitude: 78.36 });
    const word = near.word;
    const neighbour = await postListing(token, {
      areaName: 'Kondapur',
      price: 45_000,
      latitude: 17.465,
      longitude: 78.365,
      title: `Garden flat ${word} by the lake`,
      pictures: 0,
      imageUrls: near.imageUrls,
    });
    await postListing(token, {
      areaName: 'Uppal',
      price: 22_000,
      latitude: 17.4018,
      longitude: 78.5602,
      title: `Garden flat ${word} in Uppal`,
      pictures: 0,
      imageUrls: near.imageUrls,
    });

    const { context, page } = await newPage(browser());
    const offMachine: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL_HOSTS.has(url.hostname)) return route.continue();
      offMachine.push(route.request().url());
      return route.abort();
    });

    await page.goto(`/search?q=${word}`);
    await waitForApp(page, 'Search Results');
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map');
    const map = page.getByRole('region', { name: 'Map of the search’s homes' });
    await page.getByText('3 homes on the map').waitFor();
    const cluster = map.getByRole('button', { name: '2 homes: zoom in' });
    await cluster.waitFor();
    await map.getByRole('button', { name: /^Rent ₹22,000: open its card$/ }).waitFor();

    // Draw a square around the cluster: the Uppal home is far outside it.
    const box = await cluster.boundingBox();
    if (!box) throw new Error('the cluster is not on screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.getByRole('button', { name: 'Draw an area' }).click();
    for (const [dx, dy] of [
      [-60, -60],
      [60, -60],
      [60, 60],
      [-60, 60],
    ]) {
      await page.mouse.click(x + dx, y + dy);
    }
    await page.getByText('Click the map to add corners (4 so far)').waitFor();
    await page.getByRole('button', { name: 'Search inside this area' }).click();
    await page.waitForURL((url) => (url.searchParams.get('polygon') ?? '').split(';').length === 4);
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.getByText('2 homes on the map').waitFor();
    expect(await map.getByRole('button', { name: /₹22,000/ }).count()).toBe(0);

    // The cluster zooms in on its two homes; a pin opens its card.
    await map.getByRole('button', { name: '2 homes: zoom in' }).click();
    const pin = map.getByRole('button', { name: /^Rent ₹45,000: open its card$/ });
    await pin.click();
    const card = page.getByRole('region', { name: 'Selected home' });
    await card.getByRole('link', { name: neighbour.title }).waitFor();
    expect(await card.innerText()).toMatch(/metro · /);
    await screenshot(page, 'map-search-1280');
    expect(await axeViolations(page)).toEqual([]);

    // The list keeps the drawn area: it shows the two homes inside it.
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'List' }).click();
    await page.getByRole('link', { name: near.title, exact: true }).first().waitFor();
    await page.getByRole('link', { name: neighbour.title, exact: true }).first().waitFor();
    expect(await page.getByRole('article').count()).toBe(2);
    expect(offMachine).toEqual([]);
  });
});
