// Confirming an email in the browser: the link emailed at sign-up opens a page that says the address is
// confirmed, and says "already used" when opened again; My Account and the poster's listing page say
// whether the email is confirmed, in so many words. At 480 px, axe clean.
import { describe, expect, it } from 'vitest';
import { logIn, postListing, registerUser } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';
import { waitForEmail } from '../support/mailbox.ts';

const browser = useBrowser();
const PHONE = { width: 480, height: 900 };

describe('email confirmation', () => {
  it('confirms from the emailed link, once; My Account and the listing page say so', async () => {
    const person = await registerUser();
    const mail = await waitForEmail(person.email, 'Confirm your email for Gruha');
    const link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    const { token } = await logIn(person.username, person.password);
    const listing = await postListing(token);

    const { page } = await newPage(browser(), PHONE, { bypassCSP: true });
    await page.goto(`/property/${listing.id}`);
    await page.getByText(/email not confirmed yet/).waitFor();

    await signInAs(page, person.username, person.password);
    await page.goto('/account');
    await page.getByText(`Your email ${person.email} is not confirmed yet.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Send me a confirmation link' }).waitFor();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'email-confirmed-480');
    await page.reload();
    await page.getByRole('heading', { name: 'This link has already been used' }).waitFor();

    await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
    await page.goto('/account');
    await page.getByText(`Your email ${person.email} is confirmed.`).waitFor();
    await page.goto(`/property/${listing.id}`);
    await page.getByText(/· Email confirmed/).waitFor();
  }, 120_000);
});
