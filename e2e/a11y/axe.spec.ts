// axe-core on every route, signed out and as each role, and on each dialog (issue 19 point 7):
// any violation fails the test and names the element.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, createDealViaApi, postListing } from '../deals/deal-fixtures.ts';
import { axeViolations } from '../support/axe.ts';
import { baseUrl, DEMO_PASSWORD, registerUser, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** A page whose Content-Security-Policy lets the test add axe's script; the app's own rules are unchanged. */
async function newPage(_browser: ReturnType<typeof browser>, viewport = { width: 1280, height: 900 }) {
  // Reduced motion: a dialog fading in would be measured half transparent.
  const context = await _browser.newContext({ baseURL: baseUrl(), viewport, bypassCSP: true, reducedMotion: 'reduce' });
  return { context, page: await context.newPage() };
}

const PUBLIC_ROUTES = [
  '/',
  '/search',
  '/search?listingType=rent&area=Gachibowli',
  '/property-type/sale/Apartment',
  '/area/Gachibowli',
  '/rental-agreement',
  '/my-agreements',
  '/owner-plans',
  '/home-renovation',
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
];

/** Waits until the page has drawn its data: no request in flight and no loading state left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !document.body.innerText.includes('Loading'));
}

async function expectClean(page: Page, where: string, selector?: string) {
  await settled(page);
  const violations = await axeViolations(page, selector);
  expect(violations, `${where}\n${violations.join('\n')}`).toEqual([]);
}

describe('every route', () => {
  it('signed out: public pages, a property and the pages that ask for a login', async () => {
    const seller = await apiToken('seller');
    const listing = await postListing(seller.token);
    const { page, context } = await newPage(browser());
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
    await context.close();
  });

  for (const username of ['buyer', 'seller', 'agent1', 'admin']) {
    it(`signed in as ${username}`, async () => {
      const { page, context } = await newPage(browser());
      await signInAs(page, username, DEMO_PASSWORD);
      for (const route of [...PUBLIC_ROUTES, '/property/1', ...ACCOUNT_ROUTES]) {
        await page.goto(route);
        await expectClean(page, `${username} ${route}`);
      }
      await context.close();
    });
  }

  it('at phone width with the menu open', async () => {
    const { page, context } = await newPage(browser(), { width: 480, height: 900 });
    await signInAs(page, 'admin', DEMO_PASSWORD);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectClean(page, 'phone menu, admin');
    await context.close();
  });
});

describe('each dialog', () => {
  it("a visitor's: Login, Register and Create Account", async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectClean(page, 'login dialog', 'dialog[open]');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Login', exact: true }).click();
    await expectClean(page, 'login dialog with its errors', 'dialog[open]');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('dialog', { name: 'Register' }).waitFor();
    await expectClean(page, 'register dialog', 'dialog[open]');
    await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Create Account' }).waitFor();
    await expectClean(page, 'create account dialog', 'dialog[open]');
    await context.close();
  });

  it("a signed-in user's: My Profile, Post Property, Contact Agent, Deal Details and Upload Document", async () => {
    const buyer = await registerUser();
    const buyerSession = await apiToken(buyer.username, buyer.password);
    const seller = await apiToken('seller');
    const agent = await apiToken('agent1');
    const listing = await postListing(seller.token);
    await createDealViaApi(agent.token, listing.id, buyerSession.user.id);
    const { page, context } = await newPage(browser());
    await signInAs(page, buyer.username, buyer.password);
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('button', { name: 'View Profile' }).click();
    await expectClean(page, 'profile dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Post Property' }).click();
    await page.getByRole('dialog', { name: 'Post Property' }).waitFor();
    await expectClean(page, 'post property dialog', 'dialog[open]');
    await page.keyboard.press('Escape');
    await page.goto(`/property/${listing.id}`);
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
    await context.close();
  });

  it("an agent's: Deal Details with each tab, and Create Deal", async () => {
    const buyer = await registerUser();
    const buyerSession = await apiToken(buyer.username, buyer.password);
    const seller = await apiToken('seller');
    const agent = await apiToken('agent1');
    const listing = await postListing(seller.token);
    await createDealViaApi(agent.token, listing.id, buyerSession.user.id);
    const { page, context } = await newPage(browser());
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
    await context.close();
  });

  it("an admin's: a person's details, edit and delete", async () => {
    const { page, context } = await newPage(browser());
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
    await context.close();
  });
});
