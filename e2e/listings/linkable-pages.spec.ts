// Deal details, posting and editing a listing have addresses of their own: opened from a page they
// show over it and Back closes them; opened by their address or refreshed they are pages, with a
// title; a deal one may not see says so. The post form keeps its draft on the device until it is
// posted or discarded.
import { describe, expect, it } from 'vitest';
import { createDeal, FOR_SALE, logIn, newPoster, postListing } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser, waitForApp } from '../support/browser.ts';

const browser = useBrowser();

describe('pages you can link to and come back to', () => {
  it('opens a deal by its address, keeps it on a refresh, opens it over My Deals, and refuses it to anyone else', async () => {
    const seller = await logIn('seller');
    const agent = await logIn('agent1');
    const buyer = await newPoster();
    const listing = await postListing(seller.token, FOR_SALE);
    const deal = await createDeal(agent.token, listing.id, buyer.user.id);

    const { page } = await newPage(browser());
    await signInAs(page, buyer.account.username, buyer.account.password);
    await page.goto(`/deals/${deal.id}`);
    await page.getByRole('heading', { level: 1, name: 'Deal Details' }).waitFor();
    await page.getByText(listing.title).first().waitFor();
    await waitForApp(page, `Deal Details: ${listing.title}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Deal Details' }).waitFor();
    await page.getByText(listing.title).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1024, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `deal-page-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // From My Deals: the deal opens over the list at its own address; Back closes it.
    await page.goto('/my-deals');
    await page.getByRole('article', { name: listing.title }).getByRole('button', { name: 'View Deal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deal Details' });
    await dialog.getByText(listing.title).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/deals/${deal.id}`);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/my-deals');
    await page.getByRole('article', { name: listing.title }).waitFor();

    // Someone who is no party to the deal.
    const stranger = await newPoster();
    const other = await newPage(browser());
    allowConsoleErrors(failedRequest(404, `/api/deals/${deal.id}`));
    await signInAs(other.page, stranger.account.username, stranger.account.password);
    await other.page.goto(`/deals/${deal.id}`);
    await other.page.getByRole('heading', { name: 'Deal not found' }).waitFor();
    await other.page.getByRole('link', { name: 'Go to My Deals' }).waitFor();
    await waitForApp(other.page, 'Deal not found');
    expect(await other.page.getByText(listing.title).count()).toBe(0);
  });

  it('keeps a half-filled post form through a reload until the draft is discarded', async () => {
    const poster = await newPoster();
    const { page } = await newPage(browser());
    await signInAs(page, poster.account.username, poster.account.password);
    await page.goto('/my-properties');
    await page.getByRole('heading', { name: 'My Posted Properties' }).waitFor();
    await page.getByRole('button', { name: 'Post Property' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Post Property' });
    await dialog.getByLabel('Title').fill('Half-written flat near the lake');
    await dialog.getByLabel('Price (₹)').fill('6500000');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByRole('checkbox', { name: 'Lift' }).check();
    expect(new URL(page.url()).pathname).toBe('/post-property');

    await page.reload();
    const form = page.getByRole('dialog', { name: 'Post Property' });
    await form.getByText(/^Draft restored/).waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('Half-written flat near the lake');
    expect(await form.getByLabel('Price (₹)').inputValue()).toBe('6500000');
    expect(await form.getByLabel('Bedrooms').inputValue()).toBe('2');
    expect(await form.getByRole('checkbox', { name: 'Lift' }).isChecked()).toBe(true);
    // Back closes the form and leaves the draft; the form's own address opens it as a page with the draft.
    await page.goBack();
    await form.waitFor({ state: 'detached' });
    await page.goto('/post-property');
    await page.getByRole('heading', { level: 1, name: 'Post Property' }).waitFor();
    await waitForApp(page, 'Post Property');
    await page.getByText(/^Draft restored/).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('Half-written flat near the lake');
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [1024, 768, 480]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `post-property-page-${width}`);
    }

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByText('Draft discarded.').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByLabel('Price (₹)').inputValue()).toBe('');
    await page.reload();
    await page.getByLabel('Title').waitFor();
    expect(await page.getByText(/^Draft restored/).count()).toBe(0);
    expect(await page.getByLabel('Title').inputValue()).toBe('');
  });

  it("edits one's own listing by its address and from its page's Edit button, and refuses someone else's", async () => {
    const poster = await newPoster();
    const listing = await postListing(poster.token);
    const { page } = await newPage(browser());
    await signInAs(page, poster.account.username, poster.account.password);

    await page.goto(`/property/${listing.id}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Property' }).waitFor();
    await waitForApp(page, `Edit ${listing.title}`);
    const title = page.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe(listing.title);
    await page.reload();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(listing.title);
    await page.getByLabel('Title').fill(`${listing.title} renamed`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Property updated successfully!').waitFor();
    await page.waitForURL(`**/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: `${listing.title} renamed` }).waitFor();

    // The listing's own page has Edit: it opens the form over the page at the form's address.
    await page.getByRole('button', { name: `Edit ${listing.title} renamed` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Property' });
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe(`${listing.title} renamed`);
    expect(new URL(page.url()).pathname).toBe(`/property/${listing.id}/edit`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/property/${listing.id}`);

    const stranger = await newPoster();
    const other = await newPage(browser());
    await signInAs(other.page, stranger.account.username, stranger.account.password);
    await other.page.goto(`/property/${listing.id}/edit`);
    await other.page.getByRole('heading', { name: 'This listing is not yours to edit' }).waitFor();
    expect(await other.page.getByLabel('Title').count()).toBe(0);
  });
});
