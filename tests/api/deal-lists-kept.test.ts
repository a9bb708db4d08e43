//an agent's deal list is kept as sent while no deal, listing or user changes
// (change-feed.ts). Every change must show on the next read, on this instance and on another one.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '#server/db/schema.ts';
import type { TDeal } from '#shared/contracts/deal.ts';
import { createDeal, dealCast, moveDeal } from './fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof dealCast>>;
let other: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  cast = await dealCast(t);
  other = await t.anotherInstance();
});
afterAll(() => t.close());

async function agentsList(app: FastifyInstance): Promise<TDeal[]> {
  const res = await app.inject({ method: 'GET', url: '/api/deals/my-deals?userRole=AGENT', headers: bearer(cast.agent.token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Asks both instances twice, so the second answers are the kept ones if anything is kept. */
async function warm() {
  for (const app of [t.app, other, t.app, other]) await agentsList(app);
}

describe("an agent's kept deal list", () => {
  it('shows a new deal, a stage change, a renamed listing and a renamed buyer on the next read, on both instances', async () => {
    await warm();
    const deal = await createDeal(t, cast.agent, { propertyId: cast.property.id, buyerId: cast.buyer.id });
    for (const app of [t.app, other]) expect((await agentsList(app)).map((d) => d.id)).toContain(deal.id);

    await warm();
    expect((await moveDeal(t, cast.agent, deal.id, 'SHORTLIST')).statusCode).toBe(200);
    for (const app of [t.app, other]) expect((await agentsList(app)).find((d) => d.id === deal.id)?.stage).toBe('SHORTLIST');

    await warm();
    await t.database.db.update(properties).set({ title: 'Renamed in the database' }).where(eq(properties.id, cast.property.id));
    for (const app of [t.app, other]) expect((await agentsList(app)).find((d) => d.id === deal.id)?.propertyTitle).toBe('Renamed in the database');

    await warm();
    await t.database.db.update(users).set({ firstName: 'Balaji' }).where(eq(users.id, cast.buyer.id));
    for (const app of [t.app, other]) expect((await agentsList(app)).find((d) => d.id === deal.id)?.buyerName).toMatch(/^Balaji /);
  });

  it('is refused the moment the agent is demoted, on both instances', async () => {
    await warm();
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${cast.agent.id}`,
      headers: bearer(cast.admin.token),
      payload: { role: 'USER' },
    });
    expect(demote.statusCode).toBe(200);
    for (const app of [t.app, other]) {
      const res = await app.inject({ method: 'GET', url: '/api/deals/my-deals?userRole=AGENT', headers: bearer(cast.agent.token) });
      expect(res.statusCode).toBe(401);
    }
  });
});
