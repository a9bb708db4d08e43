// The tenancy page, My homes and rent receipts are kept as sent, per viewer, while no tenancy or user
// changes and the India date stays (db/caches.ts). Every write, a new day, and an invitation expiring
// must show on the next read, to both sides, on this instance and on another one.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMyHomes, TTenancy } from '#shared/contracts/tenancy.ts';
import { users } from '#server/db/schema.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { agreedTenancy, call, inviteBody, noonOn, pdfText } from './fixtures.ts';

let t: TestApp;
let other: FastifyInstance;
let owner: TestUser;
let tenant: TestUser;
let stranger: TestUser;
let id: number;
beforeAll(async () => {
  t = await buildTestApp();
  other = await t.anotherInstance();
  t.clock.moveTo(noonOn('2026-03-25'));
  [owner, tenant, stranger] = await Promise.all([
    t.createUser({ firstName: 'Ravi' }),
    t.createUser({ firstName: 'Anita' }),
    t.createUser({ firstName: 'Sunil' }),
  ]);
  id = await agreedTenancy(t, owner, tenant);
}, 60_000);
afterAll(() => t.close());

async function read<T>(app: FastifyInstance, who: TestUser, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: bearer(who.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

const pageOf = (app: FastifyInstance, who: TestUser) => read<TTenancy>(app, who, `/api/tenancies/${id}`);
const homesOf = (app: FastifyInstance, who: TestUser) => read<TMyHomes>(app, who, '/api/tenancies');
const instances = () => [t.app, other];

/** Both sides' page and My homes, each asked twice of both instances: the second answers are the kept ones. */
async function warm() {
  for (const app of [t.app, other, t.app, other]) for (const who of [owner, tenant]) await Promise.all([pageOf(app, who), homesOf(app, who)]);
}

describe('a kept tenancy page and My homes', () => {
  it('show the payee, a new day, a payment marked and confirmed, a repair and a renamed person at once, on both instances', async () => {
    await warm();
    expect(
      (await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, { upiId: 'ravi@okhdfcbank', payeeName: 'Ravi Kumar', pan: 'ABCDE1234F' }))
        .statusCode,
    ).toBe(200);
    for (const app of instances()) expect((await pageOf(app, tenant)).payee?.upiId).toBe('ravi@okhdfcbank');

    // Nothing written: the due turns overdue when the India date passes its day.
    t.clock.moveTo(noonOn('2026-04-05'));
    await warm();
    t.clock.moveTo(noonOn('2026-04-06'));
    for (const app of instances()) {
      expect((await pageOf(app, tenant)).dues?.[0]).toMatchObject({ period: '2026-04', status: 'overdue' });
      expect((await homesOf(app, owner)).asOwner[0]?.nextDue).toMatchObject({ period: '2026-04', status: 'overdue' });
    }

    await warm();
    const marked = await call(t, tenant, 'POST', `/api/tenancies/${id}/dues/2026-04/mark-paid`, { mode: 'cash', paidOn: '2026-04-06' });
    expect(marked.statusCode).toBe(200);
    for (const app of instances()) {
      expect((await pageOf(app, owner)).dues?.[0]?.status).toBe('marked_paid');
      expect((await homesOf(app, tenant)).asTenant[0]?.nextDue?.period).toBe('2026-05');
    }

    await warm();
    expect((await call(t, owner, 'POST', `/api/tenancies/${id}/dues/2026-04/confirm`)).statusCode).toBe(200);
    for (const app of instances())
      expect((await pageOf(app, tenant)).dues?.[0]).toMatchObject({ status: 'confirmed', receiptNumber: `RR-${id}-202604` });

    await warm();
    const raised = await call(t, tenant, 'POST', `/api/tenancies/${id}/repairs`, { category: 'plumbing', description: 'Kitchen tap leaks' });
    expect(raised.statusCode).toBe(201);
    for (const app of instances()) {
      expect((await homesOf(app, owner)).asOwner[0]?.openRepairs).toBe(1);
      expect((await pageOf(app, owner)).repairs?.map((r) => r.description)).toEqual(['Kitchen tap leaks']);
    }

    await warm();
    await t.database.db.update(users).set({ firstName: 'Anitha' }).where(eq(users.id, tenant.id));
    for (const app of instances()) {
      expect((await homesOf(app, owner)).asOwner[0]?.otherPartyName).toMatch(/^Anitha /);
      expect((await pageOf(app, owner)).tenant?.name).toMatch(/^Anitha /);
    }
  });

  it('is kept for its viewer alone: another person still gets the 404 of a tenancy that does not exist', async () => {
    await warm();
    for (const app of instances()) {
      const res = await app.inject({ method: 'GET', url: `/api/tenancies/${id}`, headers: bearer(stranger.token) });
      expect(res.statusCode).toBe(404);
      expect((await homesOf(app, stranger)).asOwner).toEqual([]);
    }
  });

  it('lists an invitation until the moment it expires, within the same day', async () => {
    t.clock.moveTo(noonOn('2026-04-10'));
    const invitee = await t.createUser({ firstName: 'Kiran' });
    const invited = await call(t, owner, 'POST', '/api/tenancies/invite', inviteBody(invitee));
    expect(invited.statusCode).toBe(201);
    const [invitation] = (await homesOf(t.app, invitee)).invitations;
    expect(invitation?.tenancyId).toBe(invited.json().data.tenancyId);
    const expiresAt = Date.parse(invitation!.expiresAt);

    t.clock.moveTo(new Date(expiresAt - 60_000).toISOString());
    for (const app of [t.app, other, t.app, other]) expect((await homesOf(app, invitee)).invitations).toHaveLength(1);
    t.clock.moveTo(new Date(expiresAt + 60_000).toISOString());
    for (const app of instances()) expect((await homesOf(app, invitee)).invitations).toEqual([]);
  });
});

describe('a kept rent receipt', () => {
  const receiptText = async (app: FastifyInstance, who: TestUser) => {
    const res = await app.inject({ method: 'GET', url: `/api/tenancies/${id}/dues/2026-04/receipt`, headers: bearer(who.token) });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  it("shows a renamed owner and the owner's new PAN at once, on both instances, and is never another person's", async () => {
    for (const app of [t.app, other]) for (const who of [owner, tenant]) expect(await receiptText(app, who)).toContain('ABCDE1234F');

    await t.database.db.update(users).set({ firstName: 'Raghav' }).where(eq(users.id, owner.id));
    for (const app of instances()) expect(await receiptText(app, tenant)).toContain('Raghav user');

    const payee = { upiId: 'ravi@okhdfcbank', payeeName: 'Ravi Kumar', pan: 'FGHIJ5678K' };
    expect((await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, payee)).statusCode).toBe(200);
    for (const app of instances()) expect(await receiptText(app, owner)).toContain('FGHIJ5678K');

    for (const app of instances()) {
      const res = await app.inject({ method: 'GET', url: `/api/tenancies/${id}/dues/2026-04/receipt`, headers: bearer(stranger.token) });
      expect(res.statusCode).toBe(404);
    }
  });
});
