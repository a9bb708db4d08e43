// The UPI QR code drawn in the browser: a square of modules with the three finder patterns a
// scanner looks for, larger for a longer link.
import { describe, expect, it } from 'vitest';
import { upiPayLink } from '#shared/tenancy/upi-link.ts';
import { qrPath } from './upi-qr.tsx';

const link = upiPayLink({ upiId: 'ravi.kumar@okhdfcbank', payeeName: 'Ravi Kumar', amount: 32_000, note: 'Rent April 2026' });

/** The dark modules of the path, as 'col,row' in module units without the quiet zone. */
const darkModules = (path: string) => new Set([...path.matchAll(/M(\d+) (\d+)/g)].map(([, x, y]) => `${Number(x) - 4},${Number(y) - 4}`));

describe('the UPI QR code', () => {
  it('has a finder pattern in three corners', () => {
    const { size, path } = qrPath(link);
    const count = size - 8;
    const dark = darkModules(path);
    // A finder pattern: a dark 7x7 ring, a light ring, a dark 3x3 centre.
    for (const [left, top] of [
      [0, 0],
      [count - 7, 0],
      [0, count - 7],
    ] as const) {
      for (let i = 0; i < 7; i++) {
        expect(dark.has(`${left + i},${top}`)).toBe(true);
        expect(dark.has(`${left},${top + i}`)).toBe(true);
      }
      expect(dark.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(dark.has(`${left + 3},${top + 3}`)).toBe(true);
    }
  });

  it('grows with the link it holds', () => {
    expect(qrPath(`${link}&x=${'a'.repeat(200)}`).size).toBeGreaterThan(qrPath(link).size);
  });
});
