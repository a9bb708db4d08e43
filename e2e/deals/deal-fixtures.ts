// Data the deal specs make for themselves through the API, so no spec depends on another's leftovers.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { baseUrl, DEMO_PASSWORD } from '../support/browser.ts';

async function call<T>(path: string, { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const payload = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${payload.message}`);
  // Envelopes give their data; one property (GET, POST, PUT) is answered as itself.
  return ('success' in payload ? payload.data : payload) as T;
}

export async function apiToken(username: string, password = DEMO_PASSWORD) {
  const session = await call<{ token: string; user: { id: number } }>('/api/auth/login', { method: 'POST', body: { username, password } });
  return session;
}

/** A sale (or rent) listing with a unique title, posted by `token`'s user with a freshly drawn picture. */
export async function postListing(
  token: string,
  title = `E2E Deal Villa ${crypto.randomBytes(3).toString('hex')}`,
  { listingType = 'sale', price = 12_500_000 }: { listingType?: 'sale' | 'rent'; price?: number } = {},
) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: crypto.randomInt(0, 255), g: 140, b: 120 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'home.png');
  const picture = await call<{ url: string }>('/api/upload/image', { token, method: 'POST', body: form });
  const areas = await call<Array<{ areaId: number; areaName: string }>>('/api/areas?city=Hyderabad');
  const types = await call<Array<{ propertyTypeId: number; typeName: string }>>('/api/property-types');
  const property = await call<{ id: number; title: string }>('/api/properties', {
    token,
    method: 'POST',
    body: {
      title,
      description: 'Independent villa with a garden, made by a browser test.',
      propertyTypeId: (types.find((t) => t.typeName === 'Villa') ?? types[0]).propertyTypeId,
      listingType,
      areaId: (areas.find((a) => a.areaName === 'Kondapur') ?? areas[0]).areaId,
      price,
      address: 'Plot 12, Whitefields Road',
      areaSqft: 2400,
      bedrooms: 4,
      bathrooms: 3,
      balconies: 2,
      amenities: ['Parking', 'Garden'],
      isReadyToMove: true,
      ownerType: 'owner',
      imageUrls: [picture.url],
    },
  });
  return property;
}

export async function createDealViaApi(agentToken: string, propertyId: number, buyerId: number, agreedPrice = 12_000_000, deposit?: number) {
  return call<{ id: number }>('/api/deals/create', { token: agentToken, method: 'POST', body: { propertyId, buyerId, agreedPrice, deposit } });
}

export async function moveDealViaApi(agentToken: string, dealId: number, stage: string) {
  return call(`/api/deals/${dealId}/stage`, { token: agentToken, method: 'PUT', body: { stage, date: '2026-01-15', notes: `Moved to ${stage} by the test` } });
}

export async function getViaApi<T>(token: string, path: string) {
  return call<T>(path, { token });
}

export async function sendInquiry(token: string, propertyId: number, message: string) {
  return call(`/api/properties/${propertyId}/inquiries`, { token, method: 'POST', body: { message } });
}
