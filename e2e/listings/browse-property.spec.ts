//the property page shows price, gallery and details; Get Phone No. and
// Contact Agent ask a visitor to sign in, reveal the phone and record an inquiry for a signed-in user.
import { describe, expect, it } from 'vitest';
import { newPoster, postListing, registerUser } from '../support/api.ts';
import {
  allowConsoleErrors,
  failedRequest,
  newPage,
  openInApp,
  screenshot,
  serverFailure,
  signInAs,
  useBrowser,
  waitForApp,
} from '../support/browser.ts';

const browser = useBrowser();

describe('the property page', () => {
  it('shows price, pictures and details, and asks a visitor to sign in before contacting', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Madhapur', pictures: 3, price: 45_000, listingType: 'rent' });
    const { page } = await newPage(browser());
    await page.goto(`/property/${listing.id}`);

    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    const main = page.locator('main');
    expect(await main.innerText()).toMatch(/₹45 K\s*\/month/);
    expect(await main.innerText()).toContain('FOR RENT');
    expect(await main.innerText()).toContain('Madhapur, Hyderabad - 500081');
    await waitForApp(page, listing.title);

    // Gallery: three thumbnails, chosen by click and by arrow key.
    const thumbs = page.getByRole('toolbar', { name: 'Choose a picture' }).getByRole('button');
    expect(await thumbs.count()).toBe(3);
    await page.getByRole('img', { name: `${listing.title}, picture 1 of 3` }).waitFor();
    await thumbs.nth(1).click();
    await page.getByRole('img', { name: `${listing.title}, picture 2 of 3` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('img', { name: `${listing.title}, picture 3 of 3` }).waitFor();
    expect(await thumbs.nth(2).getAttribute('aria-pressed')).toBe('true');

    // More Details: price breakup, address, description, amenities as ticks.
    const details = page.getByRole('region', { name: 'More Details' });
    const text = await details.innerText();
    expect(text).toContain('₹45,000');
    expect(text).toContain('Rupees Forty Five Thousand Only');
    expect(text).toContain('A quiet home near the park in Madhapur.');
    for (const amenity of ['Parking', 'Gym', 'Lift', 'Security']) await details.getByRole('listitem').filter({ hasText: amenity }).waitFor();

    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `browse-property-${width}`);
    }

    await page.getByRole('button', { name: 'Get Phone No.' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Login' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
  });

  it('reveals the poster phone and records an inquiry for a signed-in user', async () => {
    const { account: poster, token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kondapur', listingType: 'sale', price: 12_500_000 });
    const visitor = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, visitor.username, visitor.password);
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    // The page arrives as a visitor sees it; the app then shows the reader's own view.
    await waitForApp(page, listing.title);
    await page.getByRole('button', { name: `Account menu for ${visitor.firstName}` }).waitFor();
    expect(await page.locator('main').innerText()).toContain('₹1.25 Cr');

    await page.getByRole('button', { name: 'Get Phone No.' }).click();
    const phone = page.getByRole('link', { name: poster.mobileNumber });
    await phone.waitFor();
    expect(await phone.innerText()).toMatch(/^\d{10}$/);

    await page.getByRole('button', { name: 'Contact Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
    await dialog.getByLabel('Message (optional)').fill('Can I visit on Saturday morning?');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog.getByText('Your inquiry has been sent. An agent will contact you soon.').waitFor();
    await screenshot(page, 'browse-inquiry-sent');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Asking again is answered with the inquiry already on record.
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog.getByText('You have already sent an inquiry for this property. An agent will contact you soon.').waitFor();
  });

  it('opens Contact Agent from a click made before the app has the page: the control is a link to the dialog', async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kondapur', listingType: 'rent', price: 30_000 });
    // The first paint, as a slow phone shows it before the script has run.
    const early = await newPage(browser(), undefined, { javaScriptEnabled: false });
    await early.page.goto(`/property/${listing.id}`);
    await early.page.getByRole('button', { name: 'Contact Agent' }).click();
    await early.page.waitForURL(/[?&]dialog=contact-agent/);
    const address = new URL(early.page.url());
    expect(address.pathname).toBe(`/property/${listing.id}`);

    // At that address the app opens the dialog: a visitor is asked to sign in first, with why.
    const { page: visitorPage } = await newPage(browser());
    await visitorPage.goto(address.pathname + address.search);
    const login = visitorPage.getByRole('dialog', { name: 'Login' });
    await login.getByText('Please log in to contact the agent: they reply to your account.').waitFor();

    const reader = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, reader.username, reader.password);
    await page.goto(address.pathname + address.search);
    const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
    await dialog.getByLabel('Message (optional)').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
  });

  it("says 'Failed to load property details.' when loading fails, and Try Again recovers", async () => {
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Gachibowli' });
    const { page } = await newPage(browser());
    // The test plays a failing server.
    allowConsoleErrors(failedRequest(500, '/api/properties/'));
    let isFailing = true;
    await page.route(`**/api/properties/${listing.id}`, (route) => (isFailing ? route.fulfill(serverFailure()) : route.continue()));
    await openInApp(page, `/property/${listing.id}`);
    await page.getByRole('heading', { name: 'Failed to load property details.' }).waitFor();
    isFailing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
  });

  it("says 'Property not found' for an id that names nothing", async () => {
    const { page } = await newPage(browser());
    // The missing listing answers 404, page and API alike.
    allowConsoleErrors(failedRequest(404, '/property/999999999'), failedRequest(404, '/api/properties/999999999'));
    await page.goto('/property/999999999');
    await page.getByRole('heading', { name: 'Property not found' }).waitFor();
    await page.getByRole('button', { name: 'Go back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
