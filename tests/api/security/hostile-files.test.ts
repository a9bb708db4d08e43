// Files whose bytes do not match their claimed type are refused, what is
// stored is re-encoded, and hostile file names never reach the file system or the download name.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes, uploadDocument } from '../fixtures/deals.ts';
import { buildZip, CONTENT_TYPES } from '../fixtures/zip-archives.ts';
import { bearer, buildTestApp, type TestApp } from '../helper.ts';
import { multipart } from '../listing-fixtures.ts';
import { freshThings, makePeople, type People, type Things } from './world.ts';

let t: TestApp;
let people: People;
let things: Things;
beforeAll(async () => {
  t = await buildTestApp();
  people = await makePeople(t);
  things = await freshThings(t, people);
}, 120_000);
afterAll(() => t.close());

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];
const uploadsDir = () => path.join(t.dataDir, 'uploads');
const documentsDir = () => path.join(t.dataDir, 'documents');

function uploadImage(bytes: Buffer, filename: string, contentType: string) {
  const body = multipart(bytes, { filename, contentType });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/image',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(people.owner.token) },
  });
}

describe('pictures', () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>');
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(300)]);
  const gifPolyglot = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*<script>alert(1)</script>*/')]);

  it.each([
    ['an SVG with a script named as a PNG', svg, 'photo.png', 'image/png'],
    ['an SVG declared as SVG', svg, 'photo.svg', 'image/svg+xml'],
    ['an HTML page named as a JPEG', html, 'photo.jpg', 'image/jpeg'],
    ['an executable named as a PNG', exe, 'photo.png', 'image/png'],
    ['a GIF header over a script (polyglot)', gifPolyglot, 'photo.gif', 'image/gif'],
  ])('%s is refused with 415 and nothing is stored', async (_what, bytes, filename, contentType) => {
    const before = filesUnder(uploadsDir());
    const res = await uploadImage(bytes, filename, contentType);
    expect(res.statusCode).toBe(415);
    expect(filesUnder(uploadsDir())).toEqual(before);
  });

  it('a real picture with a script appended is stored re-encoded, without the script, and served with nosniff', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 10, g: 200, b: 30 } } })
      .png()
      .toBuffer();
    const res = await uploadImage(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), 'photo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes('<script')).toBe(false);
  });
});

/** A zip with deflated entries, sizes declared truthfully. */
describe('documents that unzip to something huge', () => {
  it('a docx whose content types inflate to 32 MB is refused with 413 by its zip index, without storing anything', async () => {
    const types = Buffer.from(CONTENT_TYPES);
    const bomb = buildZip([
      { name: '[Content_Types].xml', data: Buffer.concat([types.subarray(0, 40), Buffer.alloc(32 * 1024 * 1024, ' '), types.subarray(40)]) },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const before = filesUnder(documentsDir());
    const res = await uploadDocument(t, people.buyer, things.deal!.id, bomb, { filename: 'agreement.docx' });
    expect(res.statusCode).toBe(413);
    expect(filesUnder(documentsDir())).toEqual(before);
  });
});

describe('document names', () => {
  it.each([
    ['a path', '../../../etc/cron.d/evil.pdf'],
    ['a Windows path', '..\\..\\Windows\\System32\\evil.pdf'],
    ['a NUL byte', 'deed.pdf\u0000.exe'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['other bidi controls', '\u2067deed\u2069\u200f.pdf'],
    ['header breaking characters', 'deed"; filename="evil.exe\r\nX-Evil: 1.pdf'],
    ['a reserved device name', 'CON.pdf'],
    ['a very long name', `${'a'.repeat(5000)}.pdf`],
  ])('%s never reaches the file system, and the download name is plain', async (_what, filename) => {
    const res = await uploadDocument(t, people.buyer, things.deal!.id, pdfBytes(), { filename });
    expect(res.statusCode).toBe(201);
    const { fileName, downloadUrl } = res.json().data;
    expect(fileName).toMatch(/\.pdf$/);
    // eslint-disable-next-line no-control-regex -- control characters are what must be gone.
    expect(fileName).not.toMatch(/[\u0000-\u001f\u007f/\\"\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(fileName.length).toBeLessThanOrEqual(124);
    // A Windows device name (CON, NUL, COM1...) is renamed: saved as it is, it would open the device.
    expect(fileName).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i);
    for (const file of filesUnder(documentsDir())) expect(path.basename(file)).toMatch(/^[0-9a-f]{32}$/);
    expect(filesUnder(t.dataDir).some((f) => f.includes('evil'))).toBe(false);
    expect(fs.existsSync('/etc/cron.d/evil.pdf')).toBe(false);

    const download = await t.app.inject({ method: 'GET', url: downloadUrl, headers: bearer(people.buyer.token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[!-~]+$/);
    expect(download.headers['x-evil']).toBeUndefined();
    expect(String(download.headers['content-disposition'])).not.toMatch(/filename="(con|prn|aux|nul|com\d|lpt\d)\./i);
  });
});
