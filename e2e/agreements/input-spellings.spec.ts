// Inputs that never corrupt data: numbers pasted as people write them keep the right
// digits, PAN explains its rule, a disabled Next names what is missing, Enter shows the errors, and an
// error clears as soon as its cause is fixed (the post form's picture error, the stage note).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngPicture, registerUser } from '../support/api.ts';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });
const mainText = (page: Page) => page.locator('main').innerText();

describe('typed and pasted input', () => {
  it('the agreement wizard keeps the right digits and explains what is wrong or missing', async () => {
    const { page } = await newPage(browser(), { width: 768, height: 1000 });
    await page.goto('/rental-agreement');
    await page.getByRole('button', { name: 'Create Your Agreement Now' }).click();
    const owner = page.getByRole('group', { name: 'Owner (Landlord) Details' });
    const tenant = page.getByRole('group', { name: 'Tenant Details' });

    // Enter on an empty step is a submit attempt: the errors show without leaving any field.
    await owner.getByLabel('Full Name').click();
    await page.keyboard.press('Enter');
    await eventually(() => owner.innerText()).toContain('Owner name is required.');
    expect(await tenant.innerText()).toContain('Phone number is required.');
    await owner.getByLabel('Full Name').fill('Ravi Kumar');
    await eventually(() => owner.innerText()).not.toContain('Owner name is required.');

    for (const pasted of ['+91 77023 45678', '077023-45678', '77023 45678']) {
      await owner.getByLabel('Phone Number').fill(pasted);
      expect(await owner.getByLabel('Phone Number').inputValue()).toBe('7702345678');
    }
    await owner.getByLabel('Aadhaar Number').fill('2341 2341 2346');
    expect(await owner.getByLabel('Aadhaar Number').inputValue()).toBe('234123412346');

    await tenant.getByLabel('Full Name').fill('Anjali Rao');
    await tenant.getByLabel('Phone Number').fill('+91 91234 56780');
    await tenant.getByLabel('Govt. ID Type').selectOption('PAN');
    await tenant.getByLabel('PAN Number').fill('abcxe 1234 f');
    await page.keyboard.press('Tab');
    await eventually(() => tenant.innerText()).toContain('the 4th letter is the holder type: P person, C company');
    await eventually(() => mainText(page)).toContain('To continue, complete: tenant PAN number.');
    await screenshot(page, 'input-spellings-pan-768');
    await tenant.getByLabel('PAN Number').fill('ABCPE1234F');
    await eventually(() => tenant.innerText()).not.toContain('holder type');
    await page.getByRole('button', { name: 'Next: Property Details' }).click();
    await eventually(() => mainText(page)).toContain('Step 2: Property & Terms');
  });

  it("the post form's picture error clears as soon as a picture is added", async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, account.username, account.password);
    await page.goto('/my-properties');
    await page.getByRole('button', { name: 'Post Property' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post Property' });
    await dialog.getByLabel('Title').waitFor();
    await dialog.getByRole('button', { name: 'Post Property' }).click();
    await dialog.getByText('Add at least one picture.').waitFor();
    await dialog.getByLabel('Add pictures').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await pngPicture() });
    await dialog.getByRole('img', { name: 'Main picture' }).waitFor();
    await dialog.getByText('Add at least one picture.').waitFor({ state: 'detached' });
    await screenshot(page, 'input-spellings-picture-1280');
  });
});
