// Listings the browse specs make for themselves through the API, so specs never share data.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import sharp from 'sharp';
import type { TPropertyCreateRequest } from '../../src/shared/contracts/property.ts';
import type { TArea, TPropertyType } from '../../src/shared/contracts/reference.ts';
import { baseUrl, registerUser } from '../support/browser.ts';

/** A word of letters only, so the full-text search sees one whole word nobody else uses. */
export const uniqueWord = () => Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, { ...init, headers });
  const body = await res.json();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} failed: ${body.message}`);
  // Envelopes give their data; one property (GET, POST, PUT) is answered as itself.
  return ('success' in body ? body.data : body) as T;
}

export const findArea = async (name: string) =>
  (await api<TArea[]>('/api/areas?city=Hyderabad')).find((area) => area.areaName === name)!;

/** A new poster (with a mobile number) and their session token. */
export async function newPoster() {
  const account = await registerUser();
  const session = await api<{ token: string }>('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return { account, token: session.token };
}

async function uploadPicture(token: string, colour: string) {
  const png = await sharp({ create: { width: 160, height: 120, channels: 3, background: colour } }).png().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${baseUrl()}/api/upload/image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.json();
  if (!res.ok) throw new Error(`upload failed: ${body.message}`);
  return body.url as string;
}

type ListingOptions = Partial<TPropertyCreateRequest> & { areaName: string; typeName?: string; pictures?: number };

/** Posts a listing as `token`; the title carries a unique word to find it by. */
export async function postListing(token: string, { areaName, typeName = 'Apartment', pictures = 1, ...overrides }: ListingOptions) {
  const area = await findArea(areaName);
  const types = await api<TPropertyType[]>('/api/property-types');
  const type = types.find((candidate) => candidate.typeName === typeName)!;
  const word = uniqueWord();
  const colours = ['#0f5e63', '#f59e0b', '#7c3aed', '#16a34a'];
  const imageUrls: string[] = [];
  for (let index = 0; index < pictures; index++) imageUrls.push(await uploadPicture(token, colours[index % colours.length]));
  const request: TPropertyCreateRequest = {
    title: `Garden flat ${word}`,
    description: `A quiet home near the park in ${areaName}.`,
    propertyTypeId: type.propertyTypeId,
    listingType: 'rent',
    areaId: area.areaId,
    price: 32_000,
    areaSqft: 1200,
    bedrooms: 2,
    bathrooms: 2,
    balconies: 1,
    amenities: ['Parking', 'Gym', 'Lift', 'Security'],
    isReadyToMove: true,
    ownerType: 'owner',
    imageUrls,
    ...overrides,
  };
  const property = await api<{ id: number; title: string }>('/api/properties', { method: 'POST', token, body: JSON.stringify(request) });
  return { ...property, word, area, imageUrls };
}

/** `count` listings sharing one unique word (and one picture), to fill more than one result page. */
export async function postManyListings(token: string, count: number, areaName: string) {
  const first = await postListing(token, { areaName });
  const titles = [first.title];
  for (let index = 2; index <= count; index++) {
    const title = `Garden flat ${first.word} number ${index}`;
    await postListing(token, { areaName, title, pictures: 0, imageUrls: first.imageUrls });
    titles.push(title);
  }
  return { word: first.word, titles };
}

/** Console errors and uncaught exceptions of a page, to assert none happened. */
export function watchConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens `path` as a link inside the app does: the app renders it and fetches its data in the browser,
 * where a spec can stand in for the API. (A page opened directly may arrive rendered by the server
 * with its data: e2e/listings/first-view.spec.ts.)
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/owner-plans');
  await page.getByRole('heading', { name: 'Owner Plans' }).waitFor();
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until the app has taken over a page the server rendered (it then sets the page's title):
 * before that, the page shows but does not yet answer clicks and typing.
 */
export async function waitForApp(page: Page, title: string) {
  await expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${title} | Gruha`);
}
