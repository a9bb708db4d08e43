// Listing writes that neither double nor undo anything as a user meets them: a
// post whose answer was lost and is tried again, and an edit made while someone else changed the
// listing.
import { describe, expect, it } from 'vitest';
import type { TProperty } from '#shared/contracts/property.ts';
import { api, apiFetch, findArea, pngPicture, postListing, registerUser, uniqueWord } from '../support/api.ts';
import { allowConsoleErrors, failedRequest, newPage, screenshot, signInAs, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

async function listingsTitled(userId: number, title: string) {
  return (await api<TProperty[]>(`/api/properties/user/${userId}`)).filter((listing) => listing.title === title);
}

describe('listing writes tried twice or made at the same time', () => {
  it('posts one listing when the answer to Post Property is lost and the user tries again', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    // The test cuts the connection of the first post.
    allowConsoleErrors(/^Failed to load resource: net::ERR_CONNECTION_RESET /);
    const session = await signInAs(page, account.username, account.password);
    const area = await findArea('Kondapur');
    const title = `Lakeside flat ${uniqueWord()}`;

    await page.goto('/my-properties');
    await page.getByRole('button', { name: 'Post Your First Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post Property' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Property type').selectOption({ label: 'Apartment' });
    await dialog.getByLabel('Locality').selectOption({ label: `${area.areaName} - ${area.pincode}` });
    await dialog.getByRole('radio', { name: 'For Sale' }).check();
    await dialog.getByLabel('Price (₹)').fill('5200000');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByLabel('Bathrooms').fill('2');
    await dialog.getByLabel('Description').fill('Two bedrooms by the lake.');
    await dialog.getByLabel('Add pictures').setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: await pngPicture('#5096d2') });
    await dialog.getByText('Uploading...', { exact: true }).waitFor({ state: 'detached' });

    // The first post reaches the server and is stored, but its answer never comes back.
    let lost = false;
    await page.route('**/api/properties', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: 'Post Property' }).click();
    await dialog.getByText('Failed to post property. Please try again.').waitFor();
    expect(await listingsTitled(session.user.id, title)).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Post Property' }).click();
    await page.getByText('Property posted successfully!').waitFor();
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .waitFor();
    expect(await listingsTitled(session.user.id, title)).toHaveLength(1);
  });

  it('refuses an edit made from an older version, then shows the other change when the dialog is opened again', async () => {
    const account = await registerUser();
    const { page } = await newPage(browser());
    // The edit from the older version is refused with 412.
    allowConsoleErrors(failedRequest(412, '/api/properties/'));
    const session = await signInAs(page, account.username, account.password);
    const name = uniqueWord();
    const id = (await postListing(session.token, { title: `Garden flat ${name}`, listingType: 'sale', price: 7_500_000 })).id;

    await page.goto('/my-properties');
    await page.getByRole('button', { name: `Edit Garden flat ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Property' });
    await dialog.getByLabel('Title').waitFor();

    // Meanwhile the same listing is edited from another device.
    const current = await api<TProperty>(`/api/properties/${id}`);
    const elsewhere = await apiFetch(`/api/properties/${id}`, {
      method: 'PUT',
      token: session.token,
      body: {
        title: `Garden flat ${name} with terrace`,
        description: current.description,
        propertyTypeId: current.propertyTypeId,
        listingType: current.listingType,
        areaId: current.area.areaId,
        price: current.price,
        bedrooms: current.bedrooms,
        bathrooms: current.bathrooms,
        imageUrls: current.images.map((image) => image.url),
      },
    });
    expect(elsewhere.status).toBe(200);

    await dialog.getByLabel('Price (₹)').fill('8100000');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog
      .getByText(
        'Failed to update property: This listing was changed by someone else after you opened it. Close this window and open it again to see the changes.',
      )
      .waitFor();
    await screenshot(page, 'edit-property-stale-1280');
    expect((await api<TProperty>(`/api/properties/${id}`)).price).toBe(current.price);

    // The refused change is still in the form: Cancel asks before dropping it, and the person agrees.
    page.once('dialog', (question) => void question.accept());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: `Edit Garden flat ${name} with terrace` }).click();
    expect(await dialog.getByLabel('Title').inputValue()).toBe(`Garden flat ${name} with terrace`);
    await dialog.getByLabel('Price (₹)').fill('8100000');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Property updated successfully!').waitFor();
    const saved = await api<TProperty>(`/api/properties/${id}`);
    expect([saved.title, saved.price]).toEqual([`Garden flat ${name} with terrace`, 8_100_000]);
  });
});
