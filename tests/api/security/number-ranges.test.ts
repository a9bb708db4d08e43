// No input gets a 500: numbers at and past every column's range in every numeric parameter (paths,
// queries, search and saved-search filters, keyword budgets, listing and deal bodies), and multipart
// bodies that have a boundary but malformed or truncated parts, on picture and document uploads.
// Each is answered 4xx (or 2xx where the number is simply read as a filter), never 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeal, insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';

let t: TestApp;
let user: TestUser;
let agent: TestUser;
let buyer: TestUser;
let dealId: number;
beforeAll(async () => {
  // Every attempt here counts against the writers' hourly limits: raised so they test the inputs.
  t = await buildTestApp({
    RATE_LIMITS: 'listing-post=100000,listing-edit=100000,saved-search=100000,shortlist=100000,deal-write=100000,upload=100000',
  });
  user = await t.createUser();
  agent = await t.createUser({ role: 'AGENT' });
  const listing = await insertProperty(t, user.id);
  buyer = await t.createUser();
  dealId = (await createDeal(t, agent, { propertyId: listing.id, buyerId: buyer.id })).id;
});
afterAll(() => t.close());

/** At and past the ranges of smallint, integer, bigint and double, and texts that read as numbers. */
const EDGES = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  32767,
  32768,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  9007199254740992,
  2 ** 63,
  2 ** 64,
  1e21,
  1e308,
  -1e308,
];
const EDGE_TEXTS = [
  '99999999999999',
  '2147483648',
  '9223372036854775808',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-0',
  '0x7fffffff',
  '1e-400',
  '00000000002147483648',
];
const edgeNumber = fc.constantFrom(...EDGES);
const edgeValue = fc.oneof(edgeNumber, fc.constantFrom(...EDGE_TEXTS), fc.double(), fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String));
const edgeText = fc.oneof(
  edgeNumber.map((n) => String(n)),
  fc.constantFrom(...EDGE_TEXTS),
);

const ID_PATHS = [
  (id: string) => ({ method: 'GET', url: `/api/properties/${id}` }),
  (id: string) => ({ method: 'GET', url: `/api/areas/${id}/insights` }),
  (id: string) => ({ method: 'GET', url: `/api/properties/${id}/contact` }),
  (id: string) => ({ method: 'GET', url: `/api/deals/${id}` }),
  (id: string) => ({ method: 'PUT', url: `/api/shortlist/${id}` }),
  (id: string) => ({ method: 'DELETE', url: `/api/shortlist/${id}` }),
  (id: string) => ({ method: 'PUT', url: `/api/saved-searches/${id}`, payload: { name: 'x' } }),
  (id: string) => ({ method: 'GET', url: `/api/users/${id}` }),
  (id: string) => ({ method: 'GET', url: `/api/agreements/${id}` }),
] as const;

const SEARCH_NUMBERS = [
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'maxDeposit',
  'maxBuildingAge',
  'minFloor',
  'maxFloor',
  'page',
  'size',
  'area',
];
const LISTING_NUMBERS = ['price', 'areaSqft', 'bedrooms', 'bathrooms', 'balconies', 'deposit', 'floor', 'totalFloors', 'areaId', 'propertyTypeId'];
const DEAL_NUMBERS = ['propertyId', 'buyerId', 'agreedPrice', 'deposit', 'agentId', 'inquiryId'];
const UNITS = ['crore', 'cr', 'lakh', 'lac', 'k', 'thousand', ''];

const as = (who: TestUser) => bearer(who.token);

async function expectNoServerError(request: { method: string; url: string; payload?: unknown; headers?: Record<string, string> }) {
  const res = await t.app.inject({ ...request, method: request.method as 'GET' } as never);
  expect(
    res.statusCode,
    `${request.method} ${request.url} ${JSON.stringify(request.payload ?? '').slice(0, 200)}: ${res.body.slice(0, 200)}`,
  ).toBeLessThan(500);
  return res;
}

describe('numbers at and past every range', () => {
  it('in every id of a path: never a 5xx, and an id past the column is not found', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ID_PATHS), edgeText, async (route, id) => {
        await expectNoServerError({ ...route(encodeURIComponent(id)), headers: as(user) });
      }),
      { numRuns: 150 },
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/areas/2147483648/insights' })).statusCode).toBe(404);
  });

  it('in every numeric search filter, as a query and as a body, and in saved searches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...SEARCH_NUMBERS), edgeValue, async (field, value) => {
        await expectNoServerError({ method: 'GET', url: `/api/properties?${field}=${encodeURIComponent(String(value))}` });
        await expectNoServerError({ method: 'POST', url: '/api/properties/search', payload: { [field]: value } });
        await expectNoServerError({
          method: 'POST',
          url: '/api/saved-searches',
          headers: as(user),
          payload: { name: 'Edge', frequency: 'never', filters: { [field]: value } },
        });
      }),
      { numRuns: 120 },
    );
  });

  it('in keyword budgets ("99999999999999 crore"), in search and in saved searches', async () => {
    await fc.assert(
      fc.asyncProperty(edgeText, fc.constantFrom(...UNITS), fc.constantFrom('', 'under ', 'above ', '2 bhk '), async (amount, unit, before) => {
        const q = `${before}${amount} ${unit}`.trim();
        await expectNoServerError({ method: 'POST', url: '/api/properties/search', payload: { q } });
        await expectNoServerError({ method: 'GET', url: `/api/properties?q=${encodeURIComponent(q)}` });
        await expectNoServerError({
          method: 'POST',
          url: '/api/saved-searches',
          headers: as(user),
          payload: { name: 'Budget', frequency: 'never', filters: { q } },
        });
      }),
      { numRuns: 120 },
    );
    const res = await expectNoServerError({ method: 'POST', url: '/api/properties/search', payload: { q: '99999999999999 crore' } });
    expect(res.statusCode).toBe(200);
  });

  it('in every numeric field of a listing and a deal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LISTING_NUMBERS), fc.constantFrom(...DEAL_NUMBERS), edgeValue, async (listingField, dealField, value) => {
        const listing = {
          title: 'Edge',
          description: 'Edge case.',
          listingType: 'sale',
          price: 5_000_000,
          bedrooms: 2,
          bathrooms: 1,
          areaId: 1,
          propertyTypeId: 1,
          imageUrls: [],
        };
        await expectNoServerError({ method: 'POST', url: '/api/properties', headers: as(user), payload: { ...listing, [listingField]: value } });
        await expectNoServerError({
          method: 'POST',
          url: '/api/deals/create',
          headers: as(agent),
          payload: { propertyId: 1, buyerId: user.id, agreedPrice: 100, [dealField]: value },
        });
        await expectNoServerError({
          method: 'PUT',
          url: `/api/deals/${dealId}/stage`,
          headers: as(agent),
          payload: { stage: 'NEGOTIATION', date: '2026-11-27', agreedPrice: value },
        });
      }),
      { numRuns: 80 },
    );
  });
});

/** Multipart bodies with a boundary in the header but broken inside. */
const BOUNDARY = 'gruhaBoundary7MA4YWxkTrZu0gW';
const partHead = (name = 'file', filename = 'photo.png', type = 'image/png') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const malformedBodies = fc.oneof(
  fc.constant(''),
  fc.constant(`--${BOUNDARY}`),
  fc.constant(`--${BOUNDARY}\r\n`),
  fc.constant(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n`),
  fc.constant(partHead()),
  fc.constant(`${partHead()}${png.toString('latin1')}`),
  fc.constant(`${partHead()}${png.toString('latin1')}\r\n--${BOUNDARY}`),
  fc.constant(`${partHead()}${png.toString('latin1')}\r\n--wrong--\r\n`),
  fc.constant(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  fc.constant(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  fc.constant(`--${BOUNDARY}\r\n${'X-Long: '.padEnd(20000, 'a')}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
  fc.constant(`--${BOUNDARY}--\r\n`),
  fc.constant(`${partHead('other')}x\r\n--${BOUNDARY}--\r\n`),
  fc.constant(`${partHead()}${partHead()}\r\n--${BOUNDARY}--\r\n`),
  fc.tuple(fc.constant(partHead()), fc.uint8Array({ maxLength: 300 })).map(([head, bytes]) => `${head}${Buffer.from(bytes).toString('latin1')}`),
  fc
    .tuple(fc.uint8Array({ maxLength: 400 }), fc.boolean())
    .map(([bytes, end]) => `${Buffer.from(bytes).toString('latin1')}${end ? `\r\n--${BOUNDARY}--` : ''}`),
  fc.tuple(fc.constant(`${partHead()}${png.toString('latin1')}\r\n--${BOUNDARY}--\r\n`), fc.nat(120)).map(([whole, cut]) => whole.slice(0, cut)),
);

describe('malformed multipart bodies', () => {
  it.each([
    ['a picture upload', () => '/api/upload/image'],
    // By the deal's buyer, the one person who may upload there: the body is read.
    ['a deal document upload', () => `/api/deals/${dealId}/upload-document`],
  ])('%s: a boundary with broken or truncated parts is a 4xx', async (_what, url) => {
    await fc.assert(
      fc.asyncProperty(malformedBodies, fc.constantFrom(BOUNDARY, `"${BOUNDARY}"`), async (body, boundary) => {
        await expectNoServerError({
          method: 'POST',
          url: url(),
          headers: { ...as(buyer), 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.from(body, 'latin1') as never,
        });
      }),
      { numRuns: 150 },
    );
  });
});
