// Listing test data made at test time: real pictures drawn by sharp, uploaded through the API,
// and listings posted through the API (or written straight to the database where a test needs
// many of them with chosen dates).
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { TArea, TPropertyType } from '#shared/contracts/reference.ts';
import type { TProperty, TPropertyCreateRequest } from '#shared/contracts/property.ts';
import { bearer, type TestApp } from './helper.ts';

/**
 * A small picture; a different seed gives different bytes (and so a different stored file). Without
 * a seed its colour is random in all three channels: with one channel, two uploads in a test were
 * alike often enough to be stored as one picture.
 */
export async function pictureBytes(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' = 'png', seed?: number) {
  const channel = (fixed: number) => (seed === undefined ? crypto.randomInt(0, 256) : fixed);
  const background = { r: seed ?? crypto.randomInt(0, 256), g: channel(120), b: channel(200) };
  return sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipart(bytes: Buffer, { field = 'file', filename = 'photo.png', contentType = 'image/png' } = {}) {
  const boundary = `----gruha${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadPicture(t: TestApp, token: string, bytes?: Buffer): Promise<{ url: string; thumbnailUrl: string }> {
  const body = multipart(bytes ?? (await pictureBytes()));
  const res = await t.app.inject({ method: 'POST', url: '/api/upload/image', ...body, headers: { ...body.headers, ...bearer(token) } });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export type Reference = { areas: TArea[]; types: TPropertyType[]; area(name: string): TArea; type(name: string): TPropertyType };

export async function loadReference(t: TestApp): Promise<Reference> {
  const areas: TArea[] = (await t.app.inject({ method: 'GET', url: '/api/areas?city=Hyderabad' })).json().data;
  const types: TPropertyType[] = (await t.app.inject({ method: 'GET', url: '/api/property-types' })).json().data;
  return {
    areas,
    types,
    area: (name) => areas.find((a) => a.areaName === name)!,
    type: (name) => types.find((p) => p.typeName === name)!,
  };
}

export function listingBody(ref: Reference, imageUrls: string[], overrides: Partial<TPropertyCreateRequest> = {}): TPropertyCreateRequest {
  return {
    title: '3 BHK apartment near the lake',
    description: 'Bright east-facing flat with covered parking.',
    propertyTypeId: ref.type('Apartment').propertyTypeId,
    listingType: 'sale',
    areaId: ref.area('Gachibowli').areaId,
    price: 12_500_000,
    areaSqft: 1650,
    bedrooms: 3,
    bathrooms: 2,
    balconies: 1,
    amenities: ['Parking', 'Gym', 'Lift', 'Security'],
    isReadyToMove: true,
    ownerType: 'owner',
    imageUrls,
    ...overrides,
  };
}

/** Posts a listing through the API with a freshly uploaded picture. */
export async function postListing(t: TestApp, ref: Reference, token: string, overrides: Partial<TPropertyCreateRequest> = {}): Promise<TProperty> {
  const picture = await uploadPicture(t, token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: bearer(token),
    payload: listingBody(ref, [picture.url], overrides),
  });
  if (res.statusCode !== 201) throw new Error(`posting failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
