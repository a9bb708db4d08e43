// Deleting one's own account in the browser: the dialog lists what goes and what stays with the
// reasons, asks for the password (a wrong one is refused in place), and then signs out on this device
// and every other and says so; the listing leaves search. Each screen at 1024, 768 and 480 px, by keyboard, axe clean.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RETENTION } from '#shared/privacy/retention.ts';
import { apiFetch, logIn, postListing, registerUser } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

async function checkSizes(page: Page, name: string) {
  for (const width of [1024, 768, 480]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('deleting my account', () => {
  it('shows what goes and what stays, asks for the password, then signs out everywhere and says so', async () => {
    const person = await registerUser();
    const session = await logIn(person.username, person.password);
    const listing = await postListing(session.token, { areaName: 'Kokapet' });
    const other = await newPage(browser());
    await signInAs(other.page, person.username, person.password);
    await other.page.goto('/account');
    await other.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    const { page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signInAs(page, person.username, person.password);
    await page.goto('/account');
    const open = page.getByRole('button', { name: 'Delete my account...' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByRole('heading', { name: 'What stays, and why' }).waitFor();
    await dialog.getByText(RETENTION.receipts.source).waitFor();
    await dialog.getByText(RETENTION.idNumbers.record).waitFor();
    await checkSizes(page, 'delete-account-dialog');

    allowConsoleErrors(failedRequest(400, '/api/auth/delete-account'));
    const password = dialog.getByLabel('Your password');
    await password.fill('not-my-password');
    await password.press('Enter');
    await dialog.getByText('Your password is not correct').waitFor();
    await checkSizes(page, 'delete-account-wrong-password');

    // The sign-out that follows tells the server with the token the deletion has just ended.
    allowConsoleErrors(failedRequest(401, '/api/'));
    await password.fill(person.password);
    await password.press('Enter');
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor({ state: 'detached' });
    // Signed out without being asked to sign in again.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await checkSizes(page, 'account-deleted');

    // The other device is asked to log in again; the account cannot be signed in to; the listing is gone.
    await other.page.reload();
    await other.page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect((await apiFetch('/api/auth/login', { method: 'POST', body: { username: person.username, password: person.password } })).status).toBe(401);
    expect((await apiFetch(`/api/properties/${listing.id}`)).status).toBe(404);
  });
});
