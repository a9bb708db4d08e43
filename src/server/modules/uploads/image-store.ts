// Pictures are stored once (named by the hash of their bytes), re-encoded to WebP without
// metadata, with a small thumbnail for cards. Re-encoding also drops anything hidden in the file.
// Both files go to the object store (src/server/storage) with their checksum rows.
import crypto from 'node:crypto';
import type { Metadata } from 'sharp';
import type sharpFunction from 'sharp';
import { AppError } from '#server/http/app-error.ts';
import { loadSharp } from '#server/images/load-sharp.ts';
import { createWorkGate } from '#server/http/work-gate.ts';
import type { Db } from '#server/db/client.ts';
import { keyOfPublicPath, publicPathOf, type ObjectStore } from '#server/storage/object-store.ts';
import { lockKeys, recordedKeys, writeFiles } from '#server/storage/stored-files.ts';
import { decodeCost } from './decode-cost.ts';

export const IMAGE_MAX_EDGE = 1600;
export const THUMB_SIZE = { width: 480, height: 360 } as const;
/** Refuse decompression bombs before decoding: 40 megapixels is far above any phone photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { url: string; thumbUrl: string; width: number; height: number };
export type EncodedImage = StoredImage & { full: Buffer; thumb: Buffer };

const MB = 1024 * 1024;
/**
 * Memory that pictures being decoded may take at once (decode-cost.ts): several ordinary pictures
 * decode side by side, a costly one alone, so the server's peak stays within its budget
 * (400 MB embedded, 275 MB on PostgreSQL) however many arrive at once; and one picture may not cost more.
 */
export const DECODE_BUDGET_BYTES = 96 * MB;
/** What pictures being decoded side by side may hold together; a costlier one decodes alone. */
const DECODING_AT_ONCE_BYTES = 64 * MB;
const decodes = createWorkGate({
  capacity: DECODING_AT_ONCE_BYTES,
  // Uploads waiting for a decode already hold their bytes: their number is bounded by the upload slots.
  maxWaiting: Number.POSITIVE_INFINITY,
  busy: () => new Error('never: the decode queue is unbounded'),
});

/** A progressive JPEG (4:2:0) of this many megapixels is the costliest picture the budget decodes. */
const PROGRESSIVE_MEGAPIXELS = Math.floor((DECODE_BUDGET_BYTES - decodeCost({ format: 'jpeg', width: 0, height: 0 } as Metadata)) / 3 / 1e6);
export const TOO_COSTLY_TO_DECODE = `Image is too large to process: save it as a standard (not progressive or interlaced) JPEG or PNG, or under ${PROGRESSIVE_MEGAPIXELS} megapixels`;

/**
 * Runs `decode` once its share of the decode budget is free, after checking the header: over the
 * pixel limit is sharp's own pixel-limit error, over the budget a 413.
 */
async function withinDecodeBudget<T>(bytes: Buffer, decode: (sharp: typeof sharpFunction) => Promise<T>): Promise<T> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
  const cost = decodeCost(metadata);
  if (metadata.width * metadata.height <= MAX_INPUT_PIXELS && cost > DECODE_BUDGET_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_COSTLY_TO_DECODE, { file: TOO_COSTLY_TO_DECODE });
  }
  return decodes.run(cost, () => decode(sharp));
}

const imageKeys = (hash: string) => ({ full: `uploads/images/${hash}.webp`, thumb: `uploads/images/${hash}-thumb.webp` });

/** Where an upload's picture and thumbnail are kept: named by the hash of the uploaded bytes. */
export function imageKeysOf(bytes: Buffer) {
  return imageKeys(crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32));
}

/**
 * The WebP picture and thumbnail for an upload. The upload is decoded once, as it is read (never
 * held whole unless its format needs it), to at most 1,600 pixels; both files are made from that.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const { full, thumb, info } = await withinDecodeBudget(bytes, async (sharp) => {
    const { data: pixels, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [full, thumb] = await Promise.all([
      decoded().webp({ quality: 80 }).toBuffer(),
      decoded()
        .resize({ ...THUMB_SIZE, fit: 'cover' })
        .webp({ quality: 70 })
        .toBuffer(),
    ]);
    return { full, thumb, info };
  });
  const keys = imageKeysOf(bytes);
  return { url: publicPathOf(keys.full), thumbUrl: publicPathOf(keys.thumb), width: info.width, height: info.height, full, thumb };
}

/** Longest side of a photographed document: a page stays readable when printed. */
const DOCUMENT_PHOTO_MAX_EDGE = 2400;

/**
 * A phone photo of a paper, decoded and written anew as JPEG the right way up: its EXIF (where it was
 * taken, the phone) and anything hidden in the file are dropped, as with listing pictures.
 */
export function encodeDocumentPhoto(bytes: Buffer): Promise<Buffer> {
  return withinDecodeBudget(bytes, (sharp) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: DOCUMENT_PHOTO_MAX_EDGE, height: DOCUMENT_PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer(),
  );
}

/** Writes an encoded picture's two files and their checksum rows; `withRows` joins that transaction. */
export function saveEncodedImages<T>(db: Db, store: ObjectStore, images: EncodedImage[], withRows: (tx: Db) => Promise<T>): Promise<T> {
  const files = images.flatMap((image) => [
    { key: keyOfPublicPath(image.url), bytes: image.full, contentType: 'image/webp' },
    { key: keyOfPublicPath(image.thumbUrl), bytes: image.thumb, contentType: 'image/webp' },
  ]);
  return writeFiles(db, store, files, withRows);
}

const STORED_IMAGE_URL = /^\/uploads\/images\/([0-9a-f]{32})\.webp$/;

/**
 * The stored pictures behind URLs that storeImage returned, in order, or null if any is not one:
 * listings may only point at pictures this server stored (never at other hosts or at files that
 * are not there). Call inside the transaction that attaches them: it holds their keys until then.
 */
export async function holdStoredImages(tx: Db, store: ObjectStore, urls: string[]): Promise<{ url: string; thumbUrl: string }[] | null> {
  const images: { url: string; thumbUrl: string }[] = [];
  for (const url of urls) {
    const hash = STORED_IMAGE_URL.exec(url)?.[1];
    if (!hash) return null;
    images.push({ url, thumbUrl: publicPathOf(imageKeys(hash).thumb) });
  }
  const keys = images.flatMap((image) => [keyOfPublicPath(image.url), keyOfPublicPath(image.thumbUrl)]);
  await lockKeys(tx, keys);
  const recorded = await recordedKeys(tx, keys);
  // Pictures stored before checksums were recorded (migration 0012) have files but no rows.
  const present = await Promise.all(keys.map(async (key) => recorded.has(key) || store.exists(key)));
  return present.every(Boolean) ? images : null;
}
