// A poster marks a home rented out with one tap, from My Properties and from its property page, on a
// phone (480 px): cards and the page say "Posted … · confirmed …"; a home rented out leaves search,
// its page says so above similar homes and answers 410 to crawlers. Both screens are axe clean.
import { describe, expect, it } from 'vitest';
import { api, newPoster, postListing } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { allowConsoleErrors, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const PHONE = { width: 480, height: 900 };
// axe is evaluated in the page; the script policy would refuse it as a script tag.
const phonePage = () => newPage(browser(), PHONE, { bypassCSP: true });

/** "Posted 27 Nov · confirmed today": the day it was posted, in India's calendar, as the app writes it. */
const FRESH = /^Posted \d{1,2} [A-Z][a-z]{2} · confirmed today$/;

const searchIds = async (word: string) =>
  (await api<{ id: number }[]>('/api/properties/search', { method: 'POST', body: { q: word } })).map((p) => p.id);

describe("a poster's one tap", () => {
  it('marks a home rented out from My Properties and from its page, and the freshness line shows on both', async () => {
    const { account, token } = await newPoster();
    const first = await postListing(token);
    const second = await postListing(token);
    expect(await searchIds(first.word)).toEqual([first.id]);

    const { page } = await phonePage();
    await signInAs(page, account.username, account.password);
    await page.goto('/my-properties');
    const card = page.locator('article', { has: page.getByRole('link', { name: first.title }) });
    await card.getByText(FRESH).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'my-properties-480');
    await card.getByRole('button', { name: `Mark rented out: ${first.title}` }).click();
    await page.getByText('Marked rented out: it has left search.').waitFor();
    await card.getByText('Rented out', { exact: true }).waitFor();
    // Its one tap is now the way back.
    await card.getByRole('button', { name: `Still available: ${first.title}` }).waitFor();
    expect(await searchIds(first.word)).toEqual([]);

    await page.goto(`/property/${second.id}`);
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    // The page's own line, beside its facts: similar homes' cards below carry theirs too.
    await page.getByRole('complementary').getByText(FRESH).waitFor();
    // Each badge and button in one line, with who answers: the owner for the phone, Gruha's agent for a deal.
    const notes = page.getByRole('region', { name: 'What this page tells you' });
    await notes.getByText('Gruha has not yet checked its price, address, type and photos.').waitFor();
    await notes.getByText(`${account.firstName} ${account.lastName}, its owner, answers.`).waitFor();
    await notes.getByText(/^A Gruha agent answers and handles the visit/).waitFor();
    const mark = page.getByRole('button', { name: `Mark rented out: ${second.title}` });
    await mark.waitFor();
    expect(await mark.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await mark.click();
    await page.getByText('This home has been rented out. Similar homes that are still listed are below.').waitFor();
    await page.getByRole('button', { name: `Still available: ${second.title}` }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'property-rented-out-480');
    expect(await searchIds(second.word)).toEqual([]);

    // A visitor (or a crawler) still reaches the page, which says the home is gone and answers 410.
    const visitor = await phonePage();
    // The browser logs a page answered with 410 as a failed load.
    allowConsoleErrors(/status of 410 \(Gone\)/);
    const response = await visitor.page.goto(`/property/${second.id}`);
    expect(response?.status()).toBe(410);
    await visitor.page.getByText('This home has been rented out.', { exact: false }).waitFor();
    await visitor.page.getByRole('complementary').getByText(FRESH).waitFor();
    expect(await visitor.page.getByRole('button', { name: 'Get Phone No.' }).count()).toBe(0);
  });
});
