// Pictures are stored once (named by the hash of their bytes), re-encoded to WebP without
// metadata, with a small thumbnail for cards. Re-encoding also drops anything hidden in the file.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const IMAGE_MAX_EDGE = 1600;
export const THUMB_SIZE = { width: 480, height: 360 } as const;
/** Refuse decompression bombs before decoding: 40 megapixels is far above any phone photo. */
export const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { url: string; thumbUrl: string; width: number; height: number };

async function writeOnce(file: string, bytes: Buffer) {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, file);
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

export async function storeImage(uploadsDir: string, bytes: Buffer): Promise<StoredImage> {
  const key = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const dir = path.join(uploadsDir, 'images');
  await fs.mkdir(dir, { recursive: true });
  const full = path.join(dir, `${key}.webp`);
  const thumb = path.join(dir, `${key}-thumb.webp`);
  const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

  let width: number;
  let height: number;
  if (await exists(full)) {
    ({ width = 0, height = 0 } = await sharp(full).metadata());
  } else {
    const { data, info } = await source()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    await writeOnce(full, data);
    ({ width, height } = info);
  }
  if (!(await exists(thumb))) {
    const data = await source().resize({ ...THUMB_SIZE, fit: 'cover' }).webp({ quality: 70 }).toBuffer();
    await writeOnce(thumb, data);
  }
  return { url: `/uploads/images/${key}.webp`, thumbUrl: `/uploads/images/${key}-thumb.webp`, width, height };
}

const STORED_IMAGE_URL = /^\/uploads\/images\/([0-9a-f]{32})\.webp$/;

/**
 * The stored picture behind a URL that storeImage returned, or null: listings may only point at
 * pictures this server stored (never at other hosts or at files that are not there).
 */
export async function findStoredImage(uploadsDir: string, url: string): Promise<Omit<StoredImage, 'width' | 'height'> | null> {
  const key = STORED_IMAGE_URL.exec(url)?.[1];
  if (!key) return null;
  const dir = path.join(uploadsDir, 'images');
  const [hasFull, hasThumb] = await Promise.all([exists(path.join(dir, `${key}.webp`)), exists(path.join(dir, `${key}-thumb.webp`))]);
  if (!hasFull || !hasThumb) return null;
  return { url, thumbUrl: `/uploads/images/${key}-thumb.webp` };
}
