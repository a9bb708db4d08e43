// The property page's rent facts ("Not specified" where missing), the
// photo viewer (arrows, keys, swipe, Escape), Share, similar homes, recently viewed and the price
// against the locality median.
import { describe, expect, it } from 'vitest';
import { newPoster, postListing } from '../support/api.ts';
import { newPage, screenshot, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

describe('the property page', () => {
  it('shows the rent facts, and "Not specified" for those the poster left out', async () => {
    const { token } = await newPoster();
    const home = await postListing(token, {
      areaName: 'Madhapur',
      listingType: 'rent',
      deposit: 100_000,
      preferredTenants: 'company',
      petsAllowed: false,
      floor: 0,
      totalFloors: 5,
    });
    const { page } = await newPage(browser());
    await page.goto(`/property/${home.id}`);
    const facts = page.getByRole('region', { name: 'More Details' });
    const fact = (label: string) => facts.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    expect(await fact('Security deposit').innerText()).toBe('₹1,00,000');
    expect(await fact('Preferred tenants').innerText()).toBe('Company lease');
    expect(await fact('Pets allowed').innerText()).toBe('No');
    expect(await fact('Floor').innerText()).toBe('Ground of 5');
    expect(await fact('Furnishing').innerText()).toBe('Not specified');
    expect(await fact('Available from').innerText()).toBe('Not specified');
    expect(await facts.getByText('RERA number').count()).toBe(0);
  });

  it('opens the photo viewer: arrows, arrow keys and a swipe move between pictures, Escape closes it', async () => {
    const { token } = await newPoster();
    const home = await postListing(token, { areaName: 'Kondapur', pictures: 3 });
    const { page } = await newPage(browser());
    await page.goto(`/property/${home.id}`);
    await waitForApp(page, home.title);
    await page.getByRole('button', { name: 'View all 3 pictures' }).click();
    const viewer = page.getByRole('dialog', { name: `${home.title}: pictures` });
    await viewer.getByText('Picture 1 of 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByText('Picture 2 of 3').waitFor();
    await viewer.getByRole('button', { name: 'Next picture' }).click();
    await viewer.getByText('Picture 3 of 3').waitFor();
    expect(await viewer.getByRole('img').getAttribute('src')).toBe(home.imageUrls[2]);
    await page.keyboard.press('ArrowLeft');
    await viewer.getByText('Picture 2 of 3').waitFor();
    // A swipe to the left shows the next picture.
    const box = (await viewer.getByRole('img').boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await viewer.getByText('Picture 3 of 3').waitFor();
    await screenshot(page, 'photo-viewer-1280');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // The page keeps the picture the viewer ended on.
    await page.getByRole('img', { name: `${home.title}, picture 3 of 3` }).waitFor();
  });

  it('shares by copying the link or through a WhatsApp link', async () => {
    const { token } = await newPoster();
    const home = await postListing(token, { areaName: 'Kondapur' });
    const { page, context } = await newPage(browser());
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/property/${home.id}`);
    await waitForApp(page, home.title);
    const share = page.getByRole('group', { name: 'Share this property' });
    const address = new URL(`/property/${home.id}`, page.url()).href;
    await expect
      .poll(() => share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))
      .toBe(`https://wa.me/?text=${encodeURIComponent(`${home.title} on Gruha: ${address}`)}`);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });

  it('shows similar homes and the price against the locality median, and remembers homes viewed in this browser', async () => {
    const { token } = await newPoster();
    // Four 2 BHK rentals in one locality, close in rent: each is similar to the others and has comparables.
    const rental = { areaName: 'Manikonda', listingType: 'rent' as const, bedrooms: 2, areaSqft: 1000 };
    const homes = [await postListing(token, { ...rental, price: 30_000 })];
    for (const price of [31_000, 32_000, 34_000]) {
      homes.push(await postListing(token, { ...rental, price, pictures: 0, imageUrls: homes[0]!.imageUrls }));
    }
    const [first, second] = homes;
    const { page } = await newPage(browser());
    await page.goto(`/property/${first!.id}`);
    await waitForApp(page, first!.title);
    // Similar and recently viewed homes load when the reader scrolls near them, at the page's foot.
    const toFoot = () => page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await toFoot();
    const similar = page.getByRole('region', { name: 'Similar homes' });
    await similar.getByRole('link', { name: second!.title }).waitFor();
    expect(await similar.getByRole('link', { name: first!.title }).count()).toBe(0);
    const insight = page.getByRole('region', { name: 'More Details' }).locator('[data-insight]');
    await expect.poll(() => insight.innerText(), { timeout: 15_000 }).toMatch(/^(\d+% (below|above)|At) the Manikonda median for 2 BHK apartments/);
    expect(await page.getByRole('region', { name: 'Recently viewed' }).count()).toBe(0);

    await similar.getByRole('link', { name: second!.title }).click();
    await page.waitForURL(`**/property/${second!.id}`);
    await waitForApp(page, second!.title);
    await toFoot();
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await recent.getByRole('link', { name: new RegExp(first!.title) }).waitFor();
    await page.reload();
    await toFoot();
    await recent.getByRole('link', { name: new RegExp(first!.title) }).waitFor();
    expect(await recent.getByRole('link', { name: new RegExp(second!.title) }).count()).toBe(0);
    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `property-extras-${width}`);
    }
  });
});
