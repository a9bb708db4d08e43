import { describe, expect, it } from 'vitest';
import { localityPath, localitySlug } from './locality-slug.ts';

describe('localitySlug', () => {
  it('joins the words of a locality in lower case with hyphens', () => {
    expect(localitySlug('Gachibowli')).toBe('gachibowli');
    expect(localitySlug('HITEC City')).toBe('hitec-city');
    expect(localitySlug('AS Rao Nagar')).toBe('as-rao-nagar');
    expect(localitySlug('  Toli  Chowki. ')).toBe('toli-chowki');
    expect(localityPath('Financial District')).toBe('/localities/financial-district');
  });
});
