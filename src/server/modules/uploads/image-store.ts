// Pictures are stored once (named by the hash of their bytes), re-encoded to WebP without
// metadata, with a small thumbnail for cards. Re-encoding also drops anything hidden in the file.
// Both files go to the object store (src/server/storage) with their checksum rows.
import crypto from 'node:crypto';
import type sharpFunction from 'sharp';
import type { Db } from '../../db/client.ts';
import { keyOfPublicPath, publicPathOf, type ObjectStore } from '../../storage/object-store.ts';
import { lockKeys, recordedKeys, writeFiles } from '../../storage/stored-files.ts';

export const IMAGE_MAX_EDGE = 1600;
export const THUMB_SIZE = { width: 480, height: 360 } as const;
/** Refuse decompression bombs before decoding: 40 megapixels is far above any phone photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { url: string; thumbUrl: string; width: number; height: number };
export type EncodedImage = StoredImage & { full: Buffer; thumb: Buffer };

// sharp (libvips) adds about 30 MB to the server's memory once loaded: it loads with the first
// picture, not at start (docs/performance.md).
let sharpLoading: Promise<typeof sharpFunction> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default));

const imageKeys = (hash: string) => ({ full: `uploads/images/${hash}.webp`, thumb: `uploads/images/${hash}-thumb.webp` });

/** Where an upload's picture and thumbnail are kept: named by the hash of the uploaded bytes. */
export function imageKeysOf(bytes: Buffer) {
  return imageKeys(crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32));
}

/** The WebP picture and thumbnail for an upload. */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const sharp = await loadSharp();
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const { data: full, info } = await source()
    .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await source()
    .resize({ ...THUMB_SIZE, fit: 'cover' })
    .webp({ quality: 70 })
    .toBuffer();
  const keys = imageKeysOf(bytes);
  return { url: publicPathOf(keys.full), thumbUrl: publicPathOf(keys.thumb), width: info.width, height: info.height, full, thumb };
}

/** Longest side of a photographed document: a page stays readable when printed. */
const DOCUMENT_PHOTO_MAX_EDGE = 2400;

/**
 * A phone photo of a paper, decoded and written anew as JPEG the right way up: its EXIF (where it was
 * taken, the phone) and anything hidden in the file are dropped, as with listing pictures.
 */
export async function encodeDocumentPhoto(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: DOCUMENT_PHOTO_MAX_EDGE, height: DOCUMENT_PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
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
