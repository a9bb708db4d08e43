import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { get } from './fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from './helper.ts';

let t: TestApp;
let agent: TestUser;
let admin: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  [agent, admin, buyer] = await Promise.all([t.createUser({ role: 'AGENT' }), t.createUser({ role: 'ADMIN' }), t.createUser({ firstName: 'Bala' })]);
});
afterAll(() => t.close());

describe('GET /api/users/search?phone=', () => {
  it('finds a user by a 10-digit mobile number: only id, name and phone', async () => {
    for (const who of [agent, admin]) {
      const res = await get(t, who, `/api/users/search?phone=${buyer.mobileNumber}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: buyer.id, firstName: 'Bala', lastName: 'user', mobileNumber: buyer.mobileNumber });
      expect(res.body).not.toMatch(/password|tokenVersion|email|address/i);
    }
  });

  it('finds the same user however the number is typed', async () => {
    const m = buyer.mobileNumber;
    for (const typed of [`+91 ${m.slice(0, 5)} ${m.slice(5)}`, `0${m.slice(0, 5)}-${m.slice(5)}`, `${m.slice(0, 5)} ${m.slice(5)}`, `0091${m}`]) {
      const res = await get(t, agent, `/api/users/search?phone=${encodeURIComponent(typed)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(buyer.id);
    }
  });

  it.each(['12345', '12345678901', 'abcdefghij', ''])('refuses the phone %j with 400', async (phone) => {
    const res = await get(t, agent, `/api/users/search?phone=${phone}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid 10-digit phone number');
  });

  it('answers 404 with the spec message for nobody, and for a deleted user', async () => {
    const res = await get(t, agent, '/api/users/search?phone=5999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Buyer not found with this phone number.');
    const gone = await t.createUser();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await get(t, agent, `/api/users/search?phone=${gone.mobileNumber}`)).statusCode).toBe(404);
  });

  it('is for agents and admins only', async () => {
    const res = await get(t, buyer, `/api/users/search?phone=${agent.mobileNumber}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only agents can create deals');
    expect((await get(t, null, `/api/users/search?phone=${agent.mobileNumber}`)).statusCode).toBe(401);
  });
});
