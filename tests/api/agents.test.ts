import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import type { TAgentProperty } from '#shared/contracts/deal.ts';
import { createDeal, dealCast, get, insertInquiry, insertProperty, moveDeal, post } from './fixtures/deals.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;
let agentsListing: { id: number };
let otherListing: { id: number };
beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
  const { agent, otherAgent, seller, buyer, outsider, property } = cast;
  // agent: two deals on `property` (one completed), one listing of their own; otherAgent: one deal elsewhere.
  const first = await createDeal(t, agent, { propertyId: property.id, buyerId: buyer.id });
  await createDeal(t, agent, { propertyId: property.id, buyerId: outsider.id });
  await moveDeal(t, agent, first.id, 'PAYMENT');
  await post(t, agent, `/api/deals/${first.id}/complete-payment`);
  agentsListing = await insertProperty(t, agent.id);
  otherListing = await insertProperty(t, seller.id);
  await createDeal(t, otherAgent, { propertyId: otherListing.id, buyerId: buyer.id });
  await insertProperty(t, seller.id, { isActive: false });
  await insertInquiry(t, otherListing.id, outsider.id);
});
afterAll(() => t.close());

describe('GET /api/agents/{id}/stats', () => {
  it("gives the agent's stat cards", async () => {
    const res = await get(t, cast.agent, `/api/agents/${cast.agent.id}/stats`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      agentId: cast.agent.id,
      totalDeals: 2,
      activeDeals: 1,
      completedDeals: 1,
      propertiesManaged: 2,
      openInquiries: 1,
      stageCounts: { INQUIRY: 1, COMPLETED: 1, PAYMENT: 0 },
    });
  });

  it('is for the agent themself and admins only', async () => {
    expect((await get(t, cast.admin, `/api/agents/${cast.agent.id}/stats`)).json().data.totalDeals).toBe(2);
    expect((await get(t, cast.otherAgent, `/api/agents/${cast.agent.id}/stats`)).statusCode).toBe(403);
    expect((await get(t, cast.buyer, `/api/agents/${cast.agent.id}/stats`)).statusCode).toBe(403);
    expect((await get(t, cast.buyer, `/api/agents/${cast.buyer.id}/stats`)).statusCode).toBe(403);
    expect((await get(t, null, `/api/agents/${cast.agent.id}/stats`)).statusCode).toBe(401);
    expect((await get(t, cast.admin, '/api/agents/999999/stats')).statusCode).toBe(404);
  });
});

describe('GET /api/agents/{id}/all-properties', () => {
  it('lists the properties the agent manages: on their deals or posted by them, with seller contact', async () => {
    const res = await get(t, cast.agent, `/api/agents/${cast.agent.id}/all-properties`);
    expect(res.statusCode).toBe(200);
    const data: TAgentProperty[] = res.json().data;
    expect(data.map((p) => p.id).sort()).toEqual([cast.property.id, agentsListing.id].sort());
    expect(data.find((p) => p.id === cast.property.id)).toMatchObject({
      propertyId: cast.property.id,
      sellerId: cast.seller.id,
      sellerName: 'Sita user',
      sellerMobile: cast.seller.mobileNumber,
      areaName: 'Gachibowli',
      propertyType: 'Apartment',
      thumbnailUrl: '/uploads/images/a-thumb.webp',
      dealCount: 2,
      activeDealCount: 1,
      buyerDeal: null,
    });
  });

  it("lists active listings for a new deal, marking the chosen buyer's existing deals", async () => {
    const res = await get(t, cast.agent, `/api/agents/${cast.agent.id}/all-properties?scope=available&buyerId=${cast.buyer.id}`);
    const data: TAgentProperty[] = res.json().data;
    const hidden = await t.database.db.select({ id: properties.id }).from(properties).where(eq(properties.isActive, false));
    expect(data.some((p) => hidden.some((h) => h.id === p.id))).toBe(false);
    expect(data.find((p) => p.id === cast.property.id)!.buyerDeal).toMatchObject({ stage: 'COMPLETED' });
    expect(data.find((p) => p.id === otherListing.id)!.buyerDeal).toMatchObject({ stage: 'INQUIRY' });
    expect(data.find((p) => p.id === agentsListing.id)!.buyerDeal).toBeNull();
  });

  it('finds any active listing by title words, locality or id, and puts the listing a deal starts from first', async () => {
    const word = `orchid${Date.now().toString(36)}`;
    const wanted = await insertProperty(t, cast.seller.id, { title: `Corner flat ${word} with a view` });
    const ids = async (query: string) =>
      ((await get(t, cast.agent, `/api/agents/${cast.agent.id}/all-properties?scope=available&${query}`)).json().data as TAgentProperty[]).map(
        (p) => p.id,
      );
    expect(await ids(`q=${word.toUpperCase()}`)).toEqual([wanted.id]);
    expect(await ids(`q=${encodeURIComponent(`gachibowli ${word}`)}`)).toEqual([wanted.id]);
    expect(await ids(`q=${encodeURIComponent(`#${wanted.id}`)}`)).toContain(wanted.id);
    expect(await ids(`q=${encodeURIComponent('100%_\\')}`)).toEqual([]);
    expect((await get(t, cast.agent, `/api/agents/${cast.agent.id}/all-properties?scope=available&q=9999999999`)).statusCode).toBe(200);
    // Many newer listings later, the one of the inquiry still comes first.
    for (let index = 0; index < 3; index++) await insertProperty(t, cast.seller.id);
    expect((await ids(`propertyId=${wanted.id}`))[0]).toBe(wanted.id);
  });

  it('is for the agent themself and admins only, and checks its query', async () => {
    expect((await get(t, cast.admin, `/api/agents/${cast.otherAgent.id}/all-properties`)).json().data.map((p: TAgentProperty) => p.id)).toEqual([
      otherListing.id,
    ]);
    expect((await get(t, cast.otherAgent, `/api/agents/${cast.agent.id}/all-properties`)).statusCode).toBe(403);
    expect((await get(t, cast.seller, `/api/agents/${cast.agent.id}/all-properties`)).statusCode).toBe(403);
    expect((await get(t, cast.agent, `/api/agents/${cast.agent.id}/all-properties?scope=everything`)).statusCode).toBe(400);
  });
});
