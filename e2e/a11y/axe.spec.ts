// axe-core on every route, signed out and as each role, and on each dialog:
// any violation fails the test and names the element.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '#shared/india-date.ts';
import { api, createDeal, DEMO_PASSWORD, FOR_SALE, logIn, postListing, registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage as newWatchedPage, signInAs, useBrowser } from '../support/browser.ts';
import { axeViolations } from '../support/axe.ts';

const browser = useBrowser();

/**
 * A page whose Content-Security-Policy lets the test add axe's script; the app's own rules are unchanged.
 * Reduced motion: a dialog fading in would be measured half transparent.
 */
const newPage = (chromium: Browser, viewport = { width: 1280, height: 900 }) =>
  newWatchedPage(chromium, viewport, { bypassCSP: true, reducedMotion: 'reduce' });

const PUBLIC_ROUTES = [
  '/',
  '/search',
  '/search?listingType=rent&area=Gachibowli',
  '/property-type/sale/Apartment',
  '/area/Gachibowli',
  '/rental-agreement',
  '/my-agreements',
  '/owner-plans',
  '/privacy',
  '/grievances',
  '/compare',
  '/localities',
  '/localities/1',
  '/no-such-page',
];
const ACCOUNT_ROUTES = [
  '/my-properties',
  '/my-deals',
  '/my-rentals',
  '/seller-deals',
  '/shortlist',
  '/account',
  '/agent-dashboard',
  '/admin-deals',
  '/admin-agents',
  '/admin-users',
  '/admin-grievances',
];

/** Waits until the page has drawn its data: no request in flight and no loading state left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !document.body.innerText.includes('Loading'));
}

async function expectClean(page: Page, where: string, selector?: string) {
  // A dialog's code may still be on its way when the click that opens it returns: axe needs it there.
  if (selector) await page.locator(selector).first().waitFor();
  await settled(page);
  const violations = await axeViolations(page, selector);
  expect(violations, `${where}\n${violations.join('\n')}`).toEqual([]);
}

describe('every route', () => {
  // Each of these visits some twenty-five pages, waiting for each to settle: more than one page's time.
  const visitsMany = { timeout: 240_000 };

  it('signed out: public pages, a property and the pages that ask for a login', visitsMany, async () => {
    const seller = await logIn('seller');
    const listing = await postListing(seller.token, FOR_SALE);
    const { page } = await newPage(browser());
    // The unknown address answers 404, as it should.
    allowConsoleErrors(failedRequest(404, '/no-such-page'));
    for (const route of [...PUBLIC_ROUTES, `/property/${listing.id}`]) {
      await page.goto(route);
      await expectClean(page, `signed out ${route}`);
    }
    for (const route of ACCOUNT_ROUTES) {
      await page.goto(route);
      await page.getByRole('dialog', { name: 'Login' }).waitFor();
      await expectClean(page, `signed out ${route}, login dialog`, 'dialog[open]');
      await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();
      await expectClean(page, `signed out ${route}, after closing the dialog`);
    }
  });

  // A role changes the header on every page, the account pages, the home page's deals panel and a
  // property's actions, and nothing else of the public pages: those are walked signed in once (as
  // the buyer), and each other role walks the pages its role changes. Walking every public page as
  // every role was a third of the browser suite's time for the same pages.
  const ROLE_ROUTES = ['/', '/search', '/property/1', ...ACCOUNT_ROUTES];
  const signedInRoutes = { buyer: [...new Set([...PUBLIC_ROUTES, ...ROLE_ROUTES])], seller: ROLE_ROUTES, agent1: ROLE_ROUTES, admin: ROLE_ROUTES };

  for (const [username, routes] of Object.entries(signedInRoutes)) {
    it(`signed in as ${username}`, visitsMany, async () => {
      const { page, context } = await newPage(browser());
      // The unknown address answers 404, as it should.
      allowConsoleErrors(failedRequest(404, '/no-such-page'));
      await signInAs(page, username, DEMO_PASSWORD);
      for (const route of routes) {
        await page.goto(route);
        await expectClean(page, `${username} ${route}`);
      }
      await context.close();
    });
  }

  it('at phone width with the menu open', async () => {
    const { page } = await newPage(browser(), { width: 480, height: 900 });
    await signInAs(page, 'admin', DEMO_PASSWORD);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectClean(page, 'phone menu, admin');
  });
});

describe('each dialog', () => {
  it("a visitor's: Login, Register and Create Account", async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    await expectClean(page, 'login dialog', 'dialog[open]');
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await login.locator('[aria-invalid="true"]').first().waitFor();
    await expectClean(page, 'login dialog with its errors', 'dialog[open]');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('dialog', { name: 'Register' }).waitFor();
    await expectClean(page, 'register dialog', 'dialog[open]');
    await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
    await expectClean(page, 'create account dialog', 'dialog[open]');
  });

  it("a signed-in user's: My Profile, Post Property, Contact Agent, Deal Details and Upload Document", async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    const seller = await logIn('seller');
    const agent = await logIn('agent1');
    const listing = await postListing(seller.token, FOR_SALE);
    await createDeal(agent.token, listing.id, buyerSession.user.id);
    const { page } = await newPage(browser());
    await signInAs(page, buyer.username, buyer.password);
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: 'View Profile' }).click();
    await page.getByRole('dialog', { name: 'My Profile' }).waitFor();
    await expectClean(page, 'profile dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Post Property' }).click();
    await page.getByRole('dialog', { name: 'Post Property' }).waitFor();
    await expectClean(page, 'post property dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.goto(`/property/${listing.id}`);
    // A click while the page is still drawing its data can land on a button about to be replaced.
    await settled(page);
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    await page.getByRole('dialog', { name: 'Contact Agent' }).waitFor();
    await expectClean(page, 'contact agent dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.goto('/my-deals');
    await page.getByRole('article', { name: listing.title }).getByRole('button', { name: 'View Deal' }).click();
    await page.getByRole('dialog', { name: 'Deal Details' }).getByText(listing.title).first().waitFor();
    await expectClean(page, 'deal dialog, buyer', 'dialog[open]');
    await page.getByRole('dialog', { name: 'Deal Details' }).getByRole('button', { name: 'Upload Document' }).click();
    await page.getByRole('dialog', { name: 'Upload Document' }).waitFor();
    await expectClean(page, 'upload document dialog', 'dialog[open]');
  });

  it("an agent's: Deal Details with each tab, and Create Deal", async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    const seller = await logIn('seller');
    const agent = await logIn('agent1');
    const listing = await postListing(seller.token, FOR_SALE);
    await createDeal(agent.token, listing.id, buyerSession.user.id);
    const { page } = await newPage(browser());
    await signInAs(page, 'agent1', DEMO_PASSWORD);
    await page.goto('/agent-dashboard');
    await page.getByRole('article', { name: listing.title }).getByRole('button', { name: 'View & Manage Deal' }).click();
    const deal = page.getByRole('dialog', { name: 'Deal Details' });
    await deal.getByText(listing.title).first().waitFor();
    for (const tab of ['Overview', 'Timeline', 'Actions']) {
      await deal.getByRole('tab', { name: tab }).click();
      await expectClean(page, `deal dialog, agent, ${tab}`, 'dialog[open]');
    }
    await page.keyboard.press('Escape');
    await page.goto(`/property/${listing.id}`);
    const create = page.getByRole('button', { name: /Create (New )?Deal/ }).first();
    if (await create.count()) {
      await create.click();
      await page.getByRole('dialog', { name: 'Create Deal' }).waitFor();
      await expectClean(page, 'create deal dialog', 'dialog[open]');
    }
  });

  it("an admin's: a person's details, edit and delete", async () => {
    const { page } = await newPage(browser());
    await signInAs(page, 'admin', DEMO_PASSWORD);
    await page.goto('/admin-users');
    await settled(page);
    await page.locator('main li button').first().click();
    await expectClean(page, "admin-users with a person's details");
    await page.getByRole('button', { name: 'Edit User' }).click();
    await page.locator('dialog[open]').waitFor();
    await expectClean(page, 'edit user dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Delete User' }).click();
    await page.locator('dialog[open]').waitFor();
    await expectClean(page, 'delete user dialog', 'dialog[open]');
  });
});

describe('the dialogs and steps of a seller, an agreement writer and a searcher', () => {
  it("a seller's Edit Property and Delete Property on My Properties", async () => {
    const seller = await logIn('seller');
    const listing = await postListing(seller.token, FOR_SALE);
    const { page } = await newPage(browser());
    await signInAs(page, 'seller', DEMO_PASSWORD);
    await page.goto('/my-properties');
    await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await edit.getByLabel('Title').first().waitFor();
    await expectClean(page, 'edit property dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Delete ${listing.title}` }).click();
    await page.getByRole('dialog', { name: 'Delete Property' }).waitFor();
    await expectClean(page, 'delete property dialog', 'dialog[open]');
  });

  it("the rental agreement wizard's steps 2 to 5 and the agreement viewer", async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, account.username, account.password);
    await page.goto('/rental-agreement');
    await page.getByRole('button', { name: 'Create Your Agreement Now' }).click();
    const owner = page.getByRole('group', { name: 'Owner (Landlord) Details' });
    const tenant = page.getByRole('group', { name: 'Tenant Details' });
    await owner.getByLabel('Full Name').waitFor();
    await expectClean(page, 'agreement step 2, parties, empty');
    await owner.getByLabel('Full Name').fill('Ravi Kumar');
    await owner.getByLabel('Phone Number').fill('9876543210');
    await owner.getByLabel('Aadhaar Number').fill('234123412347');
    await owner.getByLabel('Aadhaar Number').blur();
    await owner.getByText('Invalid Aadhaar number.').waitFor();
    await expectClean(page, 'agreement step 2, parties, with an error');
    await owner.getByLabel('Aadhaar Number').fill('234123412346');
    await tenant.getByLabel('Full Name').fill('Anjali Rao');
    await tenant.getByLabel('Phone Number').fill('9123456780');
    await tenant.getByLabel('Govt. ID Type').selectOption('PAN');
    await tenant.getByLabel('PAN Number').fill('ABCPE1234F');
    await page.getByRole('button', { name: 'Next: Property Details' }).click();

    await page.getByRole('heading', { name: 'Step 2: Property & Terms' }).waitFor();
    await expectClean(page, 'agreement step 3, terms, empty');
    await page.getByLabel('Property Address').fill('Flat 302, Lotus Residency, Madhapur, Hyderabad 500081');
    await page.getByLabel('Jurisdiction (City/State)').fill('Hyderabad, Telangana');
    await page.getByLabel('Monthly Rent (₹)').fill('25000');
    await page.getByLabel('Security Deposit (₹)').fill('100000');
    await page.getByLabel('Start Date').fill(todayInIndia());
    await page.getByLabel('Duration').selectOption('18');
    await expectClean(page, 'agreement step 3, terms, filled with an increment');
    await page.getByRole('button', { name: 'Next: Review & Print' }).click();

    // Eighteen months makes it a lease.
    await page.getByRole('article').getByText('LEASE AGREEMENT').first().waitFor();
    await expectClean(page, 'agreement step 4, review');
    await page.getByRole('button', { name: 'Submit Agreement' }).click();
    await page.getByText('Agreement Submitted!').waitFor();
    await expectClean(page, 'agreement step 5, submitted');

    await page.getByRole('link', { name: 'View My Agreements' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Anjali Rao' });
    await card.getByRole('button', { name: /^View/ }).click();
    await page.getByRole('dialog').getByText('Rupees One Lakh Only').first().waitFor();
    await expectClean(page, 'agreement viewer', 'dialog[open]');
  });

  it("a searcher's Save this search and the account page's saved-search editor", async () => {
    const searcher = await registerUser();
    const { page } = await newPage(browser());
    // The forms are checked with the server's field errors shown.
    allowConsoleErrors(failedRequest(400, '/api/saved-searches'));
    await signInAs(page, searcher.username, searcher.password);
    await page.goto('/search?listingType=rent&area=Gachibowli');
    await settled(page);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').waitFor();
    await expectClean(page, 'save this search dialog', 'dialog[open]');
    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.getByRole('alert').or(dialog.locator('[aria-invalid="true"]')).first().waitFor();
    await expectClean(page, 'save this search dialog with its error', 'dialog[open]');
    await dialog.getByLabel('Name').fill('Gachibowli rentals');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/account');
    await page.getByRole('link', { name: 'Gachibowli rentals' }).first().waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Alerts', { exact: true }).waitFor();
    await expectClean(page, 'account page, saved search being renamed');
    // The saved search's own editor: the account page has name fields of its own.
    const editor = page.locator('form').filter({ has: page.getByLabel('Alerts', { exact: true }) });
    await editor.getByLabel('Name').fill('');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await editor.locator('[aria-invalid="true"]').first().waitFor();
    await expectClean(page, 'account page, saved search rename with its error');
  });

  it("a shortlist with homes on it and a saved search's own page: headings in order", async () => {
    const searcher = await registerUser();
    const session = await logIn(searcher.username, searcher.password);
    const seller = await logIn('seller');
    const listing = await postListing(seller.token, { areaName: 'Gachibowli', listingType: 'rent', price: 30_000 });
    await api(`/api/shortlist/${listing.id}`, { token: session.token, method: 'PUT' });
    const saved = await api<{ id: number }>('/api/saved-searches', {
      token: session.token,
      method: 'POST',
      body: { name: 'Gachibowli rentals', filters: { listingType: 'rent', q: listing.word } },
    });
    const { page } = await newPage(browser());
    await signInAs(page, searcher.username, searcher.password);
    await page.goto('/shortlist');
    await page.getByRole('heading', { name: listing.title }).waitFor();
    await expectClean(page, 'shortlist with a home');
    await page.goto(`/saved-searches/${saved.id}`);
    await page.getByRole('heading', { name: 'Gachibowli rentals', level: 1 }).waitFor();
    await page.getByRole('heading', { name: listing.title }).waitFor();
    await expectClean(page, "a saved search's page with its homes");
  });
});
