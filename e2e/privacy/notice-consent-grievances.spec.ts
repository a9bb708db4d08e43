// The privacy notice, consent and grievances in the browser: sign-up shows the short notice and asks
// for each optional email separately; My Account withdraws one and shows the consent record; a visitor
// and a signed-in person file requests with a reference and a due date; an admin answers from the
// paged queue and the person sees the answer. Each screen at 1280 and 480 px, axe clean.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, logIn, registerUser } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';
import { waitForEmail } from '../support/mailbox.ts';

const browser = useBrowser();
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 480, height: 900 };
// axe is injected as a script, which the app's Content-Security-Policy would refuse.
const axePage = (viewport = WIDE) => newPage(browser(), viewport, { bypassCSP: true });

/** axe at both widths (of `selector`), with a screenshot of each; ends wide. */
async function checkBothWidths(page: Page, name: string, selector = 'html') {
  for (const [label, viewport] of [
    ['1280', WIDE],
    ['480', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page, selector)).toEqual([]);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(WIDE);
}

describe('the sign-up notice and consent', () => {
  it('shows the notice at sign-up, records each choice, and withdraws one under Email preferences', async () => {
    const { page } = await axePage();
    await page.goto('/');
    // The grievance officer is named in every page's footer (configuration; Gruha's own office here).
    await page.getByRole('contentinfo').getByText('Grievance Officer, Gruha').waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    const notice = dialog.getByRole('region', { name: 'Your data at Gruha' });
    await notice.getByText('What we keep:').waitFor();
    await notice.getByText('Withdrawing consent:').waitFor();
    await notice.getByText('Complaints:').waitFor();
    expect(await notice.getByRole('link', { name: /full privacy notice/ }).getAttribute('href')).toBe('/privacy');
    const alerts = dialog.getByRole('checkbox', { name: /Alerts for searches I save/ });
    const news = dialog.getByRole('checkbox', { name: /News and offers from Gruha/ });
    expect([await alerts.isChecked(), await news.isChecked()]).toEqual([true, false]);

    const id = crypto.randomBytes(4).toString('hex');
    const username = `meera${id}`;
    await dialog.getByLabel('First name').fill('Meera');
    await dialog.getByLabel('Last name').fill('Iyer');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.test`);
    await dialog.getByLabel('Mobile number').fill(`98${String(crypto.randomInt(10_000_000, 99_999_999))}`);
    await dialog.getByLabel('Password').fill('Charminar@1591');
    await news.check();
    await checkBothWidths(page, 'sign-up-notice', 'dialog');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration successful!').waitFor();

    const { token } = await logIn(username, 'Charminar@1591');
    expect(await api('/api/email/preferences', { token })).toMatchObject({ alerts: true, marketing: true });

    await page.goto('/account');
    const newsChoice = page.getByRole('checkbox', { name: /News and offers from Gruha/ });
    await newsChoice.waitFor();
    expect(await newsChoice.isChecked()).toBe(true);
    await newsChoice.uncheck();
    await page.getByRole('button', { name: 'Save email preferences' }).click();
    await page.getByText('Email preferences saved').waitFor();
    await page.getByText('Your consent record').click();
    await page.getByText(/News and offers from Gruha by email: withdrawn in My Account, \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.getByText(/News and offers from Gruha by email: agreed at sign-up/).waitFor();
    await page.getByText(/Saved search alert emails: agreed at sign-up/).waitFor();
    expect(await api('/api/email/preferences', { token })).toMatchObject({ alerts: true, marketing: false });
    await checkBothWidths(page, 'account-consents');

    // The full notice the sign-up notice links to: itemised, with the officer's contact.
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    for (const section of ['What Gruha keeps and why', 'How long it is kept', 'Optional emails, and withdrawing consent', 'Your rights']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await page.getByRole('region', { name: 'Grievance Officer' }).getByRole('link', { name: 'grievance@gruha.local' }).waitFor();
    await checkBothWidths(page, 'privacy-page');
  });
});

describe('grievances', () => {
  it('takes a visitor’s request with a name and email, naming each missing field, and answers its reference', async () => {
    const { page } = await axePage(PHONE);
    await page.goto('/grievances');
    await page.getByRole('heading', { level: 1, name: 'Grievances' }).waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Please choose what your request is about').waitFor();
    await page.getByText('Please give your name').waitFor();
    await page.getByText('Please give the email we should answer').waitFor();
    await checkBothWidths(page, 'grievance-form-errors');

    const email = `visitor${crypto.randomBytes(4).toString('hex')}@example.test`;
    await page.getByLabel(/What is it about/).selectOption({ label: 'Erase my data' });
    await page.getByLabel(/Tell us more/).fill('Please erase the enquiry I sent about a flat in Kondapur.');
    await page.getByLabel(/Your name/).fill('Anil Kumar');
    await page.getByLabel(/Email for our answer/).fill(email);
    await page.getByRole('button', { name: 'Send request' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Request received.' });
    await receipt.waitFor();
    const reference = /GR-\d{4}-\d{6}/.exec(await receipt.innerText())?.[0];
    expect(reference).toBeDefined();
    expect(await receipt.innerText()).toMatch(/We will answer by \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await waitForEmail(email, `Gruha has your request ${reference}`);
  });

  it('lists a signed-in person’s request in the admins’ queue; the answer reaches the person', async () => {
    const person = await registerUser();
    const { page } = await axePage();
    await signInAs(page, person.username, person.password);
    await page.goto('/grievances');
    await page.getByRole('heading', { level: 2, name: 'Your requests' }).waitFor();
    await page.getByText('No requests yet').waitFor();
    expect(await page.getByLabel(/Your name/).count()).toBe(0);
    await page.getByLabel(/What is it about/).selectOption({ label: 'A summary of the data Gruha keeps about me' });
    await page.getByLabel(/Tell us more/).fill('Please send me a summary of what you keep about me.');
    await page.getByRole('button', { name: 'Send request' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Request received.' });
    await receipt.waitFor();
    const reference = /GR-\d{4}-\d{6}/.exec(await receipt.innerText())?.[0] ?? '';
    const mine = page.getByRole('listitem').filter({ hasText: reference });
    await mine.getByText('Open').waitFor();
    await checkBothWidths(page, 'grievances-signed-in');

    const admin = await axePage();
    await signInAs(admin.page, 'admin');
    await admin.page.goto('/');
    await admin.page.getByRole('link', { name: 'Grievance Queue' }).first().click();
    await admin.page.getByRole('heading', { level: 1, name: 'Grievance Queue' }).waitFor();
    const item = admin.page.getByRole('listitem', { name: new RegExp(reference) });
    await item.getByText(person.email).waitFor();
    await admin.page
      .getByRole('navigation', { name: 'Pages' })
      .getByText(/Page 1 of \d+/)
      .waitFor();
    await checkBothWidths(admin.page, 'grievance-queue');

    await item.getByLabel('Status').selectOption({ label: 'Resolved' });
    // Resolving without a reply is refused by the server (400), which the browser logs.
    allowConsoleErrors(failedRequest(400, '/api/admin/grievances/'));
    await item.getByRole('button', { name: `Save ${reference}` }).click();
    await item.getByText('Write the reply the person gets when you resolve their request').waitFor();
    await item.getByLabel(/Reply to the person/).fill('Your data summary is attached to this email thread.');
    await item.getByRole('button', { name: `Save ${reference}` }).click();
    await admin.page.getByText(`${reference} saved`).waitFor();
    // Resolved, it leaves the open requests; the Resolved filter has it with the reply.
    await item.waitFor({ state: 'detached' });
    await admin.page.getByRole('button', { name: /^Resolved/ }).click();
    await admin.page
      .getByRole('listitem', { name: new RegExp(reference) })
      .getByText('Your data summary is attached')
      .waitFor();

    await waitForEmail(person.email, `An answer to your request ${reference}`);
    await page.reload();
    await mine.getByText('Resolved').waitFor();
    await mine.getByText('Your data summary is attached to this email thread.').waitFor();
  });
});
