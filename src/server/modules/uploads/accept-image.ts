// An upload is a picture only if its bytes say so (magic numbers, not the name or the declared
// type) and sharp can decode it; storeImage then re-encodes it, which drops anything hidden inside.
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MESSAGES } from '../../../shared/contracts/property.ts';
import { AppError } from '../../http/app-error.ts';
import { storeImage, type StoredImage } from './image-store.ts';

/** AVIF and HEIC pass this check but are stored only if this build of sharp can decode them. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic']);

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_MESSAGES.notAnImage);

/** sharp reports undecodable input as a plain Error; file-system failures carry an errno code. */
const isDecodeFailure = (error: unknown) =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code !== 'string';

export async function acceptImage(uploadsDir: string, bytes: Buffer): Promise<StoredImage> {
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !ACCEPTED_TYPES.has(kind.mime)) throw notAnImage();
  try {
    return await storeImage(uploadsDir, bytes);
  } catch (error) {
    if (!isDecodeFailure(error)) throw error;
    if (/pixel limit/i.test((error as Error).message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Image is too large (max 40 megapixels)');
    }
    throw notAnImage();
  }
}
