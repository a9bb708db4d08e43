// 48 people upload a 40-megapixel picture at the same moment, in the formats that cost most to
// decode (progressive JPEG and interlaced PNG are decoded whole; a baseline JPEG shrinks as it is
// read). The server, run as `npm start` runs it, keeps its peak memory within the budget
// (docs/performance.md) and answers each upload with a 2xx or a clear 4xx/503, never a 500 or a crash.
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePoster } from './api-client.ts';
import { newStore, serve } from './resources.ts';
import { storeKinds, type StoreKind } from './stores.ts';

const UPLOADS = 48;
/** The server's peak resident memory budget (docs/performance.md). */
const BUDGET_MB: Record<StoreKind, number> = { embedded: 400, postgres: 275 };

/** The process's peak resident memory so far, in MB (Linux keeps it as VmHWM). */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** 8,000 × 5,000 pixels (just under the 40-megapixel limit), made here rather than kept in the repository. */
async function bigPictures(): Promise<{ name: string; type: string; bytes: Buffer }[]> {
  const canvas = (background: string) => sharp({ create: { width: 8000, height: 5000, channels: 3, background } });
  return [
    { name: 'progressive.jpg', type: 'image/jpeg', bytes: await canvas('#3366cc').jpeg({ progressive: true }).toBuffer() },
    { name: 'interlaced.png', type: 'image/png', bytes: await canvas('#cc6633').png({ progressive: true }).toBuffer() },
    { name: 'baseline.jpg', type: 'image/jpeg', bytes: await canvas('#33cc66').jpeg().toBuffer() },
  ];
}

describe.each(storeKinds)('48 simultaneous uploads of 40-megapixel pictures (%s database)', (kind) => {
  it('keep the peak memory within the budget, and each gets a 2xx or a clear 4xx/503', async () => {
    const pictures = await bigPictures();
    const server = await serve(await newStore(kind), {}, { compiled: true });
    const poster = await makePoster(server.baseUrl);
    const upload = async (i: number) => {
      const picture = pictures[i % pictures.length];
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(picture!.bytes)], { type: picture!.type }), picture!.name);
      const response = await fetch(`${server.baseUrl}/api/upload/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${poster.token}` },
        body: form,
      });
      return { status: response.status, body: await response.text() };
    };
    const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => upload(i)));

    const peak = peakRssMb(server.pid);
    const statuses = answers.map((a) => a.status).sort();
    process.stdout.write(`\n  peak RSS with ${UPLOADS} big uploads (${kind}): ${Math.round(peak)} MB; answers ${statuses.join(' ')}\n`);
    const unclear = answers.filter((a) => !(a.status < 300 || (a.status >= 400 && a.status < 500) || a.status === 503));
    expect(unclear).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(peak).toBeLessThan(BUDGET_MB[kind]);
    expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
  });
});
