// Pictures linked from a picture host the operator lists (PICTURE_HOSTS, set for the suite in
// support/global-setup.ts): the page's Content-Security-Policy lets the browser load them, and still
// refuses pictures from any other host. The hosts are played by the browser (page.route), as no test may
// reach the internet; no listing is posted with such a link, so no other spec's page tries to load one.
import { describe, expect, it } from 'vitest';
import { pngPicture } from '../support/api.ts';
import { allowConsoleErrors, newPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const LISTED = 'https://pictures.gruha-e2e.example/demo/image/upload/v1/lake-view.png';
const OTHER = 'https://elsewhere.gruha-e2e.example/lake-view.png';

describe('pictures linked from a picture host', () => {
  it('load from a listed host under the page’s Content-Security-Policy; other hosts stay refused', async () => {
    const { page } = await newPage(browser());
    const picture = await pngPicture('#3a7bd5', 320, 240);
    const fetched: string[] = [];
    await page.route('https://*.gruha-e2e.example/**', (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: picture });
    });
    await page.goto('/');
    allowConsoleErrors(/Content Security Policy/);
    const load = (src: string) =>
      page.evaluate(
        (url) =>
          new Promise<number>((resolve) => {
            const img = document.createElement('img');
            img.alt = '';
            img.onload = () => resolve(img.naturalWidth);
            img.onerror = () => resolve(0);
            img.src = url;
            document.body.append(img);
          }),
        src,
      );
    expect(await load(LISTED)).toBe(320);
    expect(await load(OTHER)).toBe(0);
    expect(fetched).toEqual([LISTED]);
  });
});
