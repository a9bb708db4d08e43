// The pages the server renders, as a browser asks for them: HTML, and compressed
// as Chromium accepts (the kept page's Brotli copy; src/server/render/kept-pages.ts). scenarios.ts
// asks for home and property pages without compression; these add the search page, rotated through
// the popular localities, and every rendered page as a browser gets it.
import type { Scenario } from './scenarios.ts';

/** The encodings Chromium accepts, on every request it makes (pages and the app's API calls alike). */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** What Chromium sends with a page request. */
const BROWSER = { accept: 'text/html', ...BROWSER_ENCODINGS };

/** `areaIds`: popular localities; `propertyIds`: listings to show. */
export function pageScenarios(areaIds: number[], propertyIds: number[]): Scenario[] {
  const searches = areaIds.flatMap((area) => [`/search?listingType=sale&area=${area}&minBedrooms=2`, `/search?listingType=rent&area=${area}&bhk=2`]);
  return [
    { name: 'search page (rendered HTML)', requests: searches.map((path) => ({ method: 'GET', path, headers: { accept: 'text/html' } })) },
    { name: 'home page (rendered HTML, Brotli)', requests: [{ method: 'GET', path: '/', headers: BROWSER }] },
    { name: 'search page (rendered HTML, Brotli)', requests: searches.map((path) => ({ method: 'GET', path, headers: BROWSER })) },
    {
      name: 'property page (rendered HTML, Brotli)',
      requests: propertyIds.map((id) => ({ method: 'GET', path: `/property/${id}`, headers: BROWSER })),
    },
  ];
}
