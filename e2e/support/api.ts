// The one way browser tests talk to the API directly: to make their own accounts, listings and deals
// (so every spec stands alone) and to read back what the page saved. Pages are driven in the browser.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { inject } from 'vitest';
import type { TSession } from '#shared/contracts/auth.ts';
import type { TPropertyCreateRequest } from '#shared/contracts/property.ts';
import type { TArea, TPropertyType } from '#shared/contracts/reference.ts';

export const baseUrl = () => inject('baseUrl');

/** The seed's password for every demo account (admin, agent1, seller, buyer...). */
export const DEMO_PASSWORD = 'Demo@1234';

type CallOptions = { token?: string; method?: string; body?: unknown };

/** The raw answer: for tests that look at a refusal's status and message themselves. */
export async function apiFetch(path: string, { token, method = 'GET', body }: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl()}${path}`, { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) });
}

/** Calls the API and gives the answer's data; any refusal throws with its status and message. */
export async function api<T = unknown>(path: string, options: CallOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  const payload = (await res.json().catch(() => null)) as { message?: string; data?: unknown } | null;
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path} failed (${res.status}): ${payload?.message ?? 'no message'}`);
  // Envelopes give their data; one property (GET, POST, PUT) is answered as itself.
  return (payload !== null && 'success' in payload ? payload.data : payload) as T;
}

export const logIn = (username: string, password = DEMO_PASSWORD) =>
  api<TSession>('/api/auth/login', { method: 'POST', body: { username, password } });

type NewAccount = { firstName: string; lastName: string; username: string; email: string; password: string; mobileNumber: string };

/** A brand-new USER account, for specs that must not share state. */
export async function registerUser(overrides: Partial<NewAccount> = {}): Promise<NewAccount> {
  const id = crypto.randomBytes(4).toString('hex');
  const account: NewAccount = {
    firstName: 'Test',
    lastName: `User${id}`,
    username: `e2e${id}`,
    email: `e2e${id}@example.test`,
    password: 'Sunrise@42',
    mobileNumber: String(7_000_000_000 + crypto.randomInt(0, 999_999_999)),
    ...overrides,
  };
  await api('/api/auth/register', { method: 'POST', body: account });
  return account;
}

/** A brand-new account signed in: its details, token and user. */
export async function newPoster(overrides: Partial<NewAccount> = {}) {
  const account = await registerUser(overrides);
  const session = await logIn(account.username, account.password);
  return { account, token: session.token, user: session.user };
}

/** The id of an account, found the way the admin finds it: by email. */
export async function userIdByEmail(adminToken: string, email: string): Promise<number> {
  const users = await api<{ id: number; email: string }[]>(`/api/users?search=${encodeURIComponent(email)}`, { token: adminToken });
  const user = users.find((candidate) => candidate.email === email.toLowerCase());
  if (!user) throw new Error(`no user with email ${email}`);
  return user.id;
}

/** A word of letters only, so the full-text search sees one whole word nobody else uses (and no budget or BHK). */
export const uniqueWord = () => Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');

export async function findArea(name: string): Promise<TArea> {
  const area = (await api<TArea[]>('/api/areas?city=Hyderabad')).find((candidate) => candidate.areaName === name);
  if (!area) throw new Error(`no locality ${name}`);
  return area;
}

/** A real PNG of one colour that the server decodes and re-encodes (same colour, same stored picture). */
export const pngPicture = (colour = '#78b4dc', width = 160, height = 120) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function uploadPicture(token: string, colour?: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngPicture(colour))], { type: 'image/png' }), 'picture.png');
  return (await api<{ url: string }>('/api/upload/image', { token, method: 'POST', body: form })).url;
}

type ListingOptions = Partial<TPropertyCreateRequest> & { areaName?: string; typeName?: string; pictures?: number };

/**
 * Posts a listing as `token`: by default a 2 BHK apartment for rent in Kondapur at ₹32,000 a month with
 * one picture. The title carries a unique word to find it by.
 */
export async function postListing(token: string, { areaName = 'Kondapur', typeName = 'Apartment', pictures = 1, ...overrides }: ListingOptions = {}) {
  const area = await findArea(areaName);
  const type = (await api<TPropertyType[]>('/api/property-types')).find((candidate) => candidate.typeName === typeName);
  if (!type) throw new Error(`no property type ${typeName}`);
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
    address: 'Plot 12, Whitefields Road',
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
  const property = await api<{ id: number; title: string }>('/api/properties', { method: 'POST', token, body: request });
  return { ...property, word, area, imageUrls };
}

/** A home for sale, for the deal specs: agents open deals on it at the default agreed price. */
export const FOR_SALE = { listingType: 'sale', price: 12_500_000, typeName: 'Villa', bedrooms: 4 } as const;

/** `count` listings sharing one unique word (and one picture), to fill more than one result page. */
/** An admin's check of a listing (Verify in the moderation queue): the home page's Featured list holds checked homes. */
export async function verifyListing(id: number): Promise<void> {
  const { token } = await logIn('admin');
  await api(`/api/admin/moderation/properties/${id}/decisions`, { token, method: 'POST', body: { action: 'verify' } });
}

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

export const createDeal = (agentToken: string, propertyId: number, buyerId: number, agreedPrice = 12_000_000, deposit?: number) =>
  api<{ id: number }>('/api/deals/create', { token: agentToken, method: 'POST', body: { propertyId, buyerId, agreedPrice, deposit } });

export const moveDeal = (agentToken: string, dealId: number, stage: string) =>
  api(`/api/deals/${dealId}/stage`, {
    token: agentToken,
    method: 'PUT',
    body: { stage, date: '2026-01-15', notes: `Moved to ${stage} by the test` },
  });

export const sendInquiry = (token: string, propertyId: number, message: string) =>
  api(`/api/properties/${propertyId}/inquiries`, { token, method: 'POST', body: { message } });
