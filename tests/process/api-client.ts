// What a client of the running server does, over real HTTP: sign up, upload a picture, post listings.
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { TPropertyCreateRequest } from '#shared/contracts/property.ts';
import type { TArea, TPropertyType } from '#shared/contracts/reference.ts';

export type Poster = { token: string; pictureUrl: string; areaId: number; propertyTypeId: number };

async function call(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function expectOk(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}) {
  const result = await call(baseUrl, path, init);
  if (result.status >= 300) throw new Error(`${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** A new account with one uploaded picture, ready to post listings in a real locality. */
export async function makePoster(baseUrl: string): Promise<Poster> {
  const username = `p${crypto.randomBytes(6).toString('hex')}`;
  const session = await expectOk(
    baseUrl,
    '/api/auth/register',
    json({
      firstName: 'Process',
      lastName: 'Test',
      username,
      email: `${username}@example.test`,
      password: 'Harbour-Lights-42',
    }),
  );
  const token: string = session.data.token;
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const picture = await expectOk(baseUrl, '/api/upload/image', { method: 'POST', body: form, token });
  const areas: TArea[] = (await expectOk(baseUrl, '/api/areas?city=Hyderabad')).data;
  const types: TPropertyType[] = (await expectOk(baseUrl, '/api/property-types')).data;
  return { token, pictureUrl: picture.data.url, areaId: areas[0]!.areaId, propertyTypeId: types[0]!.propertyTypeId };
}

export function listingBody(poster: Poster, title: string): TPropertyCreateRequest {
  return {
    title,
    description: 'Posted by a process test.',
    propertyTypeId: poster.propertyTypeId,
    listingType: 'sale',
    areaId: poster.areaId,
    price: 9_500_000,
    bedrooms: 2,
    bathrooms: 2,
    imageUrls: [poster.pictureUrl],
  };
}

/** Posts a listing; its id when the server acknowledged it (201), else the status it got. */
export async function postListing(baseUrl: string, poster: Poster, title: string) {
  const result = await call(baseUrl, '/api/properties', { ...json(listingBody(poster, title)), token: poster.token });
  return { status: result.status, id: result.status === 201 ? (result.body.id as number) : null };
}

/** The listing's title as anyone reads it, or null when it is not there. */
export async function readListingTitle(baseUrl: string, id: number): Promise<string | null> {
  const result = await call(baseUrl, `/api/properties/${id}`);
  return result.status === 200 ? result.body.title : null;
}
