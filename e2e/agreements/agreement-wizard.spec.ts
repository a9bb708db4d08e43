// An owner writes a rental agreement as a person would (typing, tabbing, fixing a mistake), submits
// it, finds it in My Agreements, renews it and downloads the PDF.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { addMonths } from '#shared/agreement/rules.ts';
import { formatDate } from '#shared/format-date.ts';
import { todayInIndia } from '#shared/india-date.ts';
import { newAgreementId } from '#shared/agreement/record.ts';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { apiFetch, registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, serverFailure, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

// The first visit of a page waits for its lazily loaded code, which takes a while on a busy machine.
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const visibleText = (page: Page) => page.locator('main').innerText();

async function typeAndTab(page: Page, locator: ReturnType<Page['getByLabel']>, text: string) {
  await locator.click();
  await locator.pressSequentially(text);
  await page.keyboard.press('Tab');
}

async function pdfText(path: string) {
  const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('rental agreement builder', () => {
  it('takes an owner from the intro to a saved, renewable agreement and a PDF', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, account.username, account.password);
    await page.goto('/rental-agreement');
    await page.getByRole('button', { name: 'Create Your Agreement Now' }).click();

    const owner = page.getByRole('group', { name: 'Owner (Landlord) Details' });
    const tenant = page.getByRole('group', { name: 'Tenant Details' });
    const next = page.getByRole('button', { name: 'Next: Property Details' });
    await eventually(() => next.isDisabled()).toBe(true);

    await typeAndTab(page, owner.getByLabel('Full Name'), 'Ravi Kumar');
    await typeAndTab(page, owner.getByLabel('Phone Number'), '98765-abc-43210');
    expect(await owner.getByLabel('Phone Number').inputValue()).toBe('9876543210');
    // Govt. ID Type keeps its default (Aadhaar); tab past it to the number and mistype one digit.
    await page.keyboard.press('Tab');
    await page.keyboard.type('234123412347');
    await page.keyboard.press('Tab');
    await eventually(() => owner.innerText()).toContain('Invalid Aadhaar number.');
    await screenshot(page, 'agreement-parties-error-1280');

    const aadhaar = owner.getByLabel('Aadhaar Number');
    await aadhaar.fill('');
    await aadhaar.pressSequentially('234123412346');
    await eventually(() => owner.innerText()).not.toContain('Invalid Aadhaar number.');

    await typeAndTab(page, tenant.getByLabel('Full Name'), 'Anjali Rao');
    await typeAndTab(page, tenant.getByLabel('Phone Number'), '9123456780');
    await tenant.getByLabel('Govt. ID Type').selectOption('PAN');
    await typeAndTab(page, tenant.getByLabel('PAN Number'), 'abcpe1234f');
    expect(await tenant.getByLabel('PAN Number').inputValue()).toBe('ABCPE1234F');
    await eventually(() => next.isEnabled()).toBe(true);
    await next.click();

    await eventually(() => visibleText(page)).toContain('Step 2: Property & Terms');
    // Leaving a required field empty shows its error; Back clears the messages.
    await page.getByLabel('Property Address').focus();
    await page.keyboard.press('Tab');
    await eventually(() => visibleText(page)).toContain('Property address is required.');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Next: Property Details' }).click();
    await eventually(() => visibleText(page)).toContain('Step 2: Property & Terms');
    expect(await visibleText(page)).not.toContain('Property address is required.');
    await typeAndTab(page, page.getByLabel('Property Address'), 'Flat 302, Lotus Residency, Madhapur, Hyderabad 500081');
    await typeAndTab(page, page.getByLabel('Jurisdiction (City/State)'), 'Hyderabad, Telangana');
    await typeAndTab(page, page.getByLabel('Monthly Rent (₹)'), '25,000');
    await typeAndTab(page, page.getByLabel('Security Deposit (₹)'), '100000');
    // Started a month ago, so the agreement is in force today.
    const startDate = addMonths(todayInIndia(), -1);
    await page.getByLabel('Start Date').fill(startDate);

    const duration = page.getByLabel('Duration');
    expect(await page.getByLabel('Agreement Type').inputValue()).toBe('Rental Agreement');
    await duration.selectOption('12');
    expect(await page.getByLabel('Agreement Type').inputValue()).toBe('Lease Agreement');
    expect(await page.getByLabel('Rent Increment (%)').count()).toBe(0);
    await duration.selectOption('18');
    expect(await page.getByLabel('Rent Increment (%)').inputValue()).toBe('5');
    await duration.selectOption('11');
    expect(await page.getByLabel('Agreement Type').inputValue()).toBe('Rental Agreement');
    await screenshot(page, 'agreement-terms-1280');

    await page.getByRole('button', { name: 'Next: Review & Print' }).click();
    const documentText = () => page.getByRole('article').innerText();
    await eventually(documentText).toContain('RENTAL AGREEMENT');
    const shown = await documentText();
    expect(shown).toContain('Aadhaar No. XXXX XXXX 2346');
    expect(shown).not.toContain('234123412346');
    expect(shown).toContain('₹25,000/- (Rupees Twenty Five Thousand Only)');
    expect(shown).toContain('Licensee');
    await screenshot(page, 'agreement-review-1280');

    // Print/Save as PDF prints the agreement alone: the site around it is hidden on paper.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Submit Agreement' }).isVisible()).toBe(false);
    expect(await page.locator('body > div:not(#root) article').innerText()).toContain('RENTAL AGREEMENT');
    await screenshot(page, 'agreement-print-1280');
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rental-agreement-GRUHA-[0-9A-Z]{10}\.pdf$/);
    const text = await pdfText(await download.path());
    expect(text).toContain('Ravi Kumar');
    expect(text).toContain('Anjali Rao');
    expect(text).toContain('Rupees Twenty Five Thousand Only');
    expect(text).toContain('₹25,000/-');

    await page.getByRole('button', { name: 'Submit Agreement' }).click();
    await eventually(() => visibleText(page)).toContain('Agreement Submitted!');
    expect(await visibleText(page)).toContain('Saved to your account and on this device');
    expect(await visibleText(page)).toMatch(/Rental Agreement between Ravi Kumar \(owner\) and Anjali Rao \(tenant\)/);

    await page.getByRole('link', { name: 'View My Agreements' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Anjali Rao' });
    await eventually(() => card.count()).toBe(1);
    const cardText = await card.innerText();
    expect(cardText).toMatch(/Rental Agreement #[0-9A-Z]{10}/);
    expect(cardText).toContain('ACTIVE');
    expect(cardText).toContain('11 months');
    expect(cardText).toContain('Saved on your account');
    await screenshot(page, 'my-agreements-1280');

    await card.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.innerText()).toContain('Rupees One Lakh Only');
    await screenshot(page, 'my-agreements-view-1280');
    await dialog.getByRole('button', { name: 'Renew' }).click();

    await eventually(() => visibleText(page)).toContain('Renew Rental Agreement');
    expect(await owner.getByLabel('Full Name').inputValue()).toBe('Ravi Kumar');
    expect(await tenant.getByLabel('PAN Number').inputValue()).toBe('ABCPE1234F');
    await page.getByRole('button', { name: 'Next: Property Details' }).click();
    // Shown day first (DD/MM/YYYY) whatever the browser's language.
    expect(await page.getByLabel('Start Date').inputValue()).toBe(formatDate(addMonths(startDate, 11)));
    expect(await page.getByLabel('Monthly Rent (₹)').inputValue()).toBe('25000');
  });

  it('shows the error state for a corrupt myAgreements value', async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('myAgreements', '{"agreementId": oops'));
    await page.goto('/my-agreements');
    await eventually(() => visibleText(page)).toContain('Could not load agreements');
    expect(await visibleText(page)).toContain('Could not load locally stored agreements. Data might be corrupted.');
    expect(await page.getByRole('list', { name: 'Saved agreements' }).count()).toBe(0);
  });

  it('opens an account agreement whole only through its own read, with an error state and Try Again', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    // The test plays a failing server.
    allowConsoleErrors(failedRequest(500, '/api/agreements/'));
    const { token } = await signInAs(page, account.username, account.password);
    const agreementId = newAgreementId();
    const saved = await apiFetch('/api/agreements', { method: 'POST', token, body: { ...SAMPLE_AGREEMENT_FORM, agreementId } });
    expect(saved.status).toBe(201);
    // The list answers the ID numbers masked; opening one fails once here.
    await page.route(`**/api/agreements/${agreementId}`, (route) => route.fulfill(serverFailure(500, 'Server unavailable')));
    await page.goto('/my-agreements');
    const card = page.getByRole('listitem').filter({ hasText: 'Anjali Rao' });
    await eventually(() => card.count()).toBe(1);
    await card.getByRole('button', { name: /^View/ }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.innerText()).toContain('Could not open the agreement');
    expect(await dialog.innerText()).not.toContain('ABCPE1234F');
    await page.unroute(`**/api/agreements/${agreementId}`);
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await eventually(() => dialog.innerText()).toContain('PAN ABCPE1234F');
    expect(await dialog.innerText()).toContain('Aadhaar No. XXXX XXXX 2346');
  });

  it('invites a newcomer to create their first agreement', async () => {
    const { page } = await newPage(browser(), { width: 480, height: 900 });
    await page.goto('/my-agreements');
    await eventually(() => visibleText(page)).toContain("You haven't created any rental agreements yet");
    expect(await visibleText(page)).toContain('Saved Locally');
    await screenshot(page, 'my-agreements-empty-480');
    await page.getByRole('link', { name: 'Create Your First Agreement' }).click();
    await eventually(() => visibleText(page)).toContain('Online Rental Agreement');
    // Honest words: the builder drafts; it promises no stamped paper and no delivery.
    const intro = await visibleText(page);
    expect(intro).toContain('Gruha does not deliver printed agreements');
    expect(intro).not.toMatch(/delivered to your door|express delivery|legally valid/i);
  });
});
