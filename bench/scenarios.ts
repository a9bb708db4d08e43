// What the benchmark asks of the server: the routes a visitor, an agent and a poster use most,
// each as a list of requests that autocannon cycles through (varied ids and filters, so no single
// row or plan is measured by luck).
import { conversationScenarios } from './conversation-scenarios.ts';
import { BROWSER_ENCODINGS, pageScenarios } from './page-scenarios.ts';
import { tenancyScenarios } from './tenancy-scenarios.ts';
import type { LoadTarget } from './server.ts';

type Request = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };
/**
 * `unrepeated`: no two requests in flight are the same (bench/load.ts). `ceiling`: what the ratios are
 * to (Gruha's trivial route, and bare Fastify's). `server`: another server than Gruha (bare Fastify's).
 */
export type Scenario = { name: string; requests: Request[]; unrepeated?: boolean; ceiling?: 'trivial' | 'bare'; server?: LoadTarget };

const json = { 'content-type': 'application/json' };

async function api<T>(baseUrl: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...json, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const payload = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${payload.message}`);
  return payload as T;
}

const signIn = async (baseUrl: string, username: string) =>
  (
    await api<{ data: { token: string; user: { id: number } } }>(baseUrl, '/api/auth/login', {
      method: 'POST',
      body: { username, password: 'Demo@1234' },
    })
  ).data;

const TENANTS = ['family', 'bachelors', 'company'] as const;
const FURNISHED = [['semi', 'fully'], ['fully'], ['unfurnished', 'semi']] as const;

/** The renter's search, rotated through the popular localities (`areas`, ids) three at a time. */
const renterSearch = (areas: number[], i: number, maxPrice = 40_000) => ({
  listingType: 'rent',
  areas: [0, 1, 2].map((k) => areas[(i + k) % areas.length]),
  bedrooms: [1, 2],
  furnishing: FURNISHED[i % FURNISHED.length],
  preferredTenants: TENANTS[i % TENANTS.length],
  maxPrice,
  page: 0,
  size: 20,
});

/** Phrasings as people type them; `budget` in rupees, written the way each phrasing would. */
const KEYWORDS: ((area: string, budget: number) => string)[] = [
  (area, budget) => `2 bhk ${area.toLowerCase()} under ${Math.round(budget / 1000)}k`,
  (area, budget) => `1 BHK flat for rent in ${area} below ${budget}`,
  (area, budget) => `furnished 2bhk near ${area} ${budget} per month`,
  (area, budget) => `3 bhk ${area} rent upto ${budget} gated community`,
  (area, budget) => `semi furnished apartment ${area} under ${budget} near metro`,
  (area, budget) => `2 or 3 bhk ${area} for family under rs ${budget}`,
  (area, budget) => `3BHK villa ${area} ${budget / 20_000} cr`,
];

/** Bare Fastify's trivial route (bench/bare-server.ts), measured beside Gruha's in every round. */
export const bareScenario = (server: LoadTarget): Scenario => ({
  name: 'bare Fastify trivial JSON (ceiling)',
  ceiling: 'bare',
  server,
  requests: [{ method: 'GET', path: '/api/health/live' }],
});

/** The same bare server sending the security headers of Gruha's trivial route: what they cost alone. */
export const bareWithHeadersScenario = (server: LoadTarget): Scenario => ({
  name: "bare Fastify with Gruha's security headers",
  server,
  requests: [{ method: 'GET', path: '/api/health/live' }],
});

const NEAR_METRO = [500, 1000, 2000];

/** A box about 3 km across around a locality's centre, nudged by `shift` (a few metres each) so no two repeat. */
function boxAround(centre: { latitude: number; longitude: number }, shift: number) {
  const nudge = (shift % 1000) * 0.00001;
  return {
    south: centre.latitude - 0.0135 + nudge,
    west: centre.longitude - 0.014 + nudge,
    north: centre.latitude + 0.0135 + nudge,
    east: centre.longitude + 0.014 + nudge,
  };
}

type Area = { areaId: number; areaName: string; isPopular: boolean; latitude: number; longitude: number };

const search = (body: object): Request => ({ method: 'POST', path: '/api/properties/search', body: JSON.stringify(body), headers: { ...json } });

const popularAreas = async (baseUrl: string) =>
  (await api<{ data: Area[] }>(baseUrl, '/api/areas?city=Hyderabad')).data.filter((area) => area.isPopular);

/**
 * The six kinds of search people make, `count` of each, every one a filter no other request has. Answers
 * are kept while listings are unchanged (docs/performance.md); 5,000 filters are more than the server
 * keeps, so every one is a fresh query: the database's own speed. bench/steady-searches.ts mixes them.
 */
/**
 * A floor price that differs for every `i` and stays within what homes cost: rents by ₹10 from ₹5,000
 * (at most ₹55,000 for 5,000 searches), sale prices by ₹1,000 (at most ₹50 lakh). A floor above every
 * listing would answer nothing, which is not how people search.
 */
const floorPrice = (i: number) => (i % 2 ? 5_000 + 10 * i : 1_000 * (i + 1));

function neverRepeated(popular: Area[], count: number) {
  const ids = popular.map((a) => a.areaId);
  const names = popular.map((a) => a.areaName);
  const each = (name: string, body: (i: number) => object): Scenario => ({
    name,
    unrepeated: true,
    requests: Array.from({ length: count }, (_, i) => search(body(i))),
  });
  return {
    typical: each('typical search, never repeated', (i) => ({
      listingType: i % 2 ? 'rent' : 'sale',
      area: ids[i % ids.length],
      minBedrooms: 2,
      minPrice: floorPrice(i),
      page: 0,
      size: 20,
    })),
    multiLocality: each('multi-locality multi-BHK rent search, never repeated', (i) => renterSearch(ids, i, 25_000 + 10 * i)),
    // Each phrasing with each locality, then the next budget: a phrasing that rounds the budget (`under 21k`)
    // or leaves it out would otherwise repeat its text.
    keywords: each('keywords search, never repeated', (i) => {
      const [phrasing, place] = [i % KEYWORDS.length, Math.floor(i / KEYWORDS.length)];
      const budget = 20_000 + 1_000 * Math.floor(place / names.length);
      return { q: KEYWORDS[phrasing]!(names[place % names.length]!, budget), page: 0, size: 20 };
    }),
    mapArea: each('map-area search, never repeated', (i) => ({
      listingType: i % 2 ? 'rent' : 'sale',
      bounds: boxAround(popular[i % popular.length]!, i),
      page: 0,
      size: 20,
    })),
    nearMetro: each('near-metro search, never repeated', (i) => ({
      listingType: i % 2 ? 'rent' : 'sale',
      nearMetro: NEAR_METRO[i % NEAR_METRO.length],
      minPrice: floorPrice(i),
      page: 0,
      size: 20,
    })),
    fresh: each('fresh search, never repeated', (i) => ({
      listingType: i % 2 ? 'rent' : 'sale',
      area: ids[i % ids.length],
      confirmedWithinDays: 7,
      sortBy: 'confirmedAt',
      minPrice: floorPrice(i),
      page: 0,
      size: 20,
    })),
  };
}

/** The six kinds of search, never repeated, `count` of each (only reads: the database is left as it was). */
export async function neverRepeatedSearches(baseUrl: string, count: number): Promise<Scenario[]> {
  return Object.values(neverRepeated(await popularAreas(baseUrl), count));
}

export async function buildScenarios(baseUrl: string): Promise<Scenario[]> {
  const popularCentres = await popularAreas(baseUrl);
  const popular = popularCentres.map((a) => a.areaId);
  const popularNames = popularCentres.map((a) => a.areaName);
  const unrepeated = neverRepeated(popularCentres, 5_000);

  // The broadest search, sorted by price, on its last page. Pages go up to 10,000, so past 500,000
  // results the last page is only reachable with pages of 100.
  const broadest = { minPrice: 0, maxPrice: 1_000_000_000, sortBy: 'price', sortOrder: 'desc' };
  const { totalElements } = await api<{ totalElements: number }>(baseUrl, '/api/properties/search', {
    method: 'POST',
    body: { ...broadest, size: 1 },
  });
  const broad = { ...broadest, size: totalElements <= 500_000 ? 50 : 100 };
  const lastPage = Math.min(10_000, Math.max(0, Math.ceil(totalElements / broad.size) - 1));

  const newest = await api<{ data: { id: number }[]; totalElements: number }>(baseUrl, '/api/properties/search', {
    method: 'POST',
    body: { size: 100 },
  });
  const maxId = Math.max(...newest.data.map((p) => p.id));
  const ids = Array.from({ length: 200 }, (_, i) => 1 + ((i * 7919) % maxId));

  const [agent, seller] = await Promise.all([signIn(baseUrl, 'agent1'), signIn(baseUrl, 'seller')]);
  const picture = (await api<{ data: { imageUrl: string }[] }>(baseUrl, '/api/properties/featured')).data[0]!.imageUrl;
  const post = {
    title: 'Benchmark 2 BHK Apartment',
    description: 'Posted by the benchmark.',
    propertyTypeId: 1,
    listingType: 'rent',
    areaId: popular[0],
    price: 25_000,
    areaSqft: 1100,
    bedrooms: 2,
    bathrooms: 2,
    balconies: 1,
    amenities: 'Parking, Lift',
    imageUrls: [picture],
  };

  // My Properties as most posters see it: a new account with three listings (the seeded demo
  // people each hold thousands, so theirs is the 1,000-listing cap, 1.5 MB an answer).
  const posterName = `benchposter${Date.now().toString(36)}`;
  const poster = (
    await api<{ data: { token: string; user: { id: number } } }>(baseUrl, '/api/auth/register', {
      method: 'POST',
      body: { firstName: 'Bench', lastName: 'Poster', username: posterName, email: `${posterName}@example.com`, password: 'Bench@Poster#2026' },
    })
  ).data;
  for (let i = 0; i < 3; i++)
    await api(baseUrl, '/api/properties', { method: 'POST', body: { ...post, title: `Benchmark listing ${i + 1}` }, token: poster.token });

  const talk = await conversationScenarios(baseUrl, post);
  const tenancy = await tenancyScenarios(baseUrl);
  const typical = popular.map((area, i) => search({ listingType: i % 2 ? 'rent' : 'sale', area, minBedrooms: 2, page: 0, size: 20 }));

  return [
    { name: 'trivial JSON (ceiling)', ceiling: 'trivial', requests: [{ method: 'GET', path: '/api/health/live' }] },
    {
      name: 'typical search (one page)',
      requests: typical,
    },
    unrepeated.typical,
    {
      // Filters that match few listings or none (rent above the dearest rent, sale just above the
      // cheapest sale): a page that walks the listings newest first would read nearly all of them.
      name: 'rare search, never repeated',
      unrepeated: true,
      requests: Array.from({ length: 5_000 }, (_, i) =>
        search(
          i % 2
            ? { listingType: 'rent', minPrice: 300_000 + 1_000 * i, page: 0, size: 20 }
            : { listingType: 'sale', maxPrice: 2_500_000 + 2 * i, page: 0, size: 20 },
        ),
      ),
    },
    {
      //a renter's search with the filter rail: three neighbouring localities, 1 and 2 BHK,
      // furnished, a budget and who they are.
      name: 'multi-locality multi-BHK rent search',
      requests: popular.map((_, i) => search(renterSearch(popular, i))),
    },
    unrepeated.multiLocality,
    {
      //what people type ('2 bhk gachibowli under 40k'); the keywords set the filters and
      // what is left ranks by relevance.
      name: 'keywords search',
      requests: KEYWORDS.map((words, i) => search({ q: words(popularNames[i % popularNames.length]!, 40_000), page: 0, size: 20 })),
    },
    unrepeated.keywords,
    {
      // A map's visible area, about 3 km across, around a popular locality (the search page's map view).
      name: 'map-area search',
      requests: popularCentres.map((centre, i) => search({ listingType: i % 2 ? 'rent' : 'sale', bounds: boxAround(centre, 0), page: 0, size: 20 })),
    },
    unrepeated.mapArea,
    {
      // Homes within walking distance of the metro, with a budget.
      name: 'near-metro search',
      requests: NEAR_METRO.map((nearMetro, i) => search({ listingType: 'rent', nearMetro, maxPrice: 40_000 + 10_000 * i, page: 0, size: 20 })),
    },
    unrepeated.nearMetro,
    {
      // Freshness: homes their posters confirmed in the last 7 days, the most recently confirmed first.
      name: 'fresh search (confirmed in the last 7 days, freshest first)',
      requests: popular.map((area, i) =>
        search({ listingType: i % 2 ? 'rent' : 'sale', area, confirmedWithinDays: 7, sortBy: 'confirmedAt', page: 0, size: 20 }),
      ),
    },
    unrepeated.fresh,
    { name: 'worst-case search (last page, price sort)', requests: [search({ ...broad, page: lastPage })] },
    { name: 'property detail', requests: ids.map((id) => ({ method: 'GET', path: `/api/properties/${id}` })) },
    { name: 'featured list', requests: [{ method: 'GET', path: '/api/properties/featured' }] },
    // The same three as the app in a browser asks for them: compressed (the kept answer's Brotli copy,
    // src/server/http/kept-answer.ts). A page of 20 listings is 30 KB as JSON, 2.5 KB in Brotli.
    {
      name: 'typical search (one page, Brotli)',
      requests: typical.map((request) => ({ ...request, headers: { ...request.headers, ...BROWSER_ENCODINGS } })),
    },
    {
      name: 'property detail (Brotli)',
      requests: ids.map((id) => ({ method: 'GET', path: `/api/properties/${id}`, headers: BROWSER_ENCODINGS })),
    },
    { name: 'featured list (Brotli)', requests: [{ method: 'GET', path: '/api/properties/featured', headers: BROWSER_ENCODINGS }] },
    // The pages the server renders (src/server/render/), as a browser asks for them.
    { name: 'home page (rendered HTML)', requests: [{ method: 'GET', path: '/', headers: { accept: 'text/html' } }] },
    {
      name: 'property page (rendered HTML)',
      requests: ids.map((id) => ({ method: 'GET', path: `/property/${id}`, headers: { accept: 'text/html' } })),
    },
    ...pageScenarios(popular, ids),
    {
      name: "agent's deals (signed in)",
      requests: [{ method: 'GET', path: '/api/deals/my-deals?userRole=AGENT', headers: { authorization: `Bearer ${agent.token}` } }],
    },
    {
      name: 'My Properties (signed in, 3 listings)',
      requests: [{ method: 'GET', path: `/api/properties/user/${poster.user.id}`, headers: { authorization: `Bearer ${poster.token}` } }],
    },
    {
      name: 'post a listing',
      requests: [
        { method: 'POST', path: '/api/properties', body: JSON.stringify(post), headers: { ...json, authorization: `Bearer ${seller.token}` } },
      ],
    },
    ...talk,
    ...tenancy,
  ];
}
