// What decoding a picture costs in memory, judged from its header before any pixel is decoded.
// Most pictures shrink as they are read (a baseline JPEG is decoded at an eighth of its size, a
// WebP scaled, a plain PNG line by line), but a progressive JPEG keeps every DCT coefficient of the
// whole picture until its last scan, and an interlaced PNG, a GIF, AVIF or HEIC are decoded whole:
// 120 MB or more for 40 megapixels. Figures measured with sharp 0.35 on 40-megapixel pictures
// (tests/process/heavy-uploads.test.ts): baseline JPEG +15 MB, WebP +18, plain PNG +52,
// progressive JPEG 4:2:0 +135, interlaced PNG +150, progressive JPEG 4:4:4 +250.
import type { Metadata } from 'sharp';

const MB = 1024 * 1024;
/** The decoded picture at 1,600 pixels, its thumbnail and both WebP files. */
const OUTPUT_BYTES = 16 * MB;

/** Bytes of coefficients per pixel a progressive JPEG holds (2 bytes each, chroma planes subsampled). */
function coefficientBytesPerPixel({ channels, chromaSubsampling }: Metadata): number {
  if (channels === 3 && chromaSubsampling === '4:2:0') return 2 * 1.5;
  if (channels === 3 && chromaSubsampling === '4:2:2') return 2 * 2;
  return 2 * channels;
}

/** Estimated peak memory of decoding the picture whose header this is, in bytes. */
export function decodeCost(metadata: Metadata): number {
  const pixels = metadata.width * metadata.height;
  const sampleBytes = metadata.depth === 'ushort' ? 2 : 1;
  const decodedWhole = pixels * Math.max(metadata.channels, 3) * sampleBytes;
  switch (metadata.format) {
    case 'jpeg':
      return OUTPUT_BYTES + (metadata.isProgressive ? pixels * coefficientBytesPerPixel(metadata) : pixels * 0.5);
    case 'webp':
      return OUTPUT_BYTES + pixels * 0.5;
    case 'png':
      return OUTPUT_BYTES + (metadata.isProgressive ? decodedWhole : pixels * 1.5 * sampleBytes);
    default:
      return OUTPUT_BYTES + decodedWhole;
  }
}
