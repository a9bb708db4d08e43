import { describe, expect, it } from 'vitest';
import { readCompareIds } from './compare-facts.ts';

describe('readCompareIds', () => {
  it('keeps up to three distinct whole ids and drops the rest', () => {
    expect(readCompareIds('4, 9,4,x,-2,1.5,12,30')).toEqual([4, 9, 12]);
    expect(readCompareIds(null)).toEqual([]);
  });
});
