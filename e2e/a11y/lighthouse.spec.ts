// Lighthouse's SEO, accessibility and best-practices categories score 100 on the pages most visits
// land on: home, search and a property. Lighthouse drives its own Chromium
// (the same binary) through chrome-launcher, offline against the test server.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, FOR_SALE, logIn, postListing } from '../support/api.ts';
import { chromiumPath } from '../support/chromium-path.ts';

const CATEGORIES = ['seo', 'accessibility', 'best-practices'];

let chrome: chromeLauncher.LaunchedChrome;

beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
});
/* eslint-disable @typescript-eslint/no-unnecessary-condition -- set by beforeAll, which may have failed before it. */
afterAll(() => {
  chrome?.kill();
});
/* eslint-enable @typescript-eslint/no-unnecessary-condition */

/** Each category's score out of 100, and the failing audits by name, so a failure says what to fix. */
async function audit(path: string) {
  const result = await lighthouse(`${baseUrl()}${path}`, { port: chrome.port, onlyCategories: CATEGORIES, output: 'json', logLevel: 'error' });
  const lhr = result!.lhr;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]!.score ?? 0) * 100)]));
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode))
    .map((a) => `${a.id}: ${a.title}`);
  return { scores, failing };
}

describe('Lighthouse', () => {
  for (const path of ['/', '/search?listingType=rent', 'property']) {
    it(
      `scores 100 for SEO, accessibility and best practices on ${path === 'property' ? 'a property page' : path}`,
      { timeout: 150_000 },
      async () => {
        let url = path;
        if (path === 'property') {
          const seller = await logIn('seller');
          url = `/property/${(await postListing(seller.token, FOR_SALE)).id}`;
        }
        const { scores, failing } = await audit(url);
        expect({ scores, failing }).toEqual({ scores: { seo: 100, accessibility: 100, 'best-practices': 100 }, failing: [] });
      },
    );
  }
});
