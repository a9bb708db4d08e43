// A poster's own listing page: Edit (and Delete) there, as on their card; nobody else sees them.
import { describe, expect, it } from 'vitest';
import { postListing, registerUser, logIn } from '../support/api.ts';
import { newPage, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe("a poster's own listing page", () => {
  it('has an Edit button for its poster that saves in place, and none for anyone else', async () => {
    const poster = await registerUser();
    const listing = await postListing((await logIn(poster.username, poster.password)).token);
    const { page } = await newPage(browser());
    await signInAs(page, poster.username, poster.password);
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    await page.getByRole('button', { name: `Edit ${listing.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    expect(await edit.getByLabel('Title').inputValue()).toBe(listing.title);
    await edit.getByLabel('Title').fill(`${listing.title} repainted`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('heading', { level: 1, name: `${listing.title} repainted` }).waitFor();

    const other = await newPage(browser());
    await signInAs(other.page, 'buyer');
    await other.page.goto(`/property/${listing.id}`);
    await other.page.getByRole('heading', { level: 1, name: `${listing.title} repainted` }).waitFor();
    await other.page.getByRole('button', { name: 'Contact Agent' }).waitFor();
    expect(await other.page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
  });
});
