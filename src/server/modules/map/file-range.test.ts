import { describe, expect, it } from 'vitest';
import { parseRange } from './file-range.ts';

describe('parseRange', () => {
  it('reads a range, an open end and a suffix within the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('serves the whole file without a range or for one it does not read', () => {
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseRange('lines=1-2', 1000)).toBeNull();
  });

  it('refuses a range past the end', () => {
    expect(parseRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=50-10', 1000)).toBe('unsatisfiable');
  });
});
