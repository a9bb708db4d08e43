// Spec sections 4, 5 and 8: signing up, in and out in the browser, and the error banner's rules.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiFetch, logIn, registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';
import { logInThroughDialog, openUserMenu } from './shell-helpers.ts';

const browser = useBrowser();

describe('accounts in the browser', () => {
  it('signs up through the Create Account dialog, lands signed in, and signs out', async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    const submit = dialog.getByRole('button', { name: 'Create Account' });

    const id = crypto.randomBytes(4).toString('hex');
    await dialog.getByLabel('First name').fill('Lakshmi');
    await dialog.getByLabel('Last name').fill('Reddy');
    await dialog.getByLabel('Username').fill(`lakshmi${id}`);
    await dialog.getByLabel('Email').fill(`lakshmi${id}@example.test`);
    // Non-digits are dropped; the number is complete at 10 digits.
    await dialog.getByLabel('Mobile number').fill(`9a8${String(crypto.randomInt(10_000_000, 99_999_999))}`);
    expect(await dialog.getByLabel('Mobile number').inputValue()).toMatch(/^98\d{8}$/);

    await dialog.getByLabel('Password').fill('abc');
    await dialog.getByText('Password strength: Too Short').waitFor();
    expect(await submit.isDisabled()).toBe(true);

    await dialog.getByLabel('Password').fill('abcdefgh');
    await dialog.getByText('Password strength: Weak').waitFor();
    await submit.click();
    await dialog.getByRole('alert').getByText('Please choose a stronger password.').waitFor();

    await dialog.getByLabel('Password').fill('Charminar@1591');
    await dialog.getByText('Password strength: Strong').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'shell-create-account-1280');
    await submit.click();

    await page.getByText('Registration successful!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Account menu for Lakshmi' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe(`lakshmi${id}`);

    const menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  it('shows the server message for a wrong password and clears it when a field is edited', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    // The wrong password is refused with 401.
    allowConsoleErrors(failedRequest(401, '/api/auth/login'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The dialog opens with the first field ready for typing.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.press('Escape');
    const dialog = await logInThroughDialog(page, account.username, 'Wrong@1234');
    const banner = dialog.getByRole('alert');
    await banner.getByText('Invalid username or password').waitFor();
    await screenshot(page, 'shell-login-error-1280');

    await dialog.getByLabel('Password').fill('Wrong@12345');
    await banner.waitFor({ state: 'detached' });

    // The right password, by email this time: the dialog closes and the header greets the user.
    await dialog.getByLabel('Username, email or mobile number').fill(account.email);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Account menu for ${account.firstName}` }).waitFor();
  });

  it('refuses a short password in registration mode before asking the server, and clears it on a mode switch', async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });

    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByText('First name is required').waitFor();

    await dialog.getByLabel('First name').fill('Ravi');
    await dialog.getByLabel('Last name').fill('Kumar');
    await dialog.getByLabel('Username').fill('ravi-short-password');
    await dialog.getByLabel('Email').fill('ravi@example.test');
    await dialog.getByLabel('Password').fill('Ab1!');
    await dialog.getByText('Password strength: Too Short').waitFor();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await dialog.getByRole('alert').getByText('Password must be at least 6 characters').waitFor();
    await screenshot(page, 'shell-register-mode-1280');

    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const loginDialog = page.getByRole('dialog', { name: 'Login' });
    await loginDialog.getByLabel('Username, email or mobile number').waitFor();
    expect(await loginDialog.getByRole('alert').count()).toBe(0);

    // A click outside closes the dialog.
    await page.mouse.click(5, 5);
    await loginDialog.waitFor({ state: 'detached' });
  });

  it('silently clears a corrupt stored user', async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('authToken', 'some-token');
      localStorage.setItem('user', '{not json');
    });
    await page.reload();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  it('keeps a newer sign-in when the check of the older session answers after it', async () => {
    const [older, newer] = [await registerUser(), await registerUser()];
    const { page } = await newPage(browser());
    await signInAs(page, older.username, older.password);
    // The start-up check of the older session is sent, then held until the newer sign-in is stored
    // (as another tab would).
    let asked = () => {};
    let release = () => {};
    const sent = new Promise<void>((resolve) => (asked = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
    await page.reload();
    await sent;
    const signedIn = await logIn(newer.username, newer.password);
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('authToken', token!);
        localStorage.setItem('user', user!);
      },
      [signedIn.token, JSON.stringify(signedIn.user)],
    );
    release();
    expect((await checked).status()).toBe(200);
    await page.getByRole('button', { name: `Account menu for ${newer.firstName}` }).waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('authToken'), JSON.parse(localStorage.getItem('user') ?? 'null')?.username]);
    expect(stored).toEqual([signedIn.token, newer.username]);
  });

  it('shows My Profile with the phone and logs out from it', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    await page.goto('/');
    await logInThroughDialog(page, account.mobileNumber, account.password);
    const menu = await openUserMenu(page);
    await menu.getByRole('button', { name: 'View Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'My Profile' });
    await profile.getByText(`${account.firstName} ${account.lastName}`).first().waitFor();
    const facts = await profile.locator('dd').allInnerTexts();
    expect(facts).toEqual([`${account.firstName} ${account.lastName}`, account.username, account.email, account.mobileNumber]);
    await screenshot(page, 'shell-profile-1280');
    await profile.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
  });

  it('shows the busy label while signing in and the network text when the request fails', async () => {
    const { page } = await newPage(browser());
    // The test fails the sign-in request.
    allowConsoleErrors(/^Failed to load resource: net::ERR_CONNECTION_FAILED /);
    let releaseRequest = () => {};
    const held = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await page.goto('/');
    const dialog = await logInThroughDialog(page, 'someone', 'Some@1234');
    const busy = dialog.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    releaseRequest();
    await dialog.getByRole('alert').getByText('Network error. Please try again.').waitFor();
    await dialog.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });

  it('shows the server message when Create Account meets a taken username', async () => {
    const existing = await registerUser();
    const { page } = await newPage(browser());
    // The taken username is refused with 409.
    allowConsoleErrors(failedRequest(409, '/api/auth/register'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    const id = crypto.randomBytes(4).toString('hex');
    await dialog.getByLabel('First name').fill('Anil');
    await dialog.getByLabel('Last name').fill('Varma');
    await dialog.getByLabel('Username').fill(existing.username);
    await dialog.getByLabel('Email').fill(`anil${id}@example.test`);
    await dialog.getByLabel('Mobile number').fill(String(6_000_000_000 + crypto.randomInt(0, 999_999_999)));
    await dialog.getByLabel('Password').fill('Golconda@1518');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const banner = dialog.getByRole('alert');
    await expect.poll(() => banner.innerText()).toMatch(/username/i);
    await dialog.getByLabel('Username').fill(`anil${id}`);
    await banner.waitFor({ state: 'detached' });
  });

  it('ends the session and asks for a new sign-in when the server stops accepting it mid-visit', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    // The revoked session's requests are refused with 401: that is what ends it.
    allowConsoleErrors(/^Failed to load resource: the server responded with a status of 401 /);
    const session = await signInAs(page, account.username, account.password);
    // A page that has not read the user's deals, so going to them must ask the server. Its own
    // requests (the start-up check of the stored session, the saved agreements) finish before the
    // session is revoked: one of them refused would end the session before the test acts.
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/me'));
    await page.goto('/my-agreements');
    expect((await checked).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: `Account menu for ${account.firstName}` }).waitFor();
    // Signed out elsewhere (another device): the token this tab holds is revoked on the server.
    const revoked = await apiFetch('/api/auth/logout', { method: 'POST', token: session.token });
    expect(revoked.status).toBe(200);

    const menu = await openUserMenu(page);
    await menu.getByRole('link', { name: 'My Deals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('status').getByText('Your session has ended. Please log in again.').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
    await screenshot(page, 'shell-session-ended-1280');

    await dialog.getByLabel('Username, email or mobile number').fill(account.username);
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Account menu for ${account.firstName}` }).waitFor();
    await (await openUserMenu(page)).getByRole('link', { name: 'My Deals' }).click();
    await page.getByRole('heading', { name: 'My Purchase Deals' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
