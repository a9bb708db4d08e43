//an admin finds a user, changes their role, deletes another, whose sign-in then fails;
// a USER is sent home from /admin-users.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiFetch, registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, serverFailure, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

async function openUser(page: Page, email: string) {
  await page.getByLabel('Search users').fill(email);
  await page
    .getByRole('list', { name: 'Users' })
    .getByRole('button', { name: new RegExp(email) })
    .click();
}

describe('the admin users page', () => {
  it('finds a user by email, makes them an agent, and deletes another who then cannot sign in', async () => {
    const [first, second] = await Promise.all([registerUser(), registerUser()]);
    const { page } = await newPage(browser());
    // The browser logs every refused request: the 409 below is expected.
    allowConsoleErrors(failedRequest(409, '/api/users/'));
    await signInAs(page, 'admin');
    await page.goto('/admin-users');
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();

    await openUser(page, first.email);
    const detail = page.getByRole('region', { name: `${first.firstName} ${first.lastName}` });
    expect(await detail.locator('dt:text-is("Email") + dd').innerText()).toBe(first.email);
    expect(await detail.locator('dt:text-is("Role") + dd').innerText()).toBe('Buyer/Seller');

    await detail.getByRole('button', { name: 'Edit User' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await edit.getByLabel('Phone').getAttribute('type')).toBe('tel');
    await edit.getByLabel('Email').fill(second.email);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('An account with this email already exists').waitFor();
    expect(await edit.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await edit.getByLabel('Email').fill(first.email);
    await edit.getByLabel('Role').selectOption('AGENT');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('User updated successfully!').waitFor();
    await expect.poll(() => detail.locator('dt:text-is("Role") + dd').innerText()).toBe('Agent');

    await page.getByRole('button', { name: /^Agents \(\d+\)/ }).click();
    await page
      .getByRole('list', { name: 'Users' })
      .getByRole('button', { name: new RegExp(first.email) })
      .waitFor();
    await page.goto('/admin-agents');
    await page.getByLabel('Search agents').fill(first.email);
    await page
      .getByRole('list', { name: 'Agents' })
      .getByRole('button', { name: new RegExp(first.email) })
      .waitFor();

    await page.goto('/admin-users');
    await openUser(page, second.email);
    await page
      .getByRole('region', { name: `${second.firstName} ${second.lastName}` })
      .getByRole('button', { name: 'Delete User' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await confirm.getByText('Are you sure you want to delete this user?').waitFor();
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await page.getByText('User deleted successfully!').waitFor();
    await page.getByRole('heading', { name: 'No users found' }).waitFor();
    expect(await page.getByRole('list', { name: 'Users' }).count()).toBe(0);

    const signIn = await apiFetch('/api/auth/login', { method: 'POST', body: { username: second.username, password: second.password } });
    expect(signIn.status).toBe(401);
    expect((await signIn.json()).message).toBe('Invalid username or password');
  });

  it('does not let the admin delete their own account, and says why', async () => {
    const { page } = await newPage(browser());
    await signInAs(page, 'admin');
    await page.goto('/admin-users');
    // By keyboard: Enter on the card opens the person and puts focus on their name.
    await page.getByLabel('Search users').fill('ravi.kumar@gruha.example');
    await page
      .getByRole('list', { name: 'Users' })
      .getByRole('button', { name: /ravi\.kumar@gruha\.example/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ravi Kumar');
    const deleteButton = page.getByRole('button', { name: 'Delete User' });
    expect(await deleteButton.isDisabled()).toBe(true);
    await page.getByText('You cannot delete your own account.').waitFor();
  });

  it('says when the users cannot be loaded, and tries again', async () => {
    const { page } = await newPage(browser());
    // The test plays a failing server.
    allowConsoleErrors(failedRequest(500, '/api/users'));
    await signInAs(page, 'admin');
    const isUserList = (url: URL) => url.pathname === '/api/users';
    await page.route(isUserList, (route) => route.fulfill(serverFailure()));
    await page.goto('/admin-users');
    await page.getByRole('heading', { name: 'Failed to load users' }).waitFor();
    await page.unroute(isUserList);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('list', { name: 'Users' }).waitFor();
    await page.getByLabel('Search users').fill('no-such-person-anywhere');
    await page.getByRole('heading', { name: 'No users found' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('list', { name: 'Users' }).waitFor();
  });

  it('shows a USER who opens /admin-users that the page is not for their account, and no users', async () => {
    const user = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, user.username, user.password);
    await page.goto('/admin-users');
    await page.getByRole('heading', { name: 'This page is not for your account' }).waitFor();
    expect(await page.getByRole('list', { name: 'Users' }).count()).toBe(0);
  });

  it('looks right at 1280, 768 and 480 px', async () => {
    const { page } = await newPage(browser());
    await signInAs(page, 'admin');
    for (const width of [1280, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin-users');
      await openUser(page, 'aditya.sharma@gruha.example');
      await page.getByRole('list', { name: 'Deals' }).waitFor();
      await page.getByLabel('Search users').fill('');
      await page.getByRole('list', { name: 'Users' }).getByRole('button').nth(3).waitFor();
      await screenshot(page, `admin-users-${width}`);
      await page
        .getByRole('button', { name: /^View details/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Deal Details' }).waitFor();
      await screenshot(page, `admin-users-deal-${width}`);
      await page.keyboard.press('Escape');
    }
  });
});
