// The admin deals page files a deal under its stage, and a Contact Agent inquiry becomes a lead on
// the agent dashboard that turns into a deal with the buyer and listing already chosen.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, createDeal, FOR_SALE, logIn, moveDeal, postListing, registerUser, sendInquiry } from '../support/api.ts';
import { newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('deal dashboards', () => {
  it('admin deals shows a deal under its stage filter only', async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    const listing = await postListing((await logIn('seller')).token, FOR_SALE);
    const agent = await logIn('agent1');
    const deal = await createDeal(agent.token, listing.id, buyerSession.user.id);
    await moveDeal(agent.token, deal.id, 'NEGOTIATION');

    const { page } = await newPage(browser());
    await signInAs(page, 'admin');
    await page.goto('/admin-deals');
    const card = page.getByRole('article', { name: listing.title });
    await card.waitFor();
    await page.getByRole('tab', { name: /^Negotiation \(\d+\)$/ }).click();
    await card.waitFor();
    expect(await card.innerText()).toContain('Negotiation');
    await screenshot(page, 'deals-admin-negotiation-1280');
    await page.getByRole('tab', { name: /^Inquiry \(\d+\)$/ }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Negotiation/ }).click();
    await card.getByRole('button', { name: 'View & Manage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deal Details' });
    await dialog.getByRole('region', { name: 'Deal progress' }).getByText('(3/7)').waitFor();
    // An admin may set any stage from the tracker, also backwards; it still needs a date and notes.
    await dialog.getByRole('button', { name: 'Set stage to Shortlist' }).click();
    const form = dialog.getByRole('form', { name: 'Update deal stage' });
    await form.getByRole('button', { name: 'Update Stage' }).click();
    await form.getByText('Please provide both the Date of Visit/Update and a Matter of Visit/Note.').waitFor();
    await form.getByLabel('Matter of Visit/Note').fill('Buyer wants to compare with another villa first');
    await form.getByRole('button', { name: 'Update Stage' }).click();
    await dialog.getByRole('region', { name: 'Deal progress' }).getByText('(2/7)').waitFor();
  });

  it('shows empty deal screens to a new user', async () => {
    const user = await registerUser();
    const { page } = await newPage(browser());
    await signInAs(page, user.username, user.password);
    await page.goto('/seller-deals');
    await page.getByRole('tab', { name: 'Active (0)' }).waitFor();
    await page.getByText('No deals found').waitFor();
    await page.goto('/my-deals');
    await page.getByText('No purchase deals yet').waitFor();
  });

  it("shows a buyer's inquiry as a lead that becomes a deal", async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    const listing = await postListing((await logIn('seller')).token, FOR_SALE);
    const message = `Can I see it on Sunday? ${crypto.randomBytes(3).toString('hex')}`;
    await sendInquiry(buyerSession.token, listing.id, message);

    const { page } = await newPage(browser());
    await signInAs(page, 'agent1');
    await page.goto('/agent-dashboard');
    const lead = page.getByRole('listitem', { name: `Inquiry from ${buyer.firstName} ${buyer.lastName}` });
    await lead.getByText(message).waitFor();
    expect(await lead.innerText()).toContain(listing.title);
    await lead.getByRole('button', { name: 'Create Deal' }).click();
    const create = page.getByRole('dialog', { name: 'Create Deal' });
    // Step 2 straight away, with the lead's listing selected.
    await create.getByRole('button', { name: `Select ${listing.title}`, pressed: true }).waitFor();
    await create.getByLabel('Deal Price (₹)').fill('11500000');
    await create.getByRole('button', { name: 'Create Deal' }).click();
    await create.waitFor({ state: 'detached' });
    await lead.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: listing.title }).waitFor();
  });

  it('starts a deal on any listing: the oldest from its inquiry, others found by title, locality or id', async () => {
    const buyer = await registerUser();
    const buyerSession = await logIn(buyer.username, buyer.password);
    // The oldest live listing: far below the newest hundred the list opens with.
    const oldest = (
      await api<{ id: number; title: string; areaName: string }[]>('/api/properties/search', {
        method: 'POST',
        body: { sortBy: 'createdAt', sortOrder: 'asc', page: 0, size: 1 },
      })
    )[0];
    await sendInquiry(buyerSession.token, oldest!.id, 'Is it still free?');
    const fresh = await postListing((await logIn('seller')).token, { ...FOR_SALE, areaName: 'Miyapur', bedrooms: 1, bathrooms: 1 });

    const { page } = await newPage(browser());
    await signInAs(page, 'agent1');
    await page.goto('/agent-dashboard');
    const lead = page.getByRole('listitem', { name: `Inquiry from ${buyer.firstName} ${buyer.lastName}` });
    await lead.getByRole('button', { name: 'Create Deal' }).click();
    const create = page.getByRole('dialog', { name: 'Create Deal' });
    await create.getByRole('button', { name: `Select ${oldest!.title}`, pressed: true }).waitFor();

    const search = create.getByLabel('Search listings');
    const options = create.getByRole('list', { name: 'Available properties' });
    await search.fill(`${fresh.word} miyapur`);
    await create.getByRole('button', { name: `Select ${fresh.title}` }).waitFor();
    await expect.poll(() => options.getByRole('listitem').count()).toBe(1);
    // One bedroom reads as one.
    expect(await options.innerText()).toContain('1 bed');
    expect(await options.innerText()).not.toContain('1 beds');
    await search.fill(String(oldest!.id));
    await create.getByRole('button', { name: `Select ${oldest!.title}` }).waitFor();
    await search.fill('no listing is called this');
    await create.getByText('No listings match').waitFor();
    await screenshot(page, 'deal-create-search-1280');
  });
});
