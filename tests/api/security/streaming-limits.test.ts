//an upload of 10 MB + 1 byte gets its 413 while it is still being sent. Over a
// real socket, the client sends the file in chunks and holds back the closing boundary: a server
// that read (or buffered) the whole body first could never answer, and the test would time out.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#shared/contracts/property.ts';
import { MAX_DOCUMENT_BYTES } from '#shared/deal-stages.ts';
import { createDeal, dealCast } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';

const MB = 1024 * 1024;
const ANSWER_TIMEOUT_MS = 15_000;

let t: TestApp;
let port: number;
let buyer: TestUser;
let dealId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const cast = await dealCast(t);
  buyer = cast.buyer;
  dealId = (await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: buyer.id })).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type EarlyAnswer = { status: number; body: { success: boolean; message: string }; fileBytesSent: number };

/**
 * Sends a multipart upload of `fileBytes` bytes (chunked, no Content-Length) in 64 KiB pieces and
 * never sends the closing boundary; resolves with the answer, or rejects if none comes in time.
 */
function uploadWithoutFinishing(url: string, token: string, fileBytes: number, filename: string): Promise<EarlyAnswer> {
  const boundary = '----gruhastream';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  // No byte of the file may look like the start of a boundary, so the parser holds nothing back.
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let fileBytesSent = 0;
    let answered = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: url,
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms after ${fileBytesSent} file bytes: the server waits for the whole body`));
    }, ANSWER_TIMEOUT_MS);
    request.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()), fileBytesSent });
      });
    });
    // The server may close the socket after answering; only an error before the answer counts.
    request.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    const sendFile = () => {
      while (fileBytesSent < fileBytes && !answered) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - fileBytesSent));
        fileBytesSent += piece.length;
        if (!request.write(piece)) return void request.once('drain', sendFile);
      }
    };
    request.write(head);
    sendFile();
  });
}

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
    : [];

describe('an upload over 10 MB is refused while it streams', () => {
  it("the limits are the spec's 10 MB", () => {
    expect(MAX_IMAGE_BYTES).toBe(10 * MB);
    expect(MAX_DOCUMENT_BYTES).toBe(10 * MB);
  });

  it('a picture of 10 MB + 1 byte gets 413 before the upload ends, and nothing is stored', async () => {
    const before = filesUnder(t.dataDir);
    const answer = await uploadWithoutFinishing('/api/upload/image', buyer.token, 10 * MB + 1, 'big.jpg');
    expect(answer).toMatchObject({ status: 413, body: { success: false, message: 'File too large (max 10MB)' } });
    expect(answer.fileBytesSent).toBe(10 * MB + 1);
    expect(filesUnder(t.dataDir)).toEqual(before);
  });

  it('a deal document of 10 MB + 1 byte gets 413 before the upload ends, and nothing is stored', async () => {
    const before = filesUnder(t.dataDir);
    const answer = await uploadWithoutFinishing(`/api/deals/${dealId}/upload-document`, buyer.token, 10 * MB + 1, 'deed.pdf');
    expect(answer).toMatchObject({ status: 413, body: { success: false, message: 'File size must be less than 10MB' } });
    expect(answer.fileBytesSent).toBe(10 * MB + 1);
    expect(filesUnder(t.dataDir)).toEqual(before);
    const deal = await t.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: { authorization: `Bearer ${buyer.token}` } });
    expect(deal.json().data).toMatchObject({ buyerDocUploaded: false, documents: [] });
  });
});
