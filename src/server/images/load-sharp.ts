// sharp (libvips), loaded with the first picture a server handles, not at start: it adds about 30 MB to
// the server's memory, which a server that never takes or checks a picture need not pay. Every
// caller loads it here, so its operation cache is always off: it would keep decoded pictures (up to
// 50 MB, never given back) for pipelines that never come again, as every upload and every picture
// hashed is new bytes.
import type sharpFunction from 'sharp';

let sharpLoading: Promise<typeof sharpFunction> | undefined;

export const loadSharp = (): Promise<typeof sharpFunction> =>
  (sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
