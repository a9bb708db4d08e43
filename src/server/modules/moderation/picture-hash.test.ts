// The perceptual hashes on real pictures: resized and re-compressed, mirrored and cropped copies lie
// within COPY_DISTANCE of one of the original's variants; different scenes and different demo
// drawings do not; the bands cut a hash as the database's band indexes expect.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawHome, type PictureSpec } from '#server/db/seed/pictures/draw-home.ts';
import { bandsOf, COPY_DISTANCE, hammingDistance, pictureHashes, signedHash, WHOLE_VARIANTS, type PictureHash } from './picture-hash.ts';

async function scene(seed: number): Promise<Buffer> {
  const shapes = Array.from({ length: 8 }, (_, i) => {
    const v = (seed * 7919 + i * 104729) % 997;
    return `<rect x="${(v * 13) % 700}" y="${(v * 29) % 500}" width="${100 + (v % 300)}" height="${80 + ((v * 3) % 250)}" fill="hsl(${(v * 37) % 360},70%,${30 + (v % 40)}%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="hsl(${(seed * 53) % 360},40%,70%)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** The closest pair as findCopies compares them: one side whole or mirrored. */
function closest(a: PictureHash[], b: PictureHash[]): number {
  let best = 64;
  for (const x of a) {
    for (const y of b) if (x.variant < WHOLE_VARIANTS || y.variant < WHOLE_VARIANTS) best = Math.min(best, hammingDistance(x.hash, y.hash));
  }
  return best;
}

async function cropped(bytes: Buffer, share: number, left: number, top: number) {
  const { width, height } = await sharp(bytes).metadata();
  const box = { width: Math.round(width * share), height: Math.round(height * share) };
  return sharp(bytes)
    .extract({ ...box, left: Math.round((width - box.width) * left), top: Math.round((height - box.height) * top) })
    .jpeg({ quality: 70 })
    .toBuffer();
}

describe('pictureHashes', () => {
  it("leaves no decoded picture in sharp's cache: a server checking pictures keeps none of them", async () => {
    await pictureHashes(await scene(3));
    expect(sharp.cache().items.current).toBe(0);
  });

  it('keeps resized, re-compressed, mirrored and cropped copies within COPY_DISTANCE, and unrelated scenes beyond it', async () => {
    const original = await scene(1);
    const hashes = await pictureHashes(original);
    const copies = [
      await sharp(original).resize({ width: 400 }).webp({ quality: 40 }).toBuffer(),
      await sharp(original).resize({ width: 1200 }).webp({ quality: 30 }).toBuffer(),
      await sharp(original).flop().jpeg({ quality: 60 }).toBuffer(),
      await cropped(original, 0.76, 0.5, 0.5),
      await cropped(original, 0.76, 0, 1),
      await sharp(await cropped(original, 0.84, 1, 0))
        .flop()
        .toBuffer(),
    ];
    for (const copy of copies) expect(closest(await pictureHashes(copy), hashes)).toBeLessThanOrEqual(COPY_DISTANCE);
    // A crop posted first is found from the whole picture posted after it.
    expect(closest(hashes, await pictureHashes(await cropped(original, 0.76, 1, 1)))).toBeLessThanOrEqual(COPY_DISTANCE);
    for (let seed = 2; seed < 12; seed++) expect(closest(await pictureHashes(await scene(seed)), hashes)).toBeGreaterThan(COPY_DISTANCE);
  });

  it('tells the demo drawings of different homes and rooms apart', async () => {
    const specs: PictureSpec[] = [
      { kind: 'apartment', seed: 100, view: 'day' },
      { kind: 'apartment', seed: 101, view: 'morning', mirror: true },
      { kind: 'villa', seed: 100, view: 'day' },
      { kind: 'house', seed: 103, view: 'day', mirror: true },
      { kind: 'plot', seed: 101, view: 'morning', mirror: true },
      { kind: 'penthouse', seed: 102, view: 'dusk' },
      { kind: 'apartment', seed: 1, view: 'living' },
      { kind: 'apartment', seed: 1, view: 'bedroom' },
      { kind: 'apartment', seed: 1, view: 'kitchen' },
      { kind: 'commercial', seed: 1, view: 'office' },
    ];
    const hashes = await Promise.all(
      specs.map(async (spec) =>
        pictureHashes(
          await sharp(Buffer.from(drawHome(spec)))
            .webp()
            .toBuffer(),
        ),
      ),
    );
    for (const [i, a] of hashes.entries()) {
      for (const b of hashes.slice(i + 1)) expect(Math.min(closest(a, b), closest(b, a))).toBeGreaterThan(COPY_DISTANCE);
    }
  });

  it('keeps no hash of a plain picture', async () => {
    expect(
      await pictureHashes(
        await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8ab' } })
          .png()
          .toBuffer(),
      ),
    ).toEqual([]);
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
