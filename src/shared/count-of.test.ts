import { describe, expect, it } from 'vitest';
import { countOf } from './count-of.ts';

describe('countOf', () => {
  it('is singular for one and plural otherwise', () => {
    expect(countOf(1, 'bed')).toBe('1 bed');
    expect(countOf(0, 'bath')).toBe('0 baths');
    expect(countOf(3, 'Bed')).toBe('3 Beds');
  });
});
