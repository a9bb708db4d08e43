// A picture's perceptual hash (dHash): the picture in grey, shrunk to 9 × 8, and one bit per pair of
// neighbours in a row (is the left one darker?). Resizing and re-compressing a picture barely moves
// these 64 bits; a different picture moves about half of them.
import type sharpFunction from 'sharp';

/** Copies are within this many differing bits; unrelated pictures are rarely within 20 (docs/decisions/0029-reports-moderation-and-flags.md). */
export const COPY_DISTANCE = 10;
export const BAND_BITS = 16;

// sharp loads with the first picture, not at start (as in uploads/image-store.ts).
let sharpLoading: Promise<typeof sharpFunction> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

export async function pictureHash(bytes: Buffer): Promise<bigint> {
  const sharp = await loadSharp();
  const pixels = await sharp(bytes, { failOn: 'error' }).rotate().greyscale().resize(9, 8, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      hash = (hash << 1n) | (pixels.readUInt8(y * 9 + x) < pixels.readUInt8(y * 9 + x + 1) ? 1n : 0n);
    }
  }
  return hash;
}

/** The hash as PostgreSQL's signed bigint holds it. */
export const signedHash = (hash: bigint) => BigInt.asIntN(64, hash);

/** The four 16-bit bands, highest first: two hashes within 3 bits of each other share at least one. */
export function bandsOf(hash: bigint): [number, number, number, number] {
  const unsigned = BigInt.asUintN(64, hash);
  const band = (i: number) => Number((unsigned >> BigInt(48 - i * BAND_BITS)) & 0xffffn);
  return [band(0), band(1), band(2), band(3)];
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (x) {
    x &= x - 1n;
    count++;
  }
  return count;
}
