// Spec section 2 (Header) and section 6: each demo role signs in through the login dialog and
// sees its own header. Nobody signs out here: sign-out ends every session of that demo user.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, newPage, screenshot, useBrowser } from '../support/browser.ts';
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
    const { page, context } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Post Property' }).count()).toBe(0);
    await context.close();
  });

  it('gives the admin the admin buttons and the Admin Dashboard', async () => {
    const { page, context } = await signedInPage('admin');
    const tools = page.getByRole('navigation', { name: 'Admin tools' });
    for (const name of ['View Deals', 'View Agents', 'View Users']) await tools.getByRole('link', { name }).waitFor();
    await tools.getByRole('link', { name: /^Agent Dashboard\s*\d+ open inquir/ }).waitFor();
    await page.getByRole('link', { name: 'My Properties' }).waitFor();
    const menu = await openUserMenu(page);
    expect(await menuEntries(menu)).toEqual(['View Profile', 'My Agreements', 'My Properties', 'Admin Dashboard', 'Logout']);
    await screenshot(page, 'shell-header-admin-1280');

    await menu.getByRole('link', { name: 'Admin Dashboard' }).click();
    await page.waitForURL('**/admin-deals');
    await tools.getByRole('link', { name: 'View Users' }).click();
    await page.waitForURL('**/admin-users');
    await context.close();
  });

  it('gives an agent the dashboard button with the open-inquiry badge', async () => {
    const { page, context } = await signedInPage('agent1');
    const tools = page.getByRole('navigation', { name: 'Agent tools' });
    const dashboard = tools.getByRole('link', { name: /^Agent Dashboard\s*\d+ open inquir/ });
    await dashboard.waitFor();
    expect(await page.getByRole('link', { name: 'View Users' }).count()).toBe(0);
    const menu = await openUserMenu(page);
    expect(await menuEntries(menu)).toEqual(['View Profile', 'My Agreements', 'My Properties', 'Agent Dashboard', 'Logout']);
    await page.keyboard.press('Escape');
    await dashboard.click();
    await page.waitForURL('**/agent-dashboard');
    await context.close();
  });

  for (const username of ['buyer', 'seller']) {
    it(`gives the ${username} My Deals and no agent or admin tools`, async () => {
      const { page, context } = await signedInPage(username);
      expect(await page.getByRole('navigation', { name: /tools$/ }).count()).toBe(0);
      const menu = await openUserMenu(page);
      expect(await menuEntries(menu)).toEqual(['View Profile', 'My Agreements', 'My Properties', 'My Deals', 'Logout']);
      await menu.getByRole('link', { name: 'My Deals' }).click();
      await page.waitForURL('**/my-deals');
      await context.close();
    });
  }

  it('sends a non-admin who opens /admin-users home', async () => {
    const { page, context } = await signedInPage('buyer');
    await page.goto('/admin-users');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/agent-dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('sends a visitor who opens a signed-in page home', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/admin-users');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/my-properties');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
