// Data the post-property browser specs make for themselves: a real picture and listings created
// through the API, so each spec stands alone.
import zlib from 'node:zlib';
import { baseUrl } from '../support/browser.ts';

export async function someArea(): Promise<{ areaId: number; areaName: string; pincode: string }> {
  const res = await fetch(`${baseUrl()}/api/areas?city=Hyderabad`);
  const body = await res.json();
  return body.data.find((a: { areaName: string }) => a.areaName === 'Kondapur') ?? body.data[0];
}

/** A small real PNG (a two-colour house-ish picture) that the server can decode and re-encode. */
export function pngPicture(sky: [number, number, number] = [120, 180, 220], width = 96, height = 72) {
  const row = width * 3 + 1;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = y * row + 1 + x * 3;
      const isWall = y > height / 3 && x > width / 5 && x < (width * 4) / 5;
      pixels.set(isWall ? [240, 200, 150] : sky, offset);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function call<T>(path: string, token: string, init: { method: string; body?: unknown }): Promise<T> {
  const isForm = init.body instanceof FormData;
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${token}`, ...(isForm || init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: isForm ? (init.body as FormData) : init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const payload = await res.json();
  if (!res.ok) throw new Error(`${init.method} ${path} failed: ${payload.message}`);
  return payload as T;
}

/** Posts a listing for the signed-in owner through the API, picture included; returns its id. */
export async function postListingViaApi(token: string, title: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([pngPicture()], { type: 'image/png' }), 'front.png');
  const picture = await call<{ url: string }>('/api/upload/image', token, { method: 'POST', body: form });
  const area = await someArea();
  const types = await call<{ data: { propertyTypeId: number; typeName: string }[] }>('/api/property-types', token, { method: 'GET' });
  const created = await call<{ id: number }>('/api/properties', token, {
    method: 'POST',
    body: {
      title,
      description: 'A listing made by a browser test.',
      propertyTypeId: types.data[0].propertyTypeId,
      listingType: 'sale',
      areaId: area.areaId,
      price: 7_500_000,
      bedrooms: 2,
      bathrooms: 2,
      imageUrls: [picture.url],
    },
  });
  // The created property itself (no envelope).
  return created.id;
}

/** An agent opens a deal on the listing, so the listing cannot be deleted while it runs. */
export async function openDealViaApi(agentToken: string, propertyId: number, buyerId: number) {
  await call('/api/deals/create', agentToken, { method: 'POST', body: { propertyId, buyerId, agreedPrice: 7_000_000 } });
}
