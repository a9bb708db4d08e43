import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealDocuments } from '#server/db/schema.ts';
import type { TDeal, TDealDocument } from '#shared/contracts/deal.ts';
import {
  createDeal,
  dealCast,
  docBytes,
  docxBytes,
  get,
  insertProperty,
  pdfBytes,
  post,
  uploadDocument,
  xlsBytes,
  zipBytes,
} from './fixtures/deals.ts';
import { buildZip, CONTENT_TYPES, docxParts } from './fixtures/zip-archives.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;
let deal: TDeal;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
  deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
});
afterAll(() => t.close());

const documentsDir = () => path.join(t.dataDir, 'documents');
const storedFiles = () => (fs.existsSync(documentsDir()) ? fs.readdirSync(documentsDir()) : []);

async function freshDeal(): Promise<TDeal> {
  const property = await insertProperty(t, cast.seller.id);
  return createDeal(t, cast.agent, { propertyId: property.id, buyerId: cast.buyer.id });
}

describe('POST /api/deals/{id}/upload-document (multipart)', () => {
  it.each([
    ['sale-deed.pdf', pdfBytes(), 'application/pdf'],
    ['agreement.doc', docBytes(), 'application/msword'],
    ['agreement.docx', docxBytes(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])("stores the buyer's %s, lists it on the deal and marks the deal", async (filename, bytes, contentType) => {
    const target = await freshDeal();
    const res = await uploadDocument(t, cast.buyer, target.id, bytes, { filename, contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Document uploaded successfully',
      data: { fileName: filename, contentType, sizeBytes: bytes.length, uploadedByName: 'Bala user' },
    });
    expect(body.data.downloadUrl).toBe(`/api/deals/${target.id}/documents/${body.data.id}`);
    const detail = (await get(t, cast.agent, `/api/deals/${target.id}`)).json().data;
    expect(detail.buyerDocUploaded).toBe(true);
    expect(detail.documents).toEqual([body.data]);
    expect(detail.events.find((e: { kind: string }) => e.kind === 'DOCUMENT_UPLOADED')).toMatchObject({ notes: filename, actorRole: 'BUYER' });
  });

  it("never uses the client's file name on disk, and keeps documents out of the public uploads", async () => {
    const res = await uploadDocument(t, cast.buyer, deal.id, pdfBytes(), { filename: '../../etc/passwd.pdf' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.fileName).toBe('passwd.pdf');
    const [row] = await t.database.db.select().from(dealDocuments).where(eq(dealDocuments.id, res.json().data.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(storedFiles()).toContain(row!.storageKey);
    for (const url of [`/uploads/documents/${row!.storageKey}`, `/uploads/../documents/${row!.storageKey}`, `/documents/${row!.storageKey}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('%PDF');
    }
  });

  it('names the file by what it really is', async () => {
    const res = await uploadDocument(t, cast.buyer, deal.id, docxBytes(), { filename: 'scan.pdf' });
    expect(res.json().data).toMatchObject({ fileName: 'scan.docx' });
  });

  it.each([['jpeg'], ['png'], ['webp']] as const)('accepts a %s phone photo, written anew as JPEG without its metadata', async (format) => {
    const original = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 240, g: 240, b: 230 } } })
      .withExif({ IFD0: { Make: 'PhonePlus', Model: 'Secret Model 9' } })
      .toFormat(format)
      .toBuffer();
    const res = await uploadDocument(t, cast.buyer, (await freshDeal()).id, original, { filename: `aadhaar-front.${format}` });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ fileName: 'aadhaar-front.jpg', contentType: 'image/jpeg' });
    const file = await t.app.inject({ method: 'GET', url: res.json().data.downloadUrl, headers: bearer(cast.buyer.token) });
    expect(file.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect(stored.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret Model 9'))).toBe(false);
  });

  it('refuses a photo that cannot be decoded with 415, naming the file', async () => {
    const before = storedFiles().length;
    const res = await uploadDocument(t, cast.buyer, deal.id, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), { filename: 'photo.pdf' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ errors: { file: 'This photo cannot be read. Please take it again, or upload a PDF.' } });
    expect(storedFiles()).toHaveLength(before);
  });

  it.each([
    ['an executable renamed .doc', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'setup.doc'],
    ['an Excel sheet in an OLE2 container', xlsBytes(), 'sheet.doc'],
    ['a zip that is not a Word file', zipBytes({ 'readme.txt': 'hello' }), 'archive.docx'],
    ['plain text', Buffer.from('just some words'), 'notes.pdf'],
  ])('refuses %s with 415', async (_what, bytes, filename) => {
    const before = storedFiles().length;
    const res = await uploadDocument(t, cast.buyer, deal.id, bytes, { filename });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'Please upload a PDF, DOC or DOCX file, or a JPEG, PNG or WebP photo' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a file over 10 MB with 413 and the spec message', async () => {
    const before = storedFiles().length;
    const res = await uploadDocument(t, cast.buyer, deal.id, pdfBytes(10 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'File size must be less than 10MB' });
    expect(storedFiles()).toHaveLength(before);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const bytes = pdfBytes();
    const padded = Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 - bytes.length, 0x20)]);
    expect((await uploadDocument(t, cast.buyer, deal.id, padded)).statusCode).toBe(201);
  });

  it('refuses an empty upload with the spec message', async () => {
    const res = await uploadDocument(t, cast.buyer, deal.id, Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a file');
    const boundary = '----gruhaempty';
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/upload-document`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(cast.buyer.token) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please select a file');
  });

  it('lets only the buyer upload: 403 for the seller, agent and admin, 404 for others, 401 for visitors', async () => {
    for (const who of [cast.seller, cast.agent, cast.admin]) {
      const res = await uploadDocument(t, who, deal.id, pdfBytes());
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the buyer of this deal can upload documents');
    }
    expect((await uploadDocument(t, cast.outsider, deal.id, pdfBytes())).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/upload-document`, payload: { docUrl: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DOCX archives are judged by their zip index before they are kept', () => {
  const MB = 1024 * 1024;

  it.each([
    ['unpacks to more than 100 MB', buildZip(docxParts([], { data: Buffer.alloc(101 * MB, ' ') })), 'it unpacks to more than 100 MB'],
    ['is compressed more than 100 to 1', buildZip(docxParts([], { data: Buffer.alloc(5 * MB, ' ') })), 'it is compressed more than 100 to 1'],
    [
      'holds more than 1000 parts',
      buildZip(docxParts(Array.from({ length: 1000 }, (_, i) => ({ name: `word/p${i}.xml`, data: 'x' })))),
      'it holds more than 1000 parts',
    ],
    [
      'unpacks to more than its index says',
      buildZip(docxParts([], { data: Buffer.alloc(2 * MB, ' '), declaredSize: 100 })),
      'the part word/document.xml unpacks',
    ],
  ])('refuses a docx that %s with 413, storing nothing and leaving the deal as it was', async (_what, bytes, detail) => {
    const target = await freshDeal();
    const before = storedFiles().length;
    const res = await uploadDocument(t, cast.buyer, target.id, bytes, { filename: 'agreement.docx' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining(detail),
      errors: { file: expect.stringContaining(detail) },
    });
    expect(storedFiles()).toHaveLength(before);
    expect((await get(t, cast.agent, `/api/deals/${target.id}`)).json().data).toMatchObject({ buyerDocUploaded: false, documents: [] });
  });

  it('refuses a zip without a Word document inside with 415, naming what is missing', async () => {
    const sheet = buildZip([
      { name: '[Content_Types].xml', data: CONTENT_TYPES },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ]);
    const res = await uploadDocument(t, cast.buyer, deal.id, sheet, { filename: 'agreement.docx' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Please upload a PDF, DOC or DOCX file, or a JPEG, PNG or WebP photo',
      errors: { file: 'Not a Word document: it has no Word document inside' },
    });
  });

  it('accepts a sound docx with ZIP64 records and a picture inside', async () => {
    const bytes = buildZip(docxParts([{ name: 'word/media/image1.png', data: Buffer.alloc(MB, 9), deflate: false }]), { zip64: true });
    const res = await uploadDocument(t, cast.buyer, (await freshDeal()).id, bytes, { filename: 'agreement.docx' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ fileName: 'agreement.docx', sizeBytes: bytes.length });
  });
});

describe('POST /api/deals/{id}/upload-document (JSON docUrl)', () => {
  it('accepts the download URL of a document this server stored on the deal', async () => {
    const target = await freshDeal();
    const uploaded: TDealDocument = (await uploadDocument(t, cast.buyer, target.id, pdfBytes())).json().data;
    const res = await post(t, cast.buyer, `/api/deals/${target.id}/upload-document`, { docUrl: `http://localhost:3000${uploaded.downloadUrl}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: uploaded.id }, message: 'Document uploaded successfully' });
  });

  it.each([
    ['a placeholder storage path', 'https://storage.example.com/docs/deed.pdf'],
    ['a public upload', '/uploads/images/abc.webp'],
    ['a document of another deal', 'OTHER'],
    ['nothing', ''],
  ])('refuses %s', async (_what, docUrl) => {
    const target = await freshDeal();
    let url = docUrl;
    if (docUrl === 'OTHER') url = (await uploadDocument(t, cast.buyer, deal.id, pdfBytes())).json().data.downloadUrl;
    const res = await post(t, cast.buyer, `/api/deals/${target.id}/upload-document`, { docUrl: url });
    expect(res.statusCode).toBe(400);
    expect((await get(t, cast.buyer, `/api/deals/${target.id}`)).json().data.buyerDocUploaded).toBe(false);
  });
});

describe('GET /api/deals/{id}/documents/{docId}', () => {
  it("sends the file as an attachment to the deal's people", async () => {
    const bytes = pdfBytes(100);
    const uploaded: TDealDocument = (await uploadDocument(t, cast.buyer, deal.id, bytes, { filename: 'Sale deed – ಕನ್ನಡ.pdf' })).json().data;
    for (const who of [cast.buyer, cast.seller, cast.agent, cast.admin]) {
      const res = await get(t, who, uploaded.downloadUrl);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Sale deed _ _+\.pdf"; filename\*=UTF-8''/);
      expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!)).toBe('Sale deed – ಕನ್ನಡ.pdf');
    }
  });

  it('refuses anyone else with 404, and a document of another deal', async () => {
    const uploaded: TDealDocument = (await uploadDocument(t, cast.buyer, deal.id, pdfBytes())).json().data;
    for (const who of [cast.outsider, cast.otherAgent]) expect((await get(t, who, uploaded.downloadUrl)).statusCode).toBe(404);
    expect((await get(t, null, uploaded.downloadUrl)).statusCode).toBe(401);
    const other = await freshDeal();
    expect((await get(t, cast.buyer, `/api/deals/${other.id}/documents/${uploaded.id}`)).statusCode).toBe(404);
  });
});
