// The perceptual hash on real pictures: resized and re-compressed copies stay within COPY_DISTANCE,
// different scenes stay far outside it; the bands cut the hash as the database's band indexes expect.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bandsOf, COPY_DISTANCE, hammingDistance, pictureHash, signedHash } from './picture-hash.ts';

async function scene(seed: number): Promise<Buffer> {
  const shapes = Array.from({ length: 8 }, (_, i) => {
    const v = (seed * 7919 + i * 104729) % 997;
    return `<rect x="${(v * 13) % 700}" y="${(v * 29) % 500}" width="${100 + (v % 300)}" height="${80 + ((v * 3) % 250)}" fill="hsl(${(v * 37) % 360},70%,${30 + (v % 40)}%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${(seed * 53) % 360},40%,70%)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

describe('pictureHash', () => {
  it('keeps a resized, re-compressed copy within COPY_DISTANCE and unrelated scenes beyond it', async () => {
    const original = await scene(1);
    const hash = await pictureHash(original);
    for (const [width, quality] of [
      [400, 40],
      [1200, 30],
      [250, 60],
    ]) {
      const copy = await sharp(original).resize({ width }).webp({ quality }).toBuffer();
      expect(hammingDistance(hash, await pictureHash(copy))).toBeLessThanOrEqual(COPY_DISTANCE);
    }
    for (let seed = 2; seed < 12; seed++) expect(hammingDistance(hash, await pictureHash(await scene(seed)))).toBeGreaterThan(COPY_DISTANCE);
  });

  it('cuts four 16-bit bands, highest first, the same for the signed form PostgreSQL keeps', () => {
    const hash = 0x0123_4567_89ab_cdefn;
    expect(bandsOf(hash)).toEqual([0x0123, 0x4567, 0x89ab, 0xcdef]);
    const high = 0xfedc_ba98_7654_3210n;
    expect(signedHash(high)).toBeLessThan(0n);
    expect(bandsOf(signedHash(high))).toEqual([0xfedc, 0xba98, 0x7654, 0x3210]);
    expect(hammingDistance(signedHash(high), high)).toBe(0);
    expect(hammingDistance(0n, 0b1011n)).toBe(3);
  });
});
