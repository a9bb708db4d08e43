// Every row of the spec's call table (section 7), sent as the spec's client sends it: its method and
// path, its payload with its own casing and field spellings, its bearer token where the table says
// so. Each answer is checked for what that client reads from it (section 7 with the entities of
// section 3). Rows Gruha refuses on purpose are in the table too, with the reason
// (docs/decisions/0010-writes-need-a-sign-in.md, docs/decisions/0009-spec-client-works-unchanged.md); where a sign-in makes the call work, the
// same call with the stored authToken follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeal, dealCast } from './fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';
import { loadReference, postListing, uploadPicture } from './listing-fixtures.ts';
import { dealRows } from './spec-client/deal-rows.ts';
import { HOSTED_PICTURE, listingRows } from './spec-client/listing-rows.ts';
import type { Row, World } from './spec-client/world.ts';

let t: TestApp;
let w: World;

beforeAll(async () => {
  // The spec's edit dialog uploads pictures to a picture host: the operator lists it.
  t = await buildTestApp({ PICTURE_HOSTS: new URL(HOSTED_PICTURE).origin });
  const cast = await dealCast(t);
  const ref = await loadReference(t);
  const picture = (await uploadPicture(t, cast.seller.token)).url;
  const listing = await postListing(t, ref, cast.seller.token, { title: 'Conformance villa', listingType: 'sale', ownerType: 'owner' });
  const deal = await createDeal(t, cast.agent, { propertyId: listing.id, buyerId: cast.buyer.id });
  w = { t, ref, admin: cast.admin, agent: cast.agent, seller: cast.seller, buyer: cast.buyer, listing, picture, dealId: deal.id };
});
afterAll(() => t.close());

const rows: Row[] = [...listingRows, ...dealRows];

describe("the spec's calls (section 7), as its client sends them", () => {
  it.each(rows.map((row) => [row.call, row] as const))('%s', async (_, row) => {
    const request = await row.send(w);
    const caller = row.as?.(w);
    const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(caller ? bearer(caller.token) : {}) } });
    if (row.refused) {
      expect(row.refused.reason.length).toBeGreaterThan(20);
      expect(res.statusCode).toBe(row.refused.status);
      // 'Text error on non-ok', 'message on failure': the refusal says why, in the error envelope.
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
      return;
    }
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    row.reads?.(res.json(), w);
  });

  it('says in the OpenAPI document what is answered bare and what stays refused without a token, and why', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const one = paths['/api/properties/{id}'];
    for (const [answer, isBare] of [
      [one.get.responses['200'], true],
      [one.put.responses['200'], true],
      [paths['/api/properties'].post.responses['201'], true],
      [paths['/api/properties/search'].post.responses['200'], false],
    ] as const) {
      const schema = answer.content['application/json'].schema;
      expect(Object.keys(schema.properties).includes('success'), JSON.stringify(schema).slice(0, 80)).toBe(!isBare);
      if (isBare) expect(schema.properties).toHaveProperty('imageUrl');
    }
    for (const described of [paths['/api/properties'].post, one.put, one.delete, paths['/api/upload/image'].post]) {
      expect(described.description).toMatch(/Needs a bearer token.*spec's client/);
    }
    expect(paths['/api/properties'].post.description).toContain('user: { id }');
  });

  it('covers every row of the spec table', () => {
    const specRows = [
      'POST /api/auth/login',
      'POST /api/auth/register',
      'GET /api/areas',
      'GET /api/property-types',
      'GET /api/properties',
      'GET /api/properties/featured',
      'GET /api/properties/{id}',
      'POST /api/properties',
      'PUT /api/properties/{id}',
      'DELETE /api/properties/{id}',
      'POST /api/properties/search',
      'GET /api/properties/user/{userId}',
      'POST /api/upload/image',
      'image upload in the edit dialog',
      'POST /api/deals/{id}/upload-document',
      'PUT /api/deals/{id}/stage',
      'POST /api/deals/{id}/seller-confirm',
      'POST /api/deals/{id}/complete-payment',
      'GET /api/deals/my-deals',
      'GET /api/deals/admin/dashboard',
      'GET /api/deals/admin/agent/{agentId}',
      'GET /api/deals/user/{id}/role/BUYER',
      'GET /api/deals/buyer/{buyerId}',
      'GET /api/deals/property/{propertyId}',
      'GET /api/deals/agent/{agentId}',
      'GET /api/deals/stage/',
      'POST /api/deals/create',
      'GET /api/agents/{id}/all-properties',
      'GET /api/agents/{id}/stats',
      'GET /api/users',
      'GET /api/users/agents',
      'GET /api/users/search',
      'PUT /api/users/{id}',
      'DELETE /api/users/{id}',
    ];
    for (const call of specRows)
      expect(
        rows.some((row) => row.call.startsWith(call)),
        call,
      ).toBe(true);
  });
});
