// @vitest-environment happy-dom
// The search map's drawn area: Draw an area, a corner per click on the map, then Search inside this
// area puts the area into the address and the search; Remove the map area takes it out again. The
// map is Leaflet's own, drawn with Gruha's base layer and no tiles.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMapBase } from '#shared/contracts/map.ts';
import { anArea, searchResults } from '#web/test/fixtures.ts';
import { ok, okBody, renderApp, type Routes } from '#web/test/render.tsx';

const base: TMapBase = { localities: [], stations: [], lines: [], tiles: { kind: 'own' } };
const routes: Routes = {
  'GET /api/areas': ok([anArea(1, 'Gachibowli')]),
  'GET /api/map/base': ok(base),
  'POST /api/properties/search': okBody(searchResults([])),
  'POST /api/properties/search/pins': ok({ pins: [], total: 0 }),
};

/**
 * A mouse click at a point of the map, as the browser sends it: a PointerEvent from the mouse. user-event
 * sends clicks without a pointer type, which Leaflet takes for taps, two quick ones a double tap.
 */
const clickAt = (map: HTMLElement, x: number, y: number) =>
  fireEvent(map, new PointerEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerType: 'mouse', detail: 1 }));
/** The map and its library load on demand: slower than the page around it on a busy machine. */
const findMap = () => screen.findByRole('region', { name: 'Map of the search’s homes' }, { timeout: 10_000 });
/** Draw an area shows at once and works once the map is made: a click before that would do nothing. */
async function findDrawButton() {
  const button = await screen.findByRole('button', { name: 'Draw an area' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false), { timeout: 10_000 });
  return button;
}
const POLYGON = /polygon=(-?[\d.]+,-?[\d.]+;){2}-?[\d.]+,-?[\d.]+(&|$)/;

describe('the search map', { timeout: 30_000 }, () => {
  it('searches inside an area drawn with three clicks, then lets it go again', async () => {
    const { user, api, location } = renderApp('/search?listingType=rent&view=map', { routes });
    const map = await findMap();
    await user.click(await findDrawButton());
    const search = screen.getByRole('button', { name: 'Search inside this area' });

    clickAt(map, 10, 10);
    clickAt(map, 60, 10);
    expect(screen.getByText('Click the map to add corners (2 so far)')).toBeTruthy();
    expect(search).toHaveProperty('disabled', true);
    clickAt(map, 35, 50);
    expect(screen.getByText('Click the map to add corners (3 so far)')).toBeTruthy();

    await user.click(search);

    expect(location()).toMatch(POLYGON);
    // Three corners where the three clicks were, not one point thrice.
    expect(new Set(new URLSearchParams(location().split('?')[1]).get('polygon')?.split(';')).size).toBe(3);
    expect(await screen.findByRole('link', { name: 'Remove filter Inside the drawn area' })).toBeTruthy();
    // The pins are asked for once the page has read the new address: on a busy machine, after the chip shows.
    await waitFor(() => expect((api.sent('POST /api/properties/search/pins').at(-1) as { polygon?: unknown[] }).polygon).toHaveLength(3));

    await user.click(screen.getByRole('button', { name: 'Remove the map area' }));
    expect(location()).toBe('/search?listingType=rent&view=map');
    expect(screen.queryByRole('link', { name: 'Remove filter Inside the drawn area' })).toBeNull();
  });

  it('leaves the search as it was when the drawing is cancelled', async () => {
    const { user, location } = renderApp('/search?listingType=rent&view=map', { routes });
    const map = await findMap();
    await user.click(await findDrawButton());
    for (const x of [10, 60, 35]) clickAt(map, x, x);

    await user.click(screen.getByRole('button', { name: 'Cancel drawing' }));

    expect(location()).toBe('/search?listingType=rent&view=map');
    expect(screen.getByRole('button', { name: 'Draw an area' })).toBeTruthy();
    expect(screen.queryByText(/Click the map to add corners/)).toBeNull();
  });
});
