// Edit Property asks before its unsaved changes are left: by a link, by Back, by its own Cancel, by a reload.
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPoster, postListing } from '../support/api.ts';
import { newPage, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

/** Does `leave`, answers the question the browser asks, and says what it asked. */
async function answering(page: Page, accept: boolean, leave: () => Promise<unknown>) {
  const asked = page.waitForEvent('dialog');
  // A refused Back never completes as a navigation: what the person sees is the question.
  void leave().catch(() => undefined);
  const question: Dialog = await asked;
  const text = question.message();
  await (accept ? question.accept() : question.dismiss());
  return text;
}

describe('leaving Edit Property', () => {
  it('asks before leaving with unsaved changes, stays when told to, and leaves when told to', async () => {
    const poster = await newPoster();
    const listing = await postListing(poster.token);
    const { page } = await newPage(browser());
    await signInAs(page, poster.account.username, poster.account.password);
    const changed = `${listing.title} with a garden`;
    const question = 'Leave this page? Your changes are not saved.';

    // The form as a page of its own: a link elsewhere asks, and so does a reload.
    await page.goto(`/property/${listing.id}/edit`);
    const onPage = page.getByLabel('Title');
    await expect.poll(() => onPage.inputValue()).toBe(listing.title);
    await onPage.fill(changed);
    expect(await answering(page, false, () => page.getByRole('link', { name: 'Gruha, home page' }).click())).toBe(question);
    expect(await answering(page, false, () => page.getByRole('button', { name: 'Cancel' }).click())).toBe(question);
    // The browser's own question, which says nothing of its own.
    await answering(page, false, () => page.reload());
    expect(await onPage.inputValue()).toBe(changed);
    await answering(page, true, () => page.getByRole('link', { name: 'Gruha, home page' }).click());
    await page.waitForURL((url) => url.pathname === '/');

    // Opened from the listing's page, over it at its own address: Back and Cancel ask.
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Property' });
    const title = form.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe(listing.title);
    await title.fill(changed);
    expect(await answering(page, false, () => page.goBack())).toBe(question);
    expect(await answering(page, false, () => form.getByRole('button', { name: 'Cancel' }).click())).toBe(question);
    expect(new URL(page.url()).pathname).toBe(`/property/${listing.id}/edit`);
    expect(await title.inputValue()).toBe(changed);

    await answering(page, true, () => page.goBack());
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/property/${listing.id}`);
  });
});
