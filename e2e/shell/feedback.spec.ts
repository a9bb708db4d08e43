//feedback a user can see. Toasts above an open dialog, dates the same
// in any browser locale, emails that wrap, the phone menu's backdrop and single entries, a deal
// dialog that keeps its height, and a login dialog that says why it appeared.
import { describe, expect, it } from 'vitest';
import { api, createDeal, FOR_SALE, logIn, postListing, registerUser } from '../support/api.ts';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('the login dialog says why it asks', () => {
  it('for Get Phone No. and Contact Agent on a property page', async () => {
    const seller = await logIn('seller');
    const listing = await postListing(seller.token, FOR_SALE);
    const { page } = await newPage(browser());
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: 'Get Phone No.' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByText("Please log in to see the poster's phone number.").waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    await dialog.getByText('Please log in to contact the agent: they reply to your account.').waitFor();
  });
});

describe('toasts', () => {
  it('show above the deal dialog, on top of everything at their place', async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    const seller = await logIn('seller');
    const agent = await logIn('agent1');
    const listing = await postListing(seller.token, FOR_SALE);
    await createDeal(agent.token, listing.id, buyerSession.user.id);

    const { page } = await newPage(browser());
    await signInAs(page, buyer.username, buyer.password);
    await page.goto('/my-deals');
    await page.getByRole('article', { name: listing.title }).getByRole('button', { name: 'View Deal' }).click();
    const deal = page.getByRole('dialog', { name: 'Deal Details' });
    await deal.getByText(listing.title).first().waitFor();
    await deal.getByRole('button', { name: 'Upload Document' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Document' });
    await upload
      .getByLabel('Document')
      .setInputFiles({ name: 'id-proof.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n') });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.waitFor({ state: 'detached' });
    const toast = page.getByText('Document uploaded successfully');
    await toast.waitFor();
    await screenshot(page, 'feedback-toast-over-dialog-1280');
    // What is drawn at the toast's centre is the toast itself, not the dialog or its backdrop.
    const isOnTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
    expect(isOnTop).toBe(true);
    // It can be dismissed while the dialog stays open.
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await toast.waitFor({ state: 'detached' });
    expect(await deal.isVisible()).toBe(true);
  });
});

describe('dates', () => {
  it('read DD/MM/YYYY in a browser set to American English in New York', async () => {
    const buyer = await logIn('buyer');
    const homes = await api<{ asTenant: { id: number }[] }>('/api/tenancies', { token: buyer.token });
    const id = homes.asTenant[0]!.id;
    const tenancy = await api<{ terms: { startDate: string } }>(`/api/tenancies/${id}`, { token: buyer.token });
    const { page } = await newPage(browser(), undefined, { locale: 'en-US', timezoneId: 'America/New_York' });
    await signInAs(page, 'buyer', 'Demo@1234');
    await page.goto(`/tenancies/${id}`);
    await page.getByRole('heading', { name: 'Agreed terms', exact: false }).first().waitFor();
    // The demo tenancy's start, day first as in India, whatever the browser's own locale says.
    const [y, m, d] = tenancy.terms.startDate.split('-');
    await page.getByText(`${d}/${m}/${y}`, { exact: true }).first().waitFor();
  });
});

describe('long emails', () => {
  it('wrap inside the user menu instead of running out of it', async () => {
    const account = await registerUser({ email: `a.very.long.name.for.wrapping.checks.${Date.now()}@subdomain.example-company.test` });
    const { page } = await newPage(browser(), { width: 480, height: 900 });
    await signInAs(page, account.username, account.password);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'View Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'My Profile' });
    const email = profile.getByText(account.email.split('@')[0]!, { exact: false });
    await email.waitFor();
    const fits = await email.evaluate(
      (element) => element.scrollWidth <= element.clientWidth + 1 && element.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(fits).toBe(true);
    // The break comes after the @, where a reader expects it.
    const lines = await email.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBeGreaterThan(1);
    await screenshot(page, 'feedback-long-email-480');
  });
});

describe('the phone menu', () => {
  it('dims the page behind it, closes on a tap there and lists each destination once', async () => {
    const { page } = await newPage(browser(), { width: 480, height: 900 });
    await signInAs(page, 'admin', 'Demo@1234');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const account = page.getByRole('list', { name: 'Your account' });
    await account.waitFor();
    await screenshot(page, 'feedback-phone-menu-admin-480');
    const accountHrefs = await account.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(accountHrefs).size).toBe(accountHrefs.length);
    expect(accountHrefs.filter((href) => href === '/admin-deals')).toHaveLength(1);
    expect(accountHrefs.filter((href) => href === '/agent-dashboard')).toHaveLength(1);
    expect(await page.getByRole('link', { name: 'My Properties' }).count()).toBe(1);
    // The backdrop covers the page below the panel; a tap on it closes the menu.
    const hit = await page.evaluate(() => {
      const element = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 5);
      return element ? getComputedStyle(element).backgroundColor : null;
    });
    expect(hit).toBe('rgba(15, 23, 42, 0.55)');
    await page.mouse.click(240, 895);
    await account.waitFor({ state: 'hidden' });
  });
});

describe('the deal dialog', () => {
  it('keeps its height when the agent switches tabs', async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    const seller = await logIn('seller');
    const agent = await logIn('agent1');
    const listing = await postListing(seller.token, FOR_SALE);
    await createDeal(agent.token, listing.id, buyerSession.user.id);
    const { page } = await newPage(browser());
    await signInAs(page, 'agent1', 'Demo@1234');
    await page.goto('/agent-dashboard');
    await page.getByRole('article', { name: listing.title }).getByRole('button', { name: 'View & Manage Deal' }).click();
    const deal = page.getByRole('dialog', { name: 'Deal Details' });
    await deal.getByText(listing.title).first().waitFor();
    const heights: number[] = [];
    for (const tab of ['Overview', 'Timeline', 'Actions', 'Overview']) {
      await deal.getByRole('tab', { name: tab }).click();
      await deal.getByRole('tabpanel', { name: tab }).waitFor();
      heights.push(Math.round((await deal.boundingBox())!.height));
    }
    expect(new Set(heights).size).toBe(1);
  });
});

describe('date fields', () => {
  it('read and write DD/MM/YYYY in an American English browser', async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    const seller = await logIn('seller');
    const agent = await logIn('agent1');
    const listing = await postListing(seller.token, FOR_SALE);
    await createDeal(agent.token, listing.id, buyerSession.user.id);
    const { page } = await newPage(browser(), undefined, { locale: 'en-US', timezoneId: 'America/New_York' });
    await signInAs(page, 'agent1', 'Demo@1234');
    await page.goto('/agent-dashboard');
    await page.getByRole('article', { name: listing.title }).getByRole('button', { name: 'View & Manage Deal' }).click();
    const deal = page.getByRole('dialog', { name: 'Deal Details' });
    await deal.getByRole('button', { name: 'Set stage to Shortlist' }).click();
    const date = deal.getByLabel('Date of Visit/Update');
    // Today in India, day first.
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).split('-');
    expect(await date.inputValue()).toBe(`${d}/${m}/${y}`);
    await date.fill('05/01/2027');
    await deal.getByLabel('Matter of Visit/Note').fill('Site visit with the family');
    await deal.getByRole('button', { name: 'Update Stage' }).click();
    await deal.getByRole('tab', { name: 'Timeline' }).click();
    // 5 January, not 1 May.
    await deal.getByRole('tabpanel', { name: 'Timeline' }).getByText('05/01/2027').first().waitFor();
    await screenshot(page, 'feedback-date-field-en-US');
  });
});
