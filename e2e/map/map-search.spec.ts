// The search page's map: the current filters' homes as clustered pins; drawing an area searches inside
// it (in the URL, so it combines with the keywords); a pin opens its home's card. Nothing the map
// needs comes from off the machine: any request to another host fails the test.
import { describe, expect, it } from 'vitest';
import { api, newPoster, postListing } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { newPage, screenshot, signInAs, useBrowser, waitForApp } from '../support/browser.ts';

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
    // The map opens fitted to the three homes; one step out, the two in Kondapur make one cluster.
    await map.getByRole('button', { name: 'Rent ₹22,000: open its card' }).waitFor();
    await map.getByRole('button', { name: 'Zoom out' }).click();
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
      await page.mouse.click(x + dx!, y + dy!);
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
    // On a phone the map and its tools fit the width, the card over the map.
    await page.setViewportSize({ width: 480, height: 900 });
    await card.getByRole('link', { name: neighbour.title }).waitFor();
    await screenshot(page, 'map-search-480');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The list keeps the drawn area: it shows the two homes inside it.
    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'List' }).click();
    await page.getByRole('link', { name: near.title, exact: true }).first().waitFor();
    await page.getByRole('link', { name: neighbour.title, exact: true }).first().waitFor();
    expect(await page.getByRole('article').count()).toBe(2);

    // The property page's small map, from this machine too.
    await page.goto(`/property/${neighbour.id}`);
    await waitForApp(page, neighbour.title);
    // The small map loads once its section scrolls into view.
    await page.getByRole('heading', { name: 'Where it is' }).scrollIntoViewIfNeeded();
    await page
      .getByRole('region', { name: `Map: where ${neighbour.title} is` })
      .getByText('Home', { exact: true })
      .waitFor();
    await screenshot(page, 'property-map-1280');
    expect(offMachine).toEqual([]);
  });

  it('opens a saved search with its place filters; a chip removes one, Clear all removes them all and keeps the map', async () => {
    const { account, token } = await newPoster();
    // 80 m from HITEC City station, inside the drawn triangle.
    const home = await postListing(token, { areaName: 'HITEC City', price: 29_000, latitude: 17.4495, longitude: 78.3835 });
    const triangle = [
      { latitude: 17.44, longitude: 78.37 },
      { latitude: 17.46, longitude: 78.39 },
      { latitude: 17.44, longitude: 78.39 },
    ];
    const saved = await api<{ id: number }>('/api/saved-searches', {
      method: 'POST',
      token,
      body: { name: 'By HITEC City metro', frequency: 'daily', filters: { q: home.word, polygon: triangle, nearMetro: 500 } },
    });

    const { page } = await newPage(browser());
    await signInAs(page, account.username, account.password);
    await page.goto(`/saved-searches/${saved.id}`);
    await waitForApp(page, 'By HITEC City metro');
    await page.getByText(/Within 500 m of the metro · Inside the drawn area/).waitFor();
    await page.getByRole('link', { name: home.title, exact: true }).first().waitFor();

    await page.getByRole('link', { name: 'Change this search' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    const params = () => new URL(page.url()).searchParams;
    expect(params().get('polygon')).toBe('17.44,78.37;17.46,78.39;17.44,78.39');
    expect(params().get('metro')).toBe('500');
    expect(params().get('q')).toBe(home.word);
    await page.getByRole('link', { name: home.title, exact: true }).first().waitFor();

    await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'map');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByRole('link', { name: 'Remove filter Within 500 m of the metro' }).click();
    await page.waitForURL((url) => !url.searchParams.has('metro'));
    expect(params().get('polygon')).toBe('17.44,78.37;17.46,78.39;17.44,78.39');
    expect(params().get('view')).toBe('map');

    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => !url.searchParams.has('polygon'));
    expect(params().get('view')).toBe('map');
    expect(await chips.count()).toBe(0);
  });
});
