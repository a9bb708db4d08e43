// The small things a new user trips over: words that read right, limits that are stated, messages
// counted instead of cut, a "Ready to Move" that is true today, and an unknown locality that is a 404.
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '#shared/india-date.ts';
import { logIn, postListing, registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** The calendar date `days` after today in Hyderabad, as YYYY-MM-DD. */
const daysFromToday = (days: number) => {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('words and small things', () => {
  it('says Ready to Move only of a home free today, and one date format on its page', async () => {
    const seller = await logIn('seller');
    const later = await postListing(seller.token, { isReadyToMove: true, availableFrom: daysFromToday(60) });
    const now = await postListing(seller.token, { isReadyToMove: true, availableFrom: todayInIndia() });
    const { page } = await newPage(browser());
    await signInAs(page, 'buyer');
    await page.goto(`/property/${now.id}`);
    const summaryOf = (title: string) => page.locator('aside').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
    await summaryOf(now.title).getByText('Ready to Move', { exact: true }).first().waitFor();

    await page.goto(`/property/${later.id}`);
    await page.getByRole('heading', { level: 1, name: later.title }).waitFor();
    const [year, month, day] = daysFromToday(60).split('-');
    await page.getByText(`${day}/${month}/${year}`).first().waitFor();
    expect(await summaryOf(later.title).getByText('Ready to Move', { exact: true }).count()).toBe(0);
    // Dates on the page are all DD/MM/YYYY: none written as '3 Dec 2026'.
    expect(await page.locator('main').innerText()).not.toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}\b/);
  });

  it('counts a contact message past 1,000 characters and refuses it instead of cutting it', async () => {
    const seller = await logIn('seller');
    const listing = await postListing(seller.token);
    const buyer = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, buyer.username, buyer.password);
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
    const message = dialog.getByLabel('Message (optional)');
    await message.fill('When can I visit? '.repeat(56));
    expect((await message.inputValue()).length).toBe(18 * 56);
    await dialog.getByText('1,007 of 1,000 characters').waitFor();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/inquiries') && request.method() === 'POST') sent++;
    });
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog.getByText('Message must be at most 1,000 characters').waitFor();
    expect(sent).toBe(0);
    await message.fill('When can I visit?');
    await dialog.getByText('17 of 1,000 characters').waitFor();
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog.getByRole('button', { name: 'Done' }).waitFor();
    expect(sent).toBe(1);
  });

  it('answers an unknown locality with 404, from the server and in the app', async () => {
    const { page } = await newPage(browser());
    allowConsoleErrors(failedRequest(404, '/localities/atlantis'), failedRequest(404, '/api/areas/atlantis/insights'));
    const response = await page.goto('/localities/atlantis');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Locality not found | Gruha');
    await page.getByRole('heading', { name: 'We do not know this locality' }).waitFor();
    expect((await page.goto('/localities/gachibowli'))?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Gachibowli' }).waitFor();
  });

  it('asks an admin to select an agent, and states the limit of an over-long agreement field', async () => {
    const { page } = await newPage(browser());
    await signInAs(page, 'admin');
    await page.goto('/admin-agents');
    await page.getByText('Select an agent to see their details and deals.').waitFor();

    await page.goto('/rental-agreement');
    await page.getByRole('button', { name: 'Create Your Agreement Now' }).click();
    const ownerName = page.getByLabel('Full Name').first();
    await ownerName.fill('A'.repeat(101));
    await page.keyboard.press('Tab');
    await page.getByText('Must be at most 100 characters.').waitFor();
  });
});
