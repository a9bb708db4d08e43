// The agreement builder remembers: each step has its address, so browser Back goes to the previous
// step with what was typed, and a refresh keeps the step and the names (not the ID numbers).
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('rental agreement steps', () => {
  it('goes back a step with browser Back, and keeps the typed names across a refresh', async () => {
    const { page } = await newPage(browser());
    await page.goto('/');
    await page.goto('/rental-agreement');
    await page.getByRole('button', { name: 'Create Your Agreement Now' }).click();
    const owner = page.getByRole('group', { name: 'Owner (Landlord) Details' });
    const tenant = page.getByRole('group', { name: 'Tenant Details' });
    await owner.getByLabel('Full Name').fill('Ravi Kumar');
    await owner.getByLabel('Phone Number').fill('9876543210');
    await owner.getByLabel('Aadhaar Number').fill('234123412346');
    await tenant.getByLabel('Full Name').fill('Sita Rao');
    await tenant.getByLabel('Phone Number').fill('9123456780');
    await tenant.getByLabel('Govt. ID Type').selectOption('PAN');
    await tenant.getByLabel('PAN Number').fill('PQRPS6789K');
    await page.getByRole('button', { name: 'Next: Property Details' }).click();
    await page.getByRole('heading', { name: 'Step 2: Property & Terms' }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('3');

    // Back: the parties, as typed, not the home page.
    await page.goBack();
    await owner.getByLabel('Full Name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/rental-agreement');
    expect(await owner.getByLabel('Full Name').inputValue()).toBe('Ravi Kumar');
    expect(await tenant.getByLabel('PAN Number').inputValue()).toBe('PQRPS6789K');
    // Forward again, then the form's own Back agrees with the browser's.
    await page.goForward();
    await page.getByRole('heading', { name: 'Step 2: Property & Terms' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await owner.getByLabel('Full Name').waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Create Your Agreement Now' }).waitFor();
    await page.goForward();

    // A refresh keeps the step and the names; ID numbers are not kept on the device.
    await page.reload();
    await owner.getByLabel('Full Name').waitFor();
    expect(await owner.getByLabel('Full Name').inputValue()).toBe('Ravi Kumar');
    expect(await tenant.getByLabel('Full Name').inputValue()).toBe('Sita Rao');
    expect(await owner.getByLabel('Aadhaar Number').inputValue()).toBe('');
  });

  it('sends a link to a later step to the first step that still needs something', async () => {
    const { page } = await newPage(browser());
    await page.goto('/rental-agreement?step=4');
    await page.getByRole('group', { name: 'Owner (Landlord) Details' }).waitFor();
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
  });
});
