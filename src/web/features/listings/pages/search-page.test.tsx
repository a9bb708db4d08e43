// @vitest-environment happy-dom
// The search page as a visitor uses it: the filter rail, the chips of the active filters, and paging,
// each change a new address and a new search.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSearchRequest } from '#shared/contracts/property.ts';
import { aCard, anArea, searchResults } from '#web/test/fixtures.ts';
import { ok, okBody, renderApp, type Routes } from '#web/test/render.tsx';

const PAGE_SIZE = 50;
/** 120 homes in all: three pages, each card named for its place in the results. */
const routes: Routes = {
  'GET /api/areas': ok([anArea(1, 'Gachibowli'), anArea(2, 'Kondapur')]),
  'GET /api/property-types': ok([{ propertyTypeId: 1, id: 1, typeName: 'Apartment' }]),
  'POST /api/properties/search': ({ body }) => {
    const { page } = body as { page: number };
    const first = page * PAGE_SIZE;
    const cards = [first + 1, first + 2].map((n) => aCard({ id: n, title: `Result ${n}` }));
    return okBody(searchResults(cards, { page, size: PAGE_SIZE, total: 120 }));
  },
};

const searches = (api: { sent(route: string): unknown[] }) => api.sent('POST /api/properties/search') as TSearchRequest[];

describe('the search page', { timeout: 30_000 }, () => {
  it('narrows the search from the filter rail: the choice goes into the address, a chip and the request', async () => {
    const { user, api, location } = renderApp('/search?listingType=rent', { routes });
    expect(await screen.findByText('120 properties found')).toBeTruthy();
    const rail = screen.getByRole('complementary', { name: 'Filters' });

    await user.click(await within(rail).findByRole('button', { name: '2 BHK' }));

    expect(location()).toBe('/search?listingType=rent&bhk=2');
    expect(await screen.findByRole('link', { name: 'Remove filter 2 BHK' })).toBeTruthy();
    expect(searches(api).at(-1)).toMatchObject({ listingType: 'rent', bedrooms: [2], page: 0 });
  });

  it("removes one filter with its chip's close link and keeps the others", async () => {
    const { user, api, location } = renderApp('/search?listingType=rent&area=Kondapur&bhk=2', { routes });
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['For rent', 'Kondapur', '2 BHK']);
    expect(searches(api)[0]).toMatchObject({ areas: ['Kondapur'] });

    await user.click(screen.getByRole('link', { name: 'Remove filter Kondapur' }));

    expect(location()).toBe('/search?listingType=rent&bhk=2');
    expect(within(screen.getByRole('list', { name: 'Active filters' })).queryByText('Kondapur')).toBeNull();
    expect(searches(api).at(-1)).not.toHaveProperty('areas');
  });

  it('pages through the results: the next page is asked for, shown, and marked current', async () => {
    const { user, api, location } = renderApp('/search?listingType=rent', { routes });
    expect(await screen.findByRole('heading', { name: 'Result 1' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toBeTruthy();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));

    expect(location()).toBe('/search?listingType=rent&page=2');
    expect(await screen.findByRole('heading', { name: 'Result 51' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Result 1' })).toBeNull();
    expect(searches(api).at(-1)).toMatchObject({ page: 1 });
    const now = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(now).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(now).getByRole('link', { name: 'Previous' })).toBeTruthy();
  });
});
