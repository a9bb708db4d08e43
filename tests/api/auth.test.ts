import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '#server/modules/auth/login-throttle.ts';
import { bearer, buildTestApp, randomMobile, type TestApp } from './helper.ts';
import { MOBILE_START_MESSAGE } from '#shared/input/phone.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const newAccount = (overrides: Record<string, unknown> = {}) => {
  const id = Math.random().toString(36).slice(2, 10);
  return {
    firstName: 'Asha',
    lastName: 'Reddy',
    username: `asha${id}`,
    email: `asha${id}@example.test`,
    password: 'Sunrise@42',
    mobileNumber: randomMobile(),
    ...overrides,
  };
};

describe('POST /api/auth/register', () => {
  it('creates a USER, returns a token and the user without any password hash', async () => {
    const account = newAccount();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({ username: account.username, role: 'USER', mobileNumber: account.mobileNumber });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('stores the password as argon2id', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const rows = await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, account.username) });
    expect(rows?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('ignores a role sent by the client', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount({ role: 'ADMIN' }) });
    expect(res.json().data.user.role).toBe('USER');
  });

  it('accepts a registration without a mobile number (login dialog)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount({ mobileNumber: '' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.mobileNumber).toBeNull();
  });

  it('keeps the right 10 digits of a mobile typed with +91, a 0 or spaces', async () => {
    const digits = randomMobile();
    const typed = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount({ mobileNumber: typed }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.mobileNumber).toBe(digits);
    const tooLong = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount({ mobileNumber: `${randomMobile()}1` }) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.mobileNumber).toBe('Mobile number must be exactly 10 digits');
  });

  it('refuses a duplicate username with 409 naming the field', async () => {
    const first = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: first });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount({ username: first.username.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'Username is already taken',
      errors: { username: 'Username is already taken' },
    });
  });

  it('answers a taken email and a taken mobile number alike, naming both fields, so neither is revealed apart', async () => {
    const first = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: first });
    const answers = [];
    for (const clash of [{ email: first.email.toUpperCase() }, { mobileNumber: first.mobileNumber }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount(clash) });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    const message = 'An account with this email or mobile number already exists. Sign in, or reset your password.';
    expect(answers[0]).toEqual({
      status: 409,
      body: { success: false, code: 'CONFLICT', message, errors: { email: message, mobileNumber: message } },
    });
    expect(answers[1]).toEqual(answers[0]);
  });

  it.each([
    [{ password: 'abc' }, 'password', 'Password must be at least 6 characters'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ mobileNumber: '12345' }, 'mobileNumber', 'Mobile number must be exactly 10 digits'],
    [{ mobileNumber: '1234567890' }, 'mobileNumber', MOBILE_START_MESSAGE],
    [{ mobileNumber: '0000000000' }, 'mobileNumber', MOBILE_START_MESSAGE],
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ username: 'has space' }, 'username', 'Username may use letters, digits, dots, dashes and underscores only'],
  ])('refuses bad input %j with 400 naming the field', async (override, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount(override) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in by username, email or mobile number', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    for (const login of [account.username, account.email.toUpperCase(), account.mobileNumber]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: login, password: account.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ token: expect.any(String), user: { username: account.username } });
    }
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: account.username, password: 'Wrong@123' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody-here', password: 'Wrong@123' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('requires username and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toBe('Password is required');
  });
});

describe('sign-in identifiers cannot be squatted', () => {
  const register = (overrides: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount(overrides) });

  it.each(['9876543210', '+919876543210', '98765-43210', '040.2345.6789', 'someone@example.test', 'a@b'])(
    'refuses the username %s, which reads as a phone number or an email, naming the field',
    async (username) => {
      const res = await register({ username });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ username: 'Username cannot be a phone number or an email address' });
      expect(await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, username) })).toBeUndefined();
    },
  );

  it('keeps usernames with digits among letters, and refuses a change of username to a phone number', async () => {
    expect((await register({ username: `flat${Math.random().toString().slice(2, 12)}` })).statusCode).toBe(201);
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: bearer(user.token),
      payload: { username: randomMobile() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.username).toBe('Username cannot be a phone number or an email address');
  });

  it("signs the mobile number's owner in, even when an older username equals that number", async () => {
    const owner = newAccount();
    expect((await register(owner)).statusCode).toBe(201);
    // A username kept from before they were refused: written straight into the database.
    const squatter = newAccount({ password: 'Moonrise#77' });
    expect((await register(squatter)).statusCode).toBe(201);
    await t.database.db.execute(sql`update users set username = ${owner.mobileNumber} where username = ${squatter.username}`);

    const mine = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: owner.mobileNumber, password: owner.password } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.user.username).toBe(owner.username);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: owner.mobileNumber, password: squatter.password },
    });
    expect(theirs.statusCode).toBe(401);
  });
});

describe('failed sign-in throttling', () => {
  const attempt = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
  const statuses = (answers: { statusCode: number }[]) =>
    answers
      .map((a) => a.statusCode)
      .sort()
      .join(',');

  it('counts failures against the account whichever identifier is typed, locks it for all three, and leaves others alone', async () => {
    const account = newAccount();
    const other = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: other });
    const identifiers = [account.username, account.email, account.mobileNumber];
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) expect((await attempt(identifiers[i % 3]!, 'Wrong@123')).statusCode).toBe(401);
    for (const identifier of [...identifiers, account.email.toUpperCase()]) {
      const blocked = await attempt(identifier, account.password);
      expect({ identifier, status: blocked.statusCode }).toEqual({ identifier, status: 429 });
      expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      // The wait said in words is the header's too, as every other limit's 429 carries it.
      expect(blocked.headers['retry-after']).toBe('900');
    }
    expect((await attempt(other.username, other.password)).statusCode).toBe(200);
  });

  it('checks no more simultaneous wrong guesses than the limit: the rest get 429 unchecked', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const identifiers = [account.username, account.email, account.mobileNumber];
    const guesses = await Promise.all(Array.from({ length: MAX_FAILURES_PER_ACCOUNT + 6 }, (_, i) => attempt(identifiers[i % 3]!, `Wrong@${i}`)));
    expect(statuses(guesses)).toBe([...Array(MAX_FAILURES_PER_ACCOUNT).fill(401), ...Array(6).fill(429)].join(','));
    expect((await attempt(account.mobileNumber, account.password)).statusCode).toBe(429);
  });

  it('lets any number of correct sign-ins through from an office address near its failure limit; its failures alone close it', async () => {
    const office = '203.0.113.7';
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 1; i++)
      expect((await attempt(`typo${i}${Math.random().toString(36).slice(2, 8)}`, 'Wrong@123', office)).statusCode).toBe(401);
    const colleagues = [];
    for (let i = 0; i < 12; i++) colleagues.push(await t.createUser());
    const signIns = await Promise.all([...colleagues, ...colleagues].map((c) => attempt(c.username, c.password, office)));
    expect(statuses(signIns)).toBe(Array(24).fill(200).join(','));
    expect((await attempt('one-more-typo', 'Wrong@123', office)).statusCode).toBe(401);
    expect((await attempt(colleagues[0]!.username, colleagues[0]!.password, office)).statusCode).toBe(429);
    expect((await attempt(colleagues[0]!.username, colleagues[0]!.password, '198.51.100.1')).statusCode).toBe(200);
  });
});

describe('tokens and the route guard', () => {
  it('GET /api/auth/me answers the signed-in user, and 401 without or with a bad token', async () => {
    const user = await t.createUser();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.username).toBe(user.username);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const tampered = `${user.token.slice(0, -3)}abc`;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tampered) })).statusCode).toBe(401);
  });

  it('sign-out makes the old token stop working at once', async () => {
    const user = await t.createUser();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(me.statusCode).toBe(401);
  });
});
