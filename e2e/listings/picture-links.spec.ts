// A listing whose picture is a link to a picture host the operator lists (PICTURE_HOSTS, set for the
// suite in support/global-setup.ts): the browser loads it from that host, which the page's
// Content-Security-Policy allows, and the server never fetches it. The host is played by the browser
// (page.route), as no test may reach the internet.
import { describe, expect, it } from 'vitest';
import { newPoster, pngPicture, postListing } from '../support/api.ts';
import { newPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const HOSTED = 'https://pictures.gruha-e2e.example/demo/image/upload/v1/lake-view.png';

describe('pictures linked from a picture host', () => {
  it('show on the property page, loaded by the browser from that host', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { pictures: 0, imageUrls: [HOSTED] });
    const { page } = await newPage(browser());
    const fetched: string[] = [];
    const picture = await pngPicture('#3a7bd5', 320, 240);
    await page.route('https://pictures.gruha-e2e.example/**', (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: picture });
    });
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    const image = page.locator(`img[src="${HOSTED}"]`).first();
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(fetched).toContain(HOSTED);
  });
});
