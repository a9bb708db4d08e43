// Spec section 2 (Header) and section 6: each demo role signs in through the login dialog and
// sees its own header. Nobody signs out here: sign-out ends every session of that demo user.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/api.ts';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';
import { logInThroughDialog, openUserMenu } from './shell-helpers.ts';

const browser = useBrowser();

async function signedInPage(username: string) {
  const { page, context } = await newPage(browser());
  await page.goto('/');
  const dialog = await logInThroughDialog(page, username, DEMO_PASSWORD);
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Post Property' }).waitFor();
  return { page, context };
}

const menuEntries = async (menu: Awaited<ReturnType<typeof openUserMenu>>) =>
  (await menu.getByRole('listitem').allInnerTexts()).map((text) => text.trim());

describe('the header for each role', () => {
  it('offers a visitor Login and Sign Up and no account menu', async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Post Property' }).count()).toBe(0);
  });

  it('gives the admin the admin buttons and the Admin Dashboard', async () => {
    const { page } = await signedInPage('admin');
    const tools = page.getByRole('navigation', { name: 'Admin tools' });
    for (const name of ['View Deals', 'View Agents', 'View Users']) await tools.getByRole('link', { name }).waitFor();
    await tools.getByRole('link', { name: /^Agent Dashboard\s*\d+ open inquir/ }).waitFor();
    await page.getByRole('link', { name: 'My Properties' }).waitFor();
    const menu = await openUserMenu(page);
    expect(await menuEntries(menu)).toEqual([
      'View Profile',
      'My Account',
      'My Agreements',
      'My Homes',
      'My Properties',
      'Admin Dashboard',
      'Logout',
    ]);
    await screenshot(page, 'shell-header-admin-1280');

    await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.waitForURL('**/admin-deals');
    await tools.getByRole('link', { name: 'View Users' }).click();
    await page.waitForURL('**/admin-users');
  });

  it('gives an agent the dashboard button with the open-inquiry badge', async () => {
    const { page } = await signedInPage('agent1');
    const tools = page.getByRole('navigation', { name: 'Agent tools' });
    const dashboard = tools.getByRole('link', { name: /^Agent Dashboard\s*\d+ open inquir/ });
    await dashboard.waitFor();
    expect(await page.getByRole('link', { name: 'View Users' }).count()).toBe(0);
    const menu = await openUserMenu(page);
    expect(await menuEntries(menu)).toEqual([
      'View Profile',
      'My Account',
      'My Agreements',
      'My Homes',
      'My Properties',
      'Agent Dashboard',
      'Logout',
    ]);
    await page.keyboard.press('Escape');
    await dashboard.click();
    await page.waitForURL('**/agent-dashboard');
  });

  for (const username of ['buyer', 'seller']) {
    it(`gives the ${username} My Deals and no agent or admin tools`, async () => {
      const { page, context } = await signedInPage(username);
      expect(await page.getByRole('navigation', { name: /tools$/ }).count()).toBe(0);
      const menu = await openUserMenu(page);
      expect(await menuEntries(menu)).toEqual([
        'View Profile',
        'My Account',
        'My Agreements',
        'My Homes',
        'My Properties',
        'My Deals',
        'My Rentals',
        'Deals on My Properties',
        'Logout',
      ]);
      await menu.getByRole('link', { name: 'My Deals' }).click();
      await page.waitForURL('**/my-deals');
      // A seller reaches the deals on their own listings from the same menu.
      await (await openUserMenu(page)).getByRole('link', { name: 'Deals on My Properties' }).click();
      await page.waitForURL('**/seller-deals');
      await page.getByRole('heading', { level: 1, name: 'Deals on My Properties' }).waitFor();
      await context.close();
    });
  }

  it('tells a signed-in user a page for another role is not for their account, with a way on', async () => {
    const { page } = await signedInPage('buyer');
    await page.goto('/admin-users');
    const refusal = page.getByRole('heading', { name: 'This page is not for your account' });
    await refusal.waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin-users');
    await page.getByText('Admin Users is only for admins.').waitFor();
    await screenshot(page, 'shell-not-for-your-account-1280');
    await page.goto('/agent-dashboard');
    await page.getByText('Agent Dashboard is only for agents and admins.').waitFor();
    await page.getByRole('link', { name: 'Go to My Deals' }).click();
    await page.waitForURL('**/my-deals');
    await page.getByRole('heading', { level: 1, name: 'My Purchase Deals' }).waitFor();
  });

  it('tells an agent the admin pages are not for their account', async () => {
    const { page } = await signedInPage('agent1');
    await page.goto('/admin-deals');
    await page.getByRole('heading', { name: 'This page is not for your account' }).waitFor();
    await page.getByRole('link', { name: 'Go to Agent Dashboard' }).waitFor();
  });

  for (const [path, pageName, username, heading] of [
    ['/my-deals', 'My Deals', 'buyer', 'My Purchase Deals'],
    ['/agent-dashboard', 'Agent Dashboard', 'agent1', undefined],
    ['/admin-users', 'Admin Users', 'admin', undefined],
    ['/my-properties', 'My Properties', 'seller', undefined],
  ] as const) {
    it(`asks a visitor to log in to see ${pageName}, saying why, and shows ${path} after the sign-in`, async () => {
      const { page, context } = await newPage(browser());
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: 'Login' });
      await dialog.getByText(`Please log in to see ${pageName}.`).waitFor();
      if (path === '/my-deals') await screenshot(page, 'shell-login-for-page-1280');
      await dialog.getByLabel('Username, email or mobile number').fill(username);
      await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(path);
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
      expect(await page.getByText('Please log in', { exact: true }).count()).toBe(0);
      await context.close();
    });
  }

  it('leaves a visitor who closes the login dialog a Login button on the page', async () => {
    const { page } = await newPage(browser());
    await page.goto('/seller-deals');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByText('Please log in to see Deals on My Properties.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Please log in' }).waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await dialog.getByText('Please log in to see Deals on My Properties.').waitFor();
  });
});
