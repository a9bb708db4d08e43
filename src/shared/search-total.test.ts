import { describe, expect, it } from 'vitest';
import { totalOf, formatSearchTotal } from './search-total.ts';

describe('a search total as people read it', () => {
  it('is the count in Indian digits, with a plus where the server stopped counting', () => {
    expect(formatSearchTotal({ totalElements: 123456, isTotalCapped: false })).toBe('1,23,456');
    expect(formatSearchTotal({ totalElements: 2000, isTotalCapped: true })).toBe('2,000+');
  });

  it('takes the singular only for exactly one', () => {
    expect(totalOf({ totalElements: 1, isTotalCapped: false }, 'home', 'homes')).toBe('1 home');
    expect(totalOf({ totalElements: 0, isTotalCapped: false }, 'home', 'homes')).toBe('0 homes');
    expect(totalOf({ totalElements: 2000, isTotalCapped: true }, 'home', 'homes')).toBe('2,000+ homes');
  });
});
