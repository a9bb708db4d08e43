// A rental's news speaks of renting: the tenant's email (read from the suite's SMTP server) and bell
// say rent, tenant and owner, and lead to the rental's own page.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDeal, logIn, moveDeal, postListing, registerUser } from '../support/api.ts';
import { newPage, signInAs, useBrowser } from '../support/browser.ts';
import { waitForEmail } from '../support/mailbox.ts';

const browser = useBrowser();

describe('rental notices', () => {
  it('tell the tenant of a rental in rental words and open the rental', async () => {
    const owner = await registerUser({ firstName: 'Padma' });
    const tenant = await registerUser({ firstName: 'Kiran' });
    const ownerSession = await logIn(owner.username, owner.password);
    const tenantSession = await logIn(tenant.username, tenant.password);
    const title = `E2E Rental Notice Flat ${crypto.randomBytes(3).toString('hex')}`;
    const listing = await postListing(ownerSession.token, { title, listingType: 'rent', price: 28_000 });
    const agent = await logIn('agent1');
    const deal = await createDeal(agent.token, listing.id, tenantSession.user.id, 27_000, 80_000);
    await moveDeal(agent.token, deal.id, 'SHORTLIST');

    const mail = await waitForEmail(tenant.email, 'Rental moved to Visit & shortlist: your rental in Kondapur');
    expect(mail.text).toContain('Agreed monthly rent: ₹27,000');
    expect(mail.text).toContain('Security deposit: ₹80,000');
    expect(mail.text).toContain(`Owner: Padma ${owner.lastName}`);
    expect(mail.text).toMatch(new RegExp(`Open the rental: http://\\S+/deals/${deal.id}\\b`));
    expect(mail.text).not.toMatch(/Agreed price|Buyer|Seller|my-deals/);

    const { page } = await newPage(browser());
    await signInAs(page, tenant.username, tenant.password);
    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByRole('link', { name: /Rental moved to Visit & shortlist/ }).click();
    await page.waitForURL(`**/deals/${deal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Deal Details' }).waitFor();
    await page.getByRole('heading', { name: title }).first().waitFor();
  });
});
