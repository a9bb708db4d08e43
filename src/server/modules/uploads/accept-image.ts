// An upload is a picture only if its bytes say so (magic numbers, not the name or the declared
// type) and sharp can decode it; encodeImage then re-encodes it, which drops anything hidden inside.
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MESSAGES } from '#shared/contracts/property.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { encodeImage, saveEncodedImages, type EncodedImage, type StoredImage } from './image-store.ts';

/** AVIF and HEIC pass this check but are stored only if this build of sharp can decode them. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic']);

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.notAnImage);

export async function acceptImage(db: Db, store: ObjectStore, bytes: Buffer): Promise<StoredImage> {
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !ACCEPTED_TYPES.has(kind.mime)) throw notAnImage();
  let image: EncodedImage;
  try {
    image = await encodeImage(bytes);
  } catch (error) {
    // Encoding works on bytes in memory: any failure here is the picture's, not the server's.
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Image is too large (max 40 megapixels)');
    }
    throw notAnImage();
  }
  await saveEncodedImages(db, store, [image], async () => {});
  return { url: image.url, thumbUrl: image.thumbUrl, width: image.width, height: image.height };
}
