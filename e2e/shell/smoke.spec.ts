import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the web app', () => {
  it('is served by the API server and renders', async () => {
    const { page } = await newPage(browser());
    const response = await page.goto('/owner-plans');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('main').innerText()).toContain('Owner Plans');
  });
});
