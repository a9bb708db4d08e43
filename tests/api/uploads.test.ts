import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';
import { multipart, pictureBytes } from './listing-fixtures.ts';
import { TOO_COSTLY_TO_DECODE } from '#server/modules/uploads/image-store.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const upload = (body: ReturnType<typeof multipart>, token: string | null = user.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });

describe('POST /api/upload/image', () => {
  it('refuses an anonymous upload with 401 and stores nothing', async () => {
    const res = await upload(multipart(await pictureBytes()), null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Please log in' });
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', 'images'))).toBe(false);
  });

  it.each(['png', 'jpeg', 'webp', 'gif', 'avif'] as const)('stores a %s as WebP with a thumbnail', async (format) => {
    const res = await upload(multipart(await pictureBytes(format), { filename: `photo.${format}`, contentType: `image/${format}` }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, url: expect.stringMatching(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/) });
    expect(body.thumbnailUrl).toBe(body.url.replace('.webp', '-thumb.webp'));
    expect(body.data).toEqual({ url: body.url, thumbnailUrl: body.thumbnailUrl });

    const served = await t.app.inject({ method: 'GET', url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const thumb = await t.app.inject({ method: 'GET', url: body.thumbnailUrl });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 360 });
  });

  it('stores the same picture once', async () => {
    const bytes = await pictureBytes('png', 7);
    const first = (await upload(multipart(bytes))).json();
    const second = (await upload(multipart(bytes, { filename: 'other-name.png' }))).json();
    expect(second.url).toBe(first.url);
  });

  it('judges by the bytes, not the name: text called photo.jpg is refused with 415', async () => {
    const res = await upload(multipart(Buffer.from('just some text, not a picture'), { filename: 'photo.jpg', contentType: 'image/jpeg' }));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'Please select an image file' });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml', 'x.svg'],
    ['an HTML page', '<!doctype html><html><script>alert(1)</script></html>', 'text/html', 'x.png'],
    ['a PDF', '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'application/pdf', 'x.png'],
  ])('refuses %s with 415', async (_, text, contentType, filename) => {
    const res = await upload(multipart(Buffer.from(text), { contentType, filename }));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please select an image file');
  });

  it('refuses a picture whose header is right but whose data is broken', async () => {
    const jpeg = await pictureBytes('jpeg');
    const res = await upload(multipart(jpeg.subarray(0, 40), { filename: 'cut.jpg', contentType: 'image/jpeg' }));
    expect(res.statusCode).toBe(415);
  });

  it('refuses a HEIC file this server cannot decode with 415', async () => {
    const box = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);
    const res = await upload(multipart(Buffer.concat([box, Buffer.alloc(2000)]), { filename: 'x.heic', contentType: 'image/heic' }));
    expect(res.statusCode).toBe(415);
  });

  it('refuses a picture of more than 40 megapixels with 413', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const res = await upload(multipart(huge));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Image is too large (max 40 megapixels)');
  });

  it('refuses a 40-megapixel progressive JPEG, which is decoded whole, with 413 saying how to send it', async () => {
    const progressive = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#888' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const res = await upload(multipart(progressive, { filename: 'photo.jpg', contentType: 'image/jpeg' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: TOO_COSTLY_TO_DECODE, errors: { file: TOO_COSTLY_TO_DECODE } });
    expect(TOO_COSTLY_TO_DECODE).toMatch(/standard \(not progressive or interlaced\) JPEG or PNG, or under \d+ megapixels/);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const png = await pictureBytes('png');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length + 1)]);
    const res = await upload(multipart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'File too large (max 10MB)' });
  });

  it('accepts a picture of just under 10 MB', async () => {
    // Random pixels do not compress: a 1800x1800 PNG of noise is about 9.7 MB.
    const noise = Buffer.alloc(1800 * 1800 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1800, height: 1800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeLessThan(10 * 1024 * 1024);
    expect(png.length).toBeGreaterThan(9 * 1024 * 1024);
    const res = await upload(multipart(png));
    expect(res.statusCode).toBe(200);
  });

  it('asks for a file when the form has none', async () => {
    const boundary = '----gruhaempty';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(user.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select an image file');
  });

  it('refuses a body that is not a multipart form with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/image', payload: { file: 'x' }, headers: bearer(user.token) });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });
});
