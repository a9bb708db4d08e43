// A picture's perceptual hashes (pHash): the picture in grey, shrunk to 32 × 32, and one bit per low
// spatial frequency of it (is it above the median?). Resizing and re-compressing barely moves these
// 64 bits; a different picture moves about half of them. One hash would miss a mirrored or cropped
// copy, so each picture keeps several: the whole, its mirror, and a grid of crops
// (docs/decisions/0072-copied-photos-mirrored-and-cropped.md).
import { loadSharp } from '#server/images/load-sharp.ts';

/**
 * Copies are within this many differing bits (0 to 4 measured); unrelated pictures rarely within 12,
 * but the demo's room drawings recoloured from one plan can be (docs/decisions/0072-copied-photos-mirrored-and-cropped.md).
 */
export const COPY_DISTANCE = 6;
export const BAND_BITS = 16;
/** Variants 0 and 1 are the whole picture and its mirror; the rest are crops. */
export const WHOLE_VARIANTS = 2;

/** Crops kept: [width, height] as shares of the picture, each at the corners, the edges' middles and the centre. */
const EVEN_CROPS = [0.92, 0.84, 0.76, 0.68].map((share) => [share, share] as const);
/** Crops off one side only (a strip cut away), at either end and the middle. */
const STRIP_CROPS = [0.84, 0.76].flatMap((share) => [[share, 1] as const, [1, share] as const]);
const PLACES = [0, 0.5, 1];
/** How many hashes a picture with no plain part keeps. */
export const VARIANTS = WHOLE_VARIANTS + EVEN_CROPS.length * PLACES.length ** 2 + STRIP_CROPS.length * PLACES.length;

/** A grey picture whose spread of light is below this says nothing about whose home it is (a wall, a sky). */
const MIN_SPREAD = 6;
const SIDE = 32;
const WORK_SIDE = 256;

/** cos((2x + 1)uπ / 2·SIDE) at [u · SIDE + x], for the 8 lowest frequencies u. */
const COSINES = Float64Array.from({ length: 8 * SIDE }, (_, i) => Math.cos(((2 * (i % SIDE) + 1) * Math.floor(i / SIDE) * Math.PI) / (2 * SIDE)));
const at = (values: Float64Array, i: number) => values[i] ?? 0;

function spread(pixels: Float64Array): number {
  let [sum, squares] = [0, 0];
  for (const value of pixels) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / pixels.length;
  return Math.sqrt(Math.max(0, squares / pixels.length - mean * mean));
}

/** The 8 × 8 lowest frequencies of a 32 × 32 grey picture, one bit each against their median (the constant term left out of it). */
function hashOf(pixels: Float64Array): bigint {
  const terms: number[] = [];
  for (let v = 0; v < 8; v++) {
    for (let u = 0; u < 8; u++) {
      let sum = 0;
      for (let y = 0; y < SIDE; y++) {
        const row = at(COSINES, v * SIDE + y);
        for (let x = 0; x < SIDE; x++) sum += at(pixels, y * SIDE + x) * at(COSINES, u * SIDE + x) * row;
      }
      terms.push(sum);
    }
  }
  const median = terms.slice(1).sort((a, b) => a - b)[31] ?? 0;
  let hash = 0n;
  for (const term of terms) hash = (hash << 1n) | (term > median ? 1n : 0n);
  return hash;
}

export type PictureHash = { variant: number; hash: bigint };
type Region = { mirror: boolean; width: number; height: number; left: number; top: number };

/** The source pixels [from, to) that output pixel `i` of SIDE averages, over `size` pixels from `start`. */
function span(start: number, size: number, i: number): [number, number] {
  const from = Math.floor(start + (i * size) / SIDE);
  return [from, Math.max(from + 1, Math.floor(start + ((i + 1) * size) / SIDE))];
}

/** The region of the WORK_SIDE-square grey picture, shrunk to SIDE × SIDE by averaging (in place of one sharp pipeline per variant). */
function shrink(work: Buffer, region: Region): Float64Array {
  const [width, height] = [WORK_SIDE * region.width, WORK_SIDE * region.height];
  const [left, top] = [(WORK_SIDE - width) * region.left, (WORK_SIDE - height) * region.top];
  const out = new Float64Array(SIDE * SIDE);
  for (let oy = 0; oy < SIDE; oy++) {
    const [y0, y1] = span(top, height, oy);
    for (let ox = 0; ox < SIDE; ox++) {
      const [x0, x1] = span(left, width, ox);
      let sum = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += work.readUInt8(y * WORK_SIDE + x);
      out[oy * SIDE + (region.mirror ? SIDE - 1 - ox : ox)] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** Every variant's hash; a plain variant (a crop of sky) has none, and a plain picture none at all. */
export async function pictureHashes(bytes: Buffer): Promise<PictureHash[]> {
  const sharp = await loadSharp();
  const work = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const regions: Region[] = [
    { mirror: false, width: 1, height: 1, left: 0, top: 0 },
    { mirror: true, width: 1, height: 1, left: 0, top: 0 },
  ];
  for (const [width, height] of [...EVEN_CROPS, ...STRIP_CROPS]) {
    for (const top of height === 1 ? [0] : PLACES) {
      for (const left of width === 1 ? [0] : PLACES) regions.push({ mirror: false, width, height, left, top });
    }
  }
  const hashes: PictureHash[] = [];
  for (const [variant, region] of regions.entries()) {
    const pixels = shrink(work, region);
    if (spread(pixels) < MIN_SPREAD) {
      if (variant === 0) return [];
      continue;
    }
    hashes.push({ variant, hash: hashOf(pixels) });
  }
  return hashes;
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
