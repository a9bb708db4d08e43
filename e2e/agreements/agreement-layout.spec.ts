// The builder and My Agreements fit tablets and phones (spec section 9: 1024, 768, 480 px):
// nothing scrolls sideways at any step. Screenshots land in test-results/screenshots to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, screenshot, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

// The first visit of a page waits for its lazily loaded code, which takes a while on a busy machine.
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function fillWizard(page: Page, width: number) {
  await page.goto('/rental-agreement');
  const start = page.getByRole('button', { name: 'Create Your Agreement Now' });
  await start.waitFor();
  await screenshot(page, `agreement-intro-${width}`);
  expect(await fitsWidth(page)).toBe(true);
  await start.click();
  for (const [group, name, phone, id] of [
    ['Owner (Landlord) Details', 'Lakshmi Devi', '9876500001', '234123412346'],
    ['Tenant Details', 'Suresh Reddy', '9876500002', '234123412346'],
  ]) {
    const block = page.getByRole('group', { name: group });
    await block.getByLabel('Full Name').fill(name!);
    await block.getByLabel('Phone Number').fill(phone!);
    await block.getByLabel('Aadhaar Number').fill(id!);
  }
  await screenshot(page, `agreement-parties-${width}`);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: 'Next: Property Details' }).click();
  await page.getByLabel('Property Address').fill('Plot 14, Road No. 3, Banjara Hills, Hyderabad 500034');
  await page.getByLabel('Jurisdiction (City/State)').fill('Hyderabad, Telangana');
  await page.getByLabel('Monthly Rent (₹)').fill('1250000');
  await page.getByLabel('Security Deposit (₹)').fill('10000000');
  await page.getByLabel('Start Date').fill('2030-01-01');
  await page.getByLabel('Duration').selectOption('36');
  await page.getByLabel('Rent Increment (%)').fill('7.5');
  await screenshot(page, `agreement-terms-${width}`);
  expect(await fitsWidth(page)).toBe(true);
  await page.getByRole('button', { name: 'Next: Review & Print' }).click();
}

describe('agreement pages on smaller screens', () => {
  for (const width of [768, 480]) {
    it(`fit ${width} px from the intro to My Agreements`, async () => {
      const { page, context } = await newPage(browser(), { width, height: 900 });
      await fillWizard(page, width);
      const doc = () => page.getByRole('article').innerText();
      await eventually(doc).toContain('LEASE AGREEMENT');
      expect(await doc()).toContain('₹12,50,000/- (Rupees Twelve Lakh Fifty Thousand Only)');
      expect(await doc()).toContain('₹1,00,00,000/- (Rupees One Crore Only)');
      expect(await doc()).toContain('increased by 7.5% after every 18 months');
      expect(await doc()).toContain('Lessee');
      await screenshot(page, `agreement-review-${width}`);
      expect(await fitsWidth(page)).toBe(true);

      await page.getByRole('button', { name: 'Submit Agreement' }).click();
      await eventually(() => page.locator('main').innerText()).toContain('Agreement Submitted!');
      expect(await page.locator('main').innerText()).toContain('Saved on this device');
      await screenshot(page, `agreement-success-${width}`);
      expect(await fitsWidth(page)).toBe(true);

      await page.getByRole('link', { name: 'View My Agreements' }).click();
      const card = page.getByRole('listitem').filter({ hasText: 'Suresh Reddy' });
      await eventually(() => card.innerText()).toContain('UPCOMING');
      await screenshot(page, `my-agreements-${width}`);
      expect(await fitsWidth(page)).toBe(true);
      await context.close();
    });
  }
});
