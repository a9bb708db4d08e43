// One's own account in the browser: the unsubscribe link of a real email (read from the suite's SMTP
// server) works, and the account page turns that kind of email back on; name, email and phone are
// edited; a password change signs out every other session; a forgotten password is reset from the
// emailed link, which then stops working. Each screen at 1024, 768 and 480 px, by keyboard, axe clean.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, apiFetch, logIn, newPoster, postListing, registerUser } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, serverFailure, signInAs, useBrowser } from '../support/browser.ts';
import { waitForEmail } from '../support/mailbox.ts';

const browser = useBrowser();

/** The first link in an email's text that leads to `path`. */
function linkTo(text: string | undefined, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace(/[?]/g, '\\?')}\\S*`).exec(text ?? '');
  if (!match) throw new Error(`no ${path} link in the email`);
  return match[0];
}

async function checkSizes(page: Page, name: string) {
  for (const width of [1024, 768, 480]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('unsubscribing and subscribing again', () => {
  it("unsubscribes from an email's link with one click, and the account page turns it back on", async () => {
    const searcher = await registerUser();
    const session = await logIn(searcher.username, searcher.password);
    const name = `Kokapet homes ${searcher.username}`;
    await api('/api/saved-searches', { method: 'POST', token: session.token, body: { name, filters: { area: 'Kokapet' }, frequency: 'instantly' } });
    const { token } = await newPoster();
    const listing = await postListing(token, { areaName: 'Kokapet' });
    const mail = await waitForEmail(searcher.email, `New home for your saved search: 2 BHK Apartment in Kokapet (#${listing.id})`);

    const { page } = await newPage(browser(), undefined, { bypassCSP: true });
    await page.goto(linkTo(mail.text, '/api/email/unsubscribe?token='));
    await page.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Unsubscribed' }).waitFor();
    expect(await page.title()).toBe('Unsubscribed · Gruha');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByText('You will no longer get saved search alerts and daily digests emails.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await api('/api/email/preferences', { token: session.token })).toEqual({
      alerts: false,
      leads: true,
      deals: true,
      listings: true,
      moderation: true,
      messages: true,
      visits: true,
      tenancies: true,
      marketing: false,
    });

    // The page's link to the account page; there, signed in, the kind is turned back on.
    await signInAs(page, searcher.username, searcher.password);
    await page.goto('/account');
    const alerts = page.getByRole('checkbox', { name: /Saved search alerts and daily digests/ });
    await alerts.waitFor();
    expect(await alerts.isChecked()).toBe(false);
    await alerts.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save email preferences' }).click();
    await page.getByText('Email preferences saved').waitFor();
    expect(await api('/api/email/preferences', { token: session.token })).toEqual({
      alerts: true,
      leads: true,
      deals: true,
      listings: true,
      moderation: true,
      messages: true,
      visits: true,
      tenancies: true,
      marketing: false,
    });
  });
});

describe('the account page', () => {
  it('edits name, phone and (with the current password) email', async () => {
    const person = await registerUser();
    const { page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signInAs(page, person.username, person.password);
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByLabel('First name').fill('Sarojini');
    await page.getByLabel('Mobile number').fill('98480 22334');
    const newEmail = `new-${person.email}`;
    allowConsoleErrors(failedRequest(400, '/api/users/'));
    await page.getByRole('textbox', { name: /^Email/ }).fill(newEmail);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Enter your current password to change your email').waitFor();
    await checkSizes(page, 'account-details-error');
    await page.locator('form').filter({ hasText: 'Save details' }).getByLabel('Current password').fill(person.password);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Your details are saved').waitFor();
    // The header greets the new name; the server keeps the new details.
    await page.getByRole('button', { name: /^Account menu for Sarojini/ }).waitFor();
    const me = await api<{ firstName: string; email: string; mobileNumber: string }>('/api/auth/me', {
      token: (await logIn(person.username, person.password)).token,
    });
    expect(me).toMatchObject({ firstName: 'Sarojini', email: newEmail, mobileNumber: '9848022334' });
  });

  it('changes the password by keyboard, and every other session ends', async () => {
    const person = await registerUser();
    const other = await newPage(browser());
    await signInAs(other.page, person.username, person.password);
    await other.page.goto('/account');
    await other.page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    const { page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signInAs(page, person.username, person.password);
    await page.goto('/account');
    const current = page.locator('form').filter({ hasText: 'Changing your password' }).getByLabel('Current password');
    allowConsoleErrors(failedRequest(400, '/api/auth/change-password'));
    await current.fill('not-my-password');
    await page.getByLabel('New password').fill('Monsoon-Terrace-81');
    await page.getByLabel('New password').press('Enter');
    await page.getByText('Your current password is not correct').waitFor();
    await checkSizes(page, 'account-password-error');
    await current.fill(person.password);
    await current.press('Enter');
    await page.getByText('Password changed. You have been signed out everywhere else.').waitFor();

    // This device stays signed in; the other one is asked to log in again.
    allowConsoleErrors(failedRequest(401, '/api/'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
    await other.page.reload();
    await other.page.getByRole('dialog', { name: 'Login' }).waitFor();
    expect((await apiFetch('/api/auth/login', { method: 'POST', body: { username: person.username, password: 'Monsoon-Terrace-81' } })).status).toBe(
      200,
    );
  });

  it('shows loading, then an error with Try Again when email preferences cannot be loaded', async () => {
    const person = await registerUser();
    const { page } = await newPage(browser(), undefined, { bypassCSP: true });
    await signInAs(page, person.username, person.password);
    allowConsoleErrors(failedRequest(503, '/api/email/preferences'));
    let failing = true;
    await page.route('**/api/email/preferences', (route) => (failing ? route.fulfill(serverFailure(503, 'Service unavailable')) : route.fallback()));
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Could not load your email preferences' }).waitFor();
    await checkSizes(page, 'account-preferences-error');
    failing = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('checkbox', { name: /Deal updates/ }).waitFor();
  });
});

describe('forgotten password', () => {
  it('emails a link that sets a new password once; the same link then says to ask again', async () => {
    const person = await registerUser();
    const { page } = await newPage(browser(), undefined, { bypassCSP: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(person.email);
    await checkSizes(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/^If an account uses this email, we have sent it a link/).waitFor();
    // An address without an account gets the same answer.
    expect(await (await apiFetch('/api/auth/forgot-password', { method: 'POST', body: { email: `nobody-${person.email}` } })).json()).toMatchObject({
      message: expect.stringMatching(/^If an account uses this email/),
    });

    const mail = await waitForEmail(person.email, 'Reset your Gruha password');
    const link = linkTo(mail.text, '/reset-password?token=');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('Banyan-Courtyard-19');
    await checkSizes(page, 'reset-password');
    await page.getByLabel('New password').press('Enter');
    await page.getByText('Password reset. Please log in with your new password.').waitFor();
    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username, email or mobile number').fill(person.username);
    await dialog.getByLabel('Password').fill('Banyan-Courtyard-19');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Account menu for/ }).waitFor();

    // Used once, the link says so as it opens, with the way to a new one, before asking for a password.
    const again = await newPage(browser());
    allowConsoleErrors(failedRequest(400, '/api/auth/reset-password/check'));
    await again.page.goto(link);
    await again.page.getByText(/^This reset link is not valid any more/).waitFor();
    await again.page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(await again.page.getByLabel('New password').count()).toBe(0);
    expect((await apiFetch('/api/auth/login', { method: 'POST', body: { username: person.username, password: 'Another-Password-77' } })).status).toBe(
      401,
    );
  });
});
