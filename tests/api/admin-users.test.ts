import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeal, insertProperty } from './fixtures/deals.ts';
import { bearer, buildTestApp, randomMobile, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN', firstName: 'Ada' });
});
afterAll(() => t.close());

const as = (user: TestUser | null) => (user ? bearer(user.token) : {});
const put = (user: TestUser | null, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: as(user), payload });
const del = (user: TestUser | null, id: number) => t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: as(user) });
const login = (user: TestUser) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } });

describe('GET /api/users and /api/users/agents', () => {
  it('lists people for admins, without password hashes, searchable by name, email or phone and filterable by role', async () => {
    const agent = await t.createUser({ role: 'AGENT', firstName: 'Zubeda' });
    const all = await t.app.inject({ method: 'GET', url: '/api/users', headers: as(admin) });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([admin.id, agent.id]));
    expect(all.body).not.toMatch(/passwordHash|argon2/);

    const byName = await t.app.inject({ method: 'GET', url: '/api/users?search=zubeda', headers: as(admin) });
    expect(byName.json().data.map((u: { id: number }) => u.id)).toEqual([agent.id]);
    const byPhone = await t.app.inject({ method: 'GET', url: `/api/users?search=${agent.mobileNumber}`, headers: as(admin) });
    expect(byPhone.json().data.map((u: { id: number }) => u.id)).toEqual([agent.id]);

    // The role filter reads the role in any case.
    for (const role of ['AGENT', 'agent', 'Agent']) {
      const byRole = await t.app.inject({ method: 'GET', url: `/api/users?role=${role}`, headers: as(admin) });
      expect(byRole.json().data.map((u: { id: number }) => u.id)).toContain(agent.id);
      expect(byRole.json().data.every((u: { role: string }) => u.role === 'AGENT')).toBe(true);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users?role=owner', headers: as(admin) })).json().errors.role).toBe(
      'Role must be one of USER, AGENT, ADMIN',
    );

    const agents = await t.app.inject({ method: 'GET', url: '/api/users/agents', headers: as(admin) });
    expect(agents.json().data.every((u: { role: string }) => u.role === 'AGENT')).toBe(true);
    expect(agents.json().data.map((u: { id: number }) => u.id)).toContain(agent.id);
  });

  it('refuses anonymous callers (401), users and agents (403)', async () => {
    const user = await t.createUser();
    const agent = await t.createUser({ role: 'AGENT' });
    for (const url of ['/api/users', '/api/users/agents']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: as(user) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: as(agent) })).statusCode).toBe(403);
    }
  });
});

describe('PUT /api/users/{id}', () => {
  it('lets an admin change anyone, role and active status included, and the old token stops working', async () => {
    const user = await t.createUser();
    const res = await put(admin, user.id, { role: 'AGENT', address: 'Road 12, Banjara Hills' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { role: 'AGENT', address: 'Road 12, Banjara Hills' }, message: 'Agent updated successfully!' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(user) })).statusCode).toBe(401);

    const off = await put(admin, user.id, { isActive: false });
    expect(off.json().data.isActive).toBe(false);
    expect((await login(user)).statusCode).toBe(403);
  });

  it('lets a user edit their own profile but never their role or active status', async () => {
    const user = await t.createUser();
    const own = await put(user, user.id, { firstName: 'Lakshmi', address: 'Flat 4, Kondapur' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ data: { firstName: 'Lakshmi', role: 'USER' }, message: 'User updated successfully!' });

    const promote = await put(user, user.id, { role: 'ADMIN' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().message).toBe('Only an admin can change roles');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(user) });
    expect(me.json().data.role).toBe('USER');
  });

  it("refuses editing someone else's profile (403) and anonymous edits (401), changing nothing", async () => {
    const [user, other] = await Promise.all([t.createUser(), t.createUser({ firstName: 'Kept' })]);
    expect((await put(user, other.id, { firstName: 'Hacked' })).statusCode).toBe(403);
    expect((await put(null, other.id, { firstName: 'Hacked' })).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: `/api/users?search=${other.username}`, headers: as(admin) });
    expect(list.json().data[0].firstName).toBe('Kept');
  });

  it('gives 409 naming the field for a taken email, username or mobile', async () => {
    const [user, other] = await Promise.all([t.createUser(), t.createUser()]);
    const email = await put(admin, user.id, { email: `${other.username}@example.test` });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors).toHaveProperty('email');
    const username = await put(admin, user.id, { username: other.username });
    expect(username.json().errors).toHaveProperty('username');
    const mobile = await put(user, user.id, { mobileNumber: other.mobileNumber });
    expect(mobile.statusCode).toBe(409);
    expect(mobile.json().errors).toHaveProperty('mobileNumber');
  });

  it('validates like registration', async () => {
    const user = await t.createUser();
    const res = await put(user, user.id, { email: 'nope', mobileNumber: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ email: 'Enter a valid email address' });
  });

  it('keeps an admin from demoting or deactivating themself', async () => {
    expect((await put(admin, admin.id, { role: 'USER' })).statusCode).toBe(400);
    expect((await put(admin, admin.id, { isActive: false })).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('is for admins only, never their own account', async () => {
    const [user, agent, victim] = await Promise.all([t.createUser(), t.createUser({ role: 'AGENT' }), t.createUser()]);
    expect((await del(null, victim.id)).statusCode).toBe(401);
    expect((await del(user, victim.id)).statusCode).toBe(403);
    expect((await del(agent, victim.id)).statusCode).toBe(403);
    const self = await del(admin, admin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account');
    expect((await login(victim)).statusCode).toBe(200);
  });

  it('keeps history: a deleted user cannot sign in, leaves lists and search, their listings hide, old deals keep names', async () => {
    const [seller, buyer, agent] = await Promise.all([
      t.createUser({ firstName: 'Farida' }),
      t.createUser({ firstName: 'Gopal' }),
      t.createUser({ role: 'AGENT' }),
    ]);
    const listing = await insertProperty(t, seller.id);
    const deal = await createDeal(t, agent, { propertyId: listing.id, buyerId: buyer.id });
    for (const stage of ['PAYMENT'] as const) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/deals/${deal.id}/stage`,
        headers: as(agent),
        payload: { stage, date: '2026-01-10', notes: 'Paid' },
      });
    }
    await t.app.inject({ method: 'POST', url: `/api/deals/${deal.id}/complete-payment`, headers: as(agent) });
    const other = await insertProperty(t, seller.id);

    const res = await del(admin, seller.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('User deleted successfully!');

    expect((await login(seller)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(seller) })).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/users?search=Farida', headers: as(admin) });
    expect(list.json().data).toEqual([]);
    const search = await t.app.inject({ method: 'GET', url: `/api/users/search?phone=${seller.mobileNumber}`, headers: as(agent) });
    expect(search.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${other.id}` })).statusCode).toBe(404);

    const history = await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}`, headers: as(buyer) });
    expect(history.statusCode).toBe(200);
    expect(history.json().data.sellerName).toContain('Farida');
    // The freed mobile number can open a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'New',
        lastName: 'Person',
        username: `n${Date.now()}`,
        email: `n${Date.now()}@example.test`,
        password: 'Sunrise@42',
        mobileNumber: seller.mobileNumber,
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a person with active deals with 409 and the count, until the deals are reassigned', async () => {
    const [seller, buyer, agent, nextAgent] = await Promise.all([
      t.createUser(),
      t.createUser(),
      t.createUser({ role: 'AGENT' }),
      t.createUser({ role: 'AGENT', firstName: 'Nikhil' }),
    ]);
    const [one, two] = await Promise.all([insertProperty(t, seller.id), insertProperty(t, seller.id)]);
    await createDeal(t, agent, { propertyId: one.id, buyerId: buyer.id });
    await createDeal(t, agent, { propertyId: two.id, buyerId: buyer.id });

    const refused = await del(admin, agent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This user has 2 active deals. Complete or reassign them before deleting.');
    expect((await del(admin, buyer.id)).statusCode).toBe(409);
    expect((await login(agent)).statusCode).toBe(200);

    const notAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/users/${agent.id}/reassign-deals`,
      headers: as(agent),
      payload: { toAgentId: nextAgent.id },
    });
    expect(notAdmin.statusCode).toBe(403);
    const toUser = await t.app.inject({
      method: 'POST',
      url: `/api/users/${agent.id}/reassign-deals`,
      headers: as(admin),
      payload: { toAgentId: buyer.id },
    });
    expect(toUser.statusCode).toBe(400);
    // Past the largest id the database can hold (found by tests/api/security/hostile-inputs.test.ts).
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `/api/users/${agent.id}/reassign-deals`,
      headers: as(admin),
      payload: { toAgentId: 2_147_483_648 },
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toMatchObject({ toAgentId: 'Agent not found' });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/users/${agent.id}/reassign-deals`,
      headers: as(admin),
      payload: { toAgentId: nextAgent.id },
    });
    expect(moved.json().data.reassigned).toBe(2);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/deals/agent/${nextAgent.id}`, headers: as(nextAgent) });
    expect(theirs.json().data).toHaveLength(2);

    expect((await del(admin, agent.id)).statusCode).toBe(200);
  });

  it('answers 404 for someone who does not exist or is already deleted', async () => {
    const user = await t.createUser({ mobileNumber: randomMobile() });
    expect((await del(admin, user.id)).statusCode).toBe(200);
    expect((await del(admin, user.id)).statusCode).toBe(404);
    expect((await del(admin, 999_999)).statusCode).toBe(404);
  });
});
