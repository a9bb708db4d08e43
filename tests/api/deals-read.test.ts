import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '#server/db/schema.ts';
import type { TDeal } from '#shared/contracts/deal.ts';
import { createDeal, dealCast, get, insertProperty, moveDeal } from './fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;
/** Managed by agent: buyer buys from seller. */
let deal: TDeal;
/** Managed by otherAgent: outsider buys from seller. */
let othersDeal: TDeal;
/** Managed by agent: seller buys a listing of buyer's (so each is buyer in one deal, seller in another). */
let reverseDeal: TDeal;

beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
  const { agent, otherAgent, seller, buyer, outsider, property } = cast;
  await t.database.db.update(properties).set({ areaSqft: 1_450 }).where(eq(properties.id, property.id));
  deal = await createDeal(t, agent, { propertyId: property.id, buyerId: buyer.id });
  othersDeal = await createDeal(t, otherAgent, { propertyId: property.id, buyerId: outsider.id });
  const buyersListing = await insertProperty(t, buyer.id);
  reverseDeal = await createDeal(t, agent, { propertyId: buyersListing.id, buyerId: seller.id });
  await moveDeal(t, agent, reverseDeal.id, 'NEGOTIATION');
});
afterAll(() => t.close());

const ids = (res: { json(): { data: TDeal[] } }) =>
  res
    .json()
    .data.map((d) => d.id)
    .sort((a, b) => a - b);
const sorted = (...list: TDeal[]) => list.map((d) => d.id).sort((a, b) => a - b);

describe('GET /api/deals/{id}', () => {
  it('shows the deal with its timeline to its buyer, seller, agent and admins', async () => {
    const { buyer, seller, agent, admin } = cast;
    for (const who of [buyer, seller, agent, admin]) {
      const res = await get(t, who, `/api/deals/${deal.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: deal.id,
        events: [{ kind: 'CREATED', actorName: 'Anita agent', actorRole: 'AGENT' }],
        documents: [],
      });
    }
  });

  it('answers 404 to anyone else, also another agent, and 401 to a visitor', async () => {
    const { outsider, otherAgent } = cast;
    for (const who of [outsider, otherAgent]) {
      const res = await get(t, who, `/api/deals/${deal.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Deal not found');
    }
    expect((await get(t, null, `/api/deals/${deal.id}`)).statusCode).toBe(401);
    expect((await get(t, cast.admin, '/api/deals/999999')).statusCode).toBe(404);
  });

  it('removes every phone number for a USER viewer and keeps them for agents and admins', async () => {
    const { buyer, seller, agent, admin } = cast;
    for (const who of [buyer, seller]) {
      const data = (await get(t, who, `/api/deals/${deal.id}`)).json().data;
      expect(data).toMatchObject({ buyerMobile: null, sellerMobile: null, agentMobile: null });
      expect(data.buyerEmail).toMatch(/@example\.test$/);
    }
    for (const who of [agent, admin]) {
      const data = (await get(t, who, `/api/deals/${deal.id}`)).json().data;
      expect(data).toMatchObject({ buyerMobile: buyer.mobileNumber, sellerMobile: seller.mobileNumber, agentMobile: agent.mobileNumber });
    }
  });
});

describe('the nested objects of a deal (spec section 3, Deal)', () => {
  const personOf = (who: TestUser, lastName: string, mobileNumber: string | null) => ({
    id: who.id,
    firstName: expect.any(String),
    lastName,
    email: `${who.username}@example.test`,
    mobileNumber,
  });

  it('carries the property with its poster, the buyer, the seller and the agent, phones shown to agents and admins', async () => {
    const { buyer, seller, agent, admin, property } = cast;
    for (const who of [agent, admin]) {
      const data = (await get(t, who, `/api/deals/${deal.id}`)).json().data;
      const sellerPerson = { ...personOf(seller, 'user', seller.mobileNumber), firstName: 'Sita' };
      expect(data.property).toEqual({
        id: property.id,
        title: property.title,
        city: 'Hyderabad',
        price: 12_500_000,
        bedrooms: 3,
        areaSqft: 1_450,
        imageUrl: '/uploads/images/a.webp',
        user: sellerPerson,
      });
      expect(data.buyer).toEqual({ ...personOf(buyer, 'user', buyer.mobileNumber), firstName: 'Bala' });
      expect(data.seller).toEqual(sellerPerson);
      expect(data.agent).toEqual({ ...personOf(agent, 'agent', agent.mobileNumber), firstName: 'Anita' });
      // Nested and flat fields tell the same story.
      expect(data).toMatchObject({ propertyId: data.property.id, buyerId: data.buyer.id, sellerMobile: data.seller.mobileNumber });
    }
  });

  it('hides every nested phone from a USER viewer, as the flat ones, in details and lists alike', async () => {
    const { buyer, seller } = cast;
    for (const who of [buyer, seller]) {
      const detail = (await get(t, who, `/api/deals/${deal.id}`)).json().data;
      const listed = ((await get(t, who, '/api/deals/my-deals')).json().data as TDeal[]).find((d) => d.id === deal.id)!;
      for (const data of [detail, listed]) {
        expect([data.buyer, data.seller, data.agent, data.property.user].map((p: { mobileNumber: string | null }) => p.mobileNumber)).toEqual([
          null,
          null,
          null,
          null,
        ]);
        expect(data.buyer.email).toBe(`${buyer.username}@example.test`);
        expect(JSON.stringify(data)).not.toContain(seller.mobileNumber);
      }
    }
  });
});

describe('GET /api/deals/my-deals', () => {
  it('gives a buyer their purchase deals and a seller the deals on their properties', async () => {
    const { buyer, seller } = cast;
    expect(ids(await get(t, buyer, `/api/deals/my-deals?userRole=BUYER&userId=${buyer.id}`))).toEqual(sorted(deal));
    expect(ids(await get(t, buyer, `/api/deals/my-deals?userRole=SELLER&userId=${buyer.id}`))).toEqual(sorted(reverseDeal));
    expect(ids(await get(t, seller, `/api/deals/my-deals?userRole=SELLER&userId=${seller.id}`))).toEqual(sorted(deal, othersDeal));
    expect(ids(await get(t, buyer, `/api/deals/my-deals?userRole=USER&userId=${buyer.id}`))).toEqual(sorted(deal, reverseDeal));
    // Roles in any case.
    expect(ids(await get(t, buyer, `/api/deals/my-deals?userRole=buyer&userId=${buyer.id}`))).toEqual(sorted(deal));
    expect(ids(await get(t, seller, `/api/deals/my-deals?userRole=Seller&userId=${seller.id}`))).toEqual(sorted(deal, othersDeal));
  });

  it('uses the caller when userId and userRole are left out; an agent gets the deals they manage', async () => {
    const { agent, otherAgent, buyer } = cast;
    expect(ids(await get(t, agent, '/api/deals/my-deals'))).toEqual(sorted(deal, reverseDeal));
    expect(ids(await get(t, otherAgent, `/api/deals/my-deals?userRole=AGENT&userId=${otherAgent.id}`))).toEqual(sorted(othersDeal));
    expect(ids(await get(t, buyer, '/api/deals/my-deals'))).toEqual(sorted(deal, reverseDeal));
  });

  it('refuses a spoofed userId with 403, for users and agents alike', async () => {
    const { buyer, seller, agent, otherAgent } = cast;
    const spoof = await get(t, buyer, `/api/deals/my-deals?userRole=SELLER&userId=${seller.id}`);
    expect(spoof.statusCode).toBe(403);
    expect(spoof.json().message).toBe('You can only view your own deals');
    expect((await get(t, otherAgent, `/api/deals/my-deals?userRole=AGENT&userId=${agent.id}`)).statusCode).toBe(403);
  });

  it('refuses userRole=ADMIN to a non-admin and an unknown role', async () => {
    const { buyer, admin } = cast;
    expect((await get(t, buyer, `/api/deals/my-deals?userRole=ADMIN&userId=${buyer.id}`)).statusCode).toBe(403);
    expect((await get(t, buyer, '/api/deals/my-deals?userRole=OWNER')).statusCode).toBe(400);
    expect(ids(await get(t, admin, `/api/deals/my-deals?userRole=ADMIN&userId=${admin.id}`))).toEqual(sorted(deal, othersDeal, reverseDeal));
  });

  it("gives an admin every deal for userRole=ADMIN whoever the userId names, as the spec's client asks", async () => {
    const { admin, buyer } = cast;
    expect(ids(await get(t, admin, `/api/deals/my-deals?userRole=ADMIN&userId=${buyer.id}`))).toEqual(sorted(deal, othersDeal, reverseDeal));
  });

  it("lets an admin ask for someone else's deals", async () => {
    const { admin, seller } = cast;
    const res = await get(t, admin, `/api/deals/my-deals?userRole=SELLER&userId=${seller.id}`);
    expect(ids(res)).toEqual(sorted(deal, othersDeal));
    // An admin viewer sees phones even in another person's list.
    expect(res.json().data[0].buyerMobile).toMatch(/^\d{10}$/);
  });

  it('hides phones in lists for USER viewers', async () => {
    const { seller } = cast;
    const data: TDeal[] = (await get(t, seller, '/api/deals/my-deals?userRole=SELLER')).json().data;
    expect(data.every((d) => d.buyerMobile === null && d.sellerMobile === null && d.agentMobile === null)).toBe(true);
  });
});

describe('GET /api/deals/user/{id}/role/{role}', () => {
  it("lists the caller's deals in that role and refuses someone else's", async () => {
    const { buyer, seller, admin } = cast;
    expect(ids(await get(t, buyer, `/api/deals/user/${buyer.id}/role/BUYER`))).toEqual(sorted(deal));
    expect((await get(t, buyer, `/api/deals/user/${seller.id}/role/BUYER`)).statusCode).toBe(403);
    expect(ids(await get(t, admin, `/api/deals/user/${seller.id}/role/BUYER`))).toEqual(sorted(reverseDeal));
  });
});

describe('GET /api/deals/buyer/{buyerId}', () => {
  it("gives a buyer their own, an agent the buyer's deals they manage, an admin all; refuses a USER asking for another", async () => {
    const { buyer, outsider, agent, otherAgent, admin } = cast;
    expect(ids(await get(t, buyer, `/api/deals/buyer/${buyer.id}`))).toEqual(sorted(deal));
    expect((await get(t, buyer, `/api/deals/buyer/${outsider.id}`)).statusCode).toBe(403);
    expect(ids(await get(t, agent, `/api/deals/buyer/${outsider.id}`))).toEqual([]);
    expect(ids(await get(t, otherAgent, `/api/deals/buyer/${outsider.id}`))).toEqual(sorted(othersDeal));
    expect(ids(await get(t, admin, `/api/deals/buyer/${outsider.id}`))).toEqual(sorted(othersDeal));
  });
});

describe('GET /api/deals/property/{propertyId}', () => {
  it('shows an agent only the deals they manage on it, and admins every deal (Deal Management box)', async () => {
    const { agent, otherAgent, admin, property } = cast;
    expect(ids(await get(t, agent, `/api/deals/property/${property.id}`))).toEqual(sorted(deal));
    expect(ids(await get(t, otherAgent, `/api/deals/property/${property.id}`))).toEqual(sorted(othersDeal));
    expect(ids(await get(t, admin, `/api/deals/property/${property.id}`))).toEqual(sorted(deal, othersDeal));
  });

  it('shows a USER only their own deals on it, and 404 for an unknown property', async () => {
    const { buyer, seller, property } = cast;
    expect(ids(await get(t, buyer, `/api/deals/property/${property.id}`))).toEqual(sorted(deal));
    expect(ids(await get(t, seller, `/api/deals/property/${property.id}`))).toEqual(sorted(deal, othersDeal));
    expect((await get(t, buyer, '/api/deals/property/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/deals/agent/{agentId}', () => {
  it('lists the deals an agent manages, to that agent and admins only', async () => {
    const { agent, otherAgent, admin, buyer } = cast;
    expect(ids(await get(t, agent, `/api/deals/agent/${agent.id}`))).toEqual(sorted(deal, reverseDeal));
    expect(ids(await get(t, admin, `/api/deals/agent/${otherAgent.id}`))).toEqual(sorted(othersDeal));
    expect((await get(t, otherAgent, `/api/deals/agent/${agent.id}`)).statusCode).toBe(403);
    expect((await get(t, buyer, `/api/deals/agent/${agent.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/deals/stage/{stage}', () => {
  it("lists the caller's deals in one stage; an admin's are all deals", async () => {
    const { agent, admin, seller } = cast;
    expect(ids(await get(t, agent, `/api/deals/stage/INQUIRY?userId=${agent.id}`))).toEqual(sorted(deal));
    expect(ids(await get(t, agent, '/api/deals/stage/NEGOTIATION'))).toEqual(sorted(reverseDeal));
    expect(ids(await get(t, admin, `/api/deals/stage/INQUIRY?userId=${admin.id}`))).toEqual(sorted(deal, othersDeal));
    expect(ids(await get(t, seller, '/api/deals/stage/INQUIRY'))).toEqual(sorted(deal, othersDeal));
  });

  it('refuses a spoofed userId and an unknown stage', async () => {
    const { agent, otherAgent, admin } = cast;
    expect((await get(t, otherAgent, `/api/deals/stage/INQUIRY?userId=${agent.id}`)).statusCode).toBe(403);
    expect((await get(t, agent, '/api/deals/stage/VISITING')).statusCode).toBe(400);
    expect(ids(await get(t, admin, `/api/deals/stage/INQUIRY?userId=${otherAgent.id}`))).toEqual(sorted(othersDeal));
  });
});

describe('admin deal views', () => {
  it('GET /api/deals/admin/dashboard gives every agent with figures and stage totals', async () => {
    const { admin, agent, otherAgent } = cast;
    const res = await get(t, admin, `/api/deals/admin/dashboard?userId=${admin.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ totalDeals: 3, activeDeals: 3, completedDeals: 0, totalAgents: 2 });
    expect(data.stageCounts).toEqual({ INQUIRY: 2, SHORTLIST: 0, NEGOTIATION: 1, AGREEMENT: 0, REGISTRATION: 0, PAYMENT: 0, COMPLETED: 0 });
    expect(data.agentPerformance).toContainEqual({
      agentId: agent.id,
      agentName: 'Anita agent',
      agentEmail: expect.stringMatching(/@example\.test$/),
      agentMobile: agent.mobileNumber,
      totalDeals: 2,
      activeDeals: 2,
      completedDeals: 0,
    });
    expect(data.agentPerformance.find((a: { agentId: number }) => a.agentId === otherAgent.id).totalDeals).toBe(1);
  });

  it('refuses the dashboard and per-agent lists to non-admins', async () => {
    const { agent, buyer } = cast;
    for (const who of [agent, buyer] as TestUser[]) {
      expect((await get(t, who, `/api/deals/admin/dashboard?userId=${who.id}`)).statusCode).toBe(403);
      expect((await get(t, who, `/api/deals/admin/agent/${agent.id}?userId=${who.id}`)).statusCode).toBe(403);
    }
  });

  it("GET /api/deals/admin/agent/{agentId} lists that agent's deals, 404 for nobody", async () => {
    const { admin, otherAgent } = cast;
    expect(ids(await get(t, admin, `/api/deals/admin/agent/${otherAgent.id}?userId=${admin.id}`))).toEqual(sorted(othersDeal));
    expect((await get(t, admin, '/api/deals/admin/agent/999999')).statusCode).toBe(404);
  });
});
