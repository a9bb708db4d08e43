import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-routes.ts';

describe('page routes', () => {
  it('knows the app pages, with their parameters and a trailing slash', () => {
    for (const path of [
      '/',
      '/search',
      '/search/',
      '/property/12',
      '/area/Gachibowli',
      '/property-type/rent/Villa',
      '/admin-users',
      '/deals/7',
      '/post-property',
      '/property/12/edit',
      '/my-homes',
      '/tenancies/12',
      '/privacy',
      '/grievances',
      '/admin-grievances',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of [
      '/nowhere',
      '/property',
      '/property/12/photos',
      '/area',
      '/search/more',
      '/owner-plans/x',
      '/deals',
      '/property/12/edit/x',
      '/tenancies',
      '/tenancies/12/rent',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
