// The other ways into deals: the property page's Deal Management box (a first deal, and another
// buyer's through Create Deal with the listing chosen) and the Home deal tabs; and the deal screens at
// desktop, tablet and phone widths (screenshots to look at).
import { describe, expect, it } from 'vitest';
import { api, createDeal, FOR_SALE, logIn, moveDeal, postListing, registerUser } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('deal entry points', () => {
  it('creates a deal from the Deal Management box, then the buyer finds it on Home', async () => {
    const buyer = await registerUser();
    const listing = await postListing((await logIn('seller')).token, FOR_SALE);

    const agent = await newPage(browser());
    // A phone number nobody has is looked up first (404).
    allowConsoleErrors(failedRequest(404, '/api/users/search?phone='));
    await signInAs(agent.page, 'agent1');
    await agent.page.goto(`/property/${listing.id}`);
    const box = agent.page.getByRole('region', { name: 'Deal Management' });
    await box.getByText('No deals exist for this property yet', { exact: false }).waitFor();
    // A number nobody has: mobiles never start with 1 (and a leading 0 is dropped as the trunk prefix).
    await box.getByLabel('Buyer phone number').fill('1000000001');
    await box.getByRole('button', { name: 'Create Deal' }).click();
    await box.getByText('Buyer not found. Please check the phone number.').waitFor();
    await box.getByLabel('Buyer phone number').fill(buyer.mobileNumber);
    await box.getByRole('button', { name: 'Create Deal' }).click();
    await box.getByLabel('Deal Price (₹)').fill('12300000');
    await box.getByRole('button', { name: 'Create Deal' }).click();
    await box.getByText('Deal Already Created').waitFor();
    await screenshot(agent.page, 'deals-management-box-1280');
    await box.getByRole('button', { name: 'View & Manage Deal' }).click();
    await agent.page.getByRole('dialog', { name: 'Deal Details' }).getByRole('tab', { name: 'Timeline' }).waitFor();
    await agent.context.close();

    const home = await newPage(browser());
    await signInAs(home.page, buyer.username, buyer.password);
    await home.page.goto('/');
    await home.page.getByRole('tab', { name: 'My Deals' }).click();
    await home.page.getByRole('article', { name: listing.title }).waitFor();
    await screenshot(home.page, 'deals-home-my-deals-1280');
    await home.context.close();
  });

  it("starts another buyer's deal from the page of a listing that has one, with that listing chosen", async () => {
    const [first, second] = await Promise.all([registerUser(), registerUser()]);
    const listing = await postListing((await logIn('seller')).token, FOR_SALE);
    const agentSession = await logIn('agent1');
    await createDeal(agentSession.token, listing.id, (await logIn(first.username, first.password)).user.id);

    const { page } = await newPage(browser());
    await signInAs(page, 'agent1');
    await page.goto(`/property/${listing.id}`);
    const box = page.getByRole('region', { name: 'Deal Management' });
    await box.getByText('Deal Already Created').waitFor();
    // A link to the dialog's own address: the dialog opens however early the click, and stays open
    // whatever the page does underneath.
    await box.getByRole('button', { name: 'Create Deal with another buyer' }).click();
    const create = page.getByRole('dialog', { name: 'Create Deal' });
    await create.getByLabel('Buyer mobile number').waitFor();
    expect(new URL(page.url()).searchParams.get('dialog')).toBe('create-deal');
    // Back closes it; a refresh of its address opens it again.
    await page.goBack();
    await create.waitFor({ state: 'detached' });
    await page.goForward();
    await page.reload();
    await create.getByLabel('Buyer mobile number').fill(second.mobileNumber);
    await create.getByRole('region', { name: 'Buyer' }).getByText(second.lastName, { exact: false }).waitFor();
    // The page's listing comes first, already chosen: only the price is left to type.
    const options = create.getByRole('list', { name: 'Available properties' });
    await options.getByRole('button', { name: `Select ${listing.title}`, pressed: true }).waitFor();
    expect(await options.getByRole('listitem').first().innerText()).toContain(listing.title);
    await screenshot(page, 'deals-create-from-property-1280');
    await create.getByLabel('Deal Price (₹)').fill('12400000');
    await create.getByRole('button', { name: 'Create Deal' }).click();
    await create.waitFor({ state: 'detached' });

    const secondSession = await logIn(second.username, second.password);
    const deals = await api<{ propertyId: number }[]>(`/api/deals/buyer/${secondSession.user.id}`, { token: secondSession.token });
    expect(deals.map((deal) => deal.propertyId)).toContain(listing.id);
  });

  it('lays out the deal screens at 1280, 768 and 480 px, the widest deal card included', async () => {
    // The longest stage name beside the highest price a deal may have: at 1280 px four cards share a row.
    const buyer = await registerUser();
    const listing = await postListing((await logIn('seller')).token, FOR_SALE);
    const agentSession = await logIn('agent1');
    const deal = await createDeal(agentSession.token, listing.id, (await logIn(buyer.username, buyer.password)).user.id, 1_000_000_000);
    await moveDeal(agentSession.token, deal.id, 'REGISTRATION');
    for (const width of [1280, 768, 480]) {
      const { page, context } = await newPage(browser(), { width, height: 900 });
      await signInAs(page, 'agent1');
      await page.goto('/agent-dashboard');
      await page.getByRole('tab', { name: /Total Deals/ }).click();
      const card = page.getByRole('article', { name: listing.title });
      await card.waitFor();
      await screenshot(page, `deals-agent-dashboard-${width}`);
      await card.getByRole('button', { name: 'View & Manage Deal' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deal Details' });
      await dialog.getByRole('tab', { name: 'Actions' }).click();
      await screenshot(page, `deals-details-actions-${width}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Create New Deal' }).click();
      await page.getByRole('dialog', { name: 'Create Deal' }).getByLabel('Buyer mobile number').fill('9912345678');
      await page.getByRole('dialog', { name: 'Create Deal' }).getByText('Choose a property').waitFor();
      await screenshot(page, `deals-create-dialog-${width}`);
      await context.close();

      // The admin in a browser of their own, as a second person would be: switching the stored
      // session under a page the agent had open once left the admin's deal list unshown in CI.
      const admin = await newPage(browser(), { width, height: 900 });
      await signInAs(admin.page, 'admin');
      await admin.page.goto('/admin-deals');
      await admin.page.getByRole('tab', { name: /^All \(/ }).waitFor();
      await admin.page.getByRole('article').first().waitFor();
      await screenshot(admin.page, `deals-admin-${width}`);
      await admin.context.close();
    }
  });
});
