// In the browser: the heart (signed out, it asks to log in, says why, and then adds), the
// header count and the Shortlist page; Save this search; a matching listing posted by someone else
// lights the bell, whose list shows the alert and opens the listing, and its email arrives at the
// SMTP server the suite runs (support/global-setup.ts).
import { describe, expect, it } from 'vitest';
import { findArea, newPoster, postListing, registerUser } from '../support/api.ts';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';
import { waitForEmail } from '../support/mailbox.ts';
import { logInThroughDialog } from '../shell/shell-helpers.ts';

const browser = useBrowser();

/** A visitor, signed out, on a new listing's page, has clicked its heart: the login dialog says why. */
async function heartClickedSignedOut() {
  const { token } = await newPoster();
  const listing = await postListing(token, { areaName: 'Gachibowli', listingType: 'sale', price: 9_500_000 });
  const visitor = await registerUser();
  const { page } = await newPage(browser());
  await page.goto(`/property/${listing.id}`);
  await page.getByRole('button', { name: 'Shortlist', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByText('Log in to save homes to your shortlist. We will add this one for you.').waitFor();
  return { listing, visitor, page, dialog };
}

describe('shortlist', () => {
  it('asks a visitor to log in, says why, and adds the home once they have', async () => {
    const { listing, visitor, page, dialog } = await heartClickedSignedOut();
    await dialog.getByLabel('Username, email or mobile number').fill(visitor.username);
    await dialog.getByLabel('Password').fill(visitor.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.waitFor({ state: 'detached' });

    const heart = page.getByRole('button', { name: 'Shortlisted' });
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    const headerLink = page.getByRole('link', { name: 'Shortlist, 1 home' });
    await headerLink.click();
    await page.getByRole('heading', { level: 1, name: 'My Shortlist' }).waitFor();
    await page.getByRole('link', { name: listing.title }).waitFor();
    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `shortlist-${width}`);
    }

    // Removing it from the card's heart empties the page.
    await page.getByRole('button', { name: `Remove ${listing.title} from shortlist` }).click();
    await page.getByRole('heading', { name: 'Your shortlist is empty' }).waitFor();
    await page.getByRole('link', { name: 'Shortlist, 0 homes' }).waitFor();
  });

  it('drops the wish when the visitor closes the login dialog instead of signing in', async () => {
    const { visitor, page, dialog } = await heartClickedSignedOut();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Signing in later, from the header, does not add the home. A wish still held would be sent as the
    // session starts, with the request for the new session's shortlist that the header count waits for.
    const additions: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/shortlist/')) additions.push(request.url());
    });
    await logInThroughDialog(page, visitor.username, visitor.password);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Shortlist, 0 homes' }).waitFor();
    expect(additions).toEqual([]);
    expect(await page.getByRole('button', { name: 'Shortlist', exact: true }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('saved search alerts', () => {
  it('saves the search on screen; a matching home posted by someone else shows in the bell and arrives by email', async () => {
    const searcher = await registerUser();
    const { page } = await newPage(browser());
    const area = await findArea('Kokapet');
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Username, email or mobile number').fill(searcher.username);
    await login.getByLabel('Password').fill(searcher.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await login.waitFor({ state: 'detached' });

    await page.goto(`/search?area=${area.areaId}&listingType=rent`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill('Kokapet rentals');
    await dialog.getByRole('radio', { name: /Instantly/ }).check();
    await screenshot(page, 'save-search-dialog');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Saved searches' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByRole('link', { name: 'Kokapet rentals' }).waitFor();
    await screenshot(page, 'account-saved-searches');

    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kokapet', listingType: 'rent', price: 35_000 });
    // The server's outbox worker matches the new listing, then sends the alert over SMTP.
    const mail = await waitForEmail(searcher.email, `New home for your saved search: 2 BHK Apartment in Kokapet (#${listing.id})`);
    expect(mail.text).toContain(listing.title);
    expect(mail.text).toContain(`/property/${listing.id}`);
    expect(mail.text).toContain('₹35 K / month');
    expect(mail.html).toContain(listing.title);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/\/api\/email\/unsubscribe\?token=/);
    // The bell polls; a reload shows the count at once.
    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('New match for "Kokapet rentals"').waitFor();
    await screenshot(page, 'bell-open');
    await panel.getByRole('link', { name: /New match for "Kokapet rentals"/ }).click();
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });
});
