// A poster types a price no home costs: the form asks whether it is right and says why, "Change the
// price" goes back to the field, and posting it anyway lands the listing in Gruha's price check, which
// the poster is told about and sees on the listing's page.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findArea, pngPicture, registerUser } from '../support/api.ts';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('a far-out price', () => {
  it('is confirmed in the form before the listing goes to the price check', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, account.username, account.password);
    const area = await findArea('Gachibowli');
    const marker = Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');
    const title = `Two bedroom flat ${marker}`;

    await page.goto('/post-property');
    const form = page.getByRole('main');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Property type').selectOption({ label: 'Apartment' });
    await form.getByLabel('Locality').selectOption({ label: `${area.areaName} - ${area.pincode}` });
    await form.getByRole('radio', { name: 'For Rent' }).check();
    await form.getByLabel('Monthly rent (₹)').fill('500000000');
    await form.getByLabel('Bedrooms').fill('2');
    await form.getByLabel('Bathrooms').fill('2');
    await form.getByLabel('Description').fill('x');
    await form.getByLabel('Add pictures').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await pngPicture() });
    await form.getByRole('img', { name: 'Main picture' }).waitFor();
    await form.getByText('Uploading...', { exact: true }).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Post Property' }).click();

    const confirm = form.getByRole('group', { name: 'Is this price right?' });
    await confirm.getByText('₹50,00,00,000 a month is more than ₹10,00,000, above what any home rents for.').waitFor();
    await screenshot(page, 'price-confirm-1280');
    await confirm.getByRole('button', { name: 'Change the price' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-field'))).toBe('price');

    await form.getByLabel('Monthly rent (₹)').fill('1');
    await form.getByRole('button', { name: 'Post Property' }).click();
    await confirm.getByText('₹1 a month is less than ₹1,000, below what any home rents for.').waitFor();
    await page.setViewportSize({ width: 480, height: 900 });
    await screenshot(page, 'price-confirm-480');
    await confirm.getByRole('button', { name: 'Post at this price' }).click();

    await page.waitForURL('**/my-properties');
    await page.getByText('Property posted: it shows in search once Gruha has checked its price.').waitFor();
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .getByRole('heading', { name: title })
      .click();
    await page.getByText('This listing is waiting for a check of its price, and is out of search until Gruha has checked it.').waitFor();
    await page.getByText('₹1 a month is less than ₹1,000, below what any home rents for.').waitFor();
  }, 120_000);
});
