import type { Metadata } from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeCost } from './decode-cost.ts';
import { DECODE_BUDGET_BYTES } from './image-store.ts';

const MB = 1024 * 1024;
const fortyMegapixels = { width: 8000, height: 5000, channels: 3, depth: 'uchar' } as const;
const cost = (metadata: Partial<Metadata>) => decodeCost({ ...fortyMegapixels, ...metadata } as Metadata) / MB;

describe('what decoding a picture costs, from its header', () => {
  it('is small for pictures that shrink as they are read, and whole-picture sized for those decoded whole', () => {
    expect(cost({ format: 'jpeg', isProgressive: false })).toBeLessThan(40);
    expect(cost({ format: 'webp' })).toBeLessThan(40);
    expect(cost({ format: 'png', isProgressive: false })).toBeLessThan(80);
    expect(cost({ format: 'jpeg', isProgressive: true, chromaSubsampling: '4:2:0' })).toBeGreaterThan(120);
    expect(cost({ format: 'jpeg', isProgressive: true, chromaSubsampling: '4:4:4' })).toBeGreaterThan(240);
    expect(cost({ format: 'png', isProgressive: true })).toBeGreaterThan(120);
    expect(cost({ format: 'heif' })).toBeGreaterThan(120);
  });

  it('lets an ordinary 40-megapixel photo through the decode budget, and several side by side', () => {
    expect(cost({ format: 'jpeg', isProgressive: false }) * 2).toBeLessThan(DECODE_BUDGET_BYTES / MB);
    expect(cost({ format: 'jpeg', isProgressive: true, chromaSubsampling: '4:2:0' })).toBeGreaterThan(DECODE_BUDGET_BYTES / MB);
  });
});
