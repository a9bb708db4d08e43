//forged, tampered and expired tokens get 401; sign-out, deletion, deactivation
// and a role change end old tokens at once; sign-in answers do not tell a wrong password from an
// unknown user; passwords are stored as argon2id with OWASP's parameters; common ones are refused.
// (The Redis-backed sign-in limits are tests/api/auth-redis.test.ts.)
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { COMMON_PASSWORD_MESSAGE } from '#server/modules/auth/common-passwords.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';

// buildTestApp's JWT_SECRET: a forger who knew it could sign anything, so the tests below show
// that knowing the algorithm trick alone is not enough.
const SECRET = 'test-secret-that-is-at-least-32-characters-long';
const key = new TextEncoder().encode(SECRET);

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.createUser({ role: 'ADMIN' });
}, 60_000);
afterAll(() => t.close());

const b64 = (value: object | Buffer) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');
const hmac = (algorithm: string, data: string) => crypto.createHmac(algorithm, SECRET).update(data).digest();
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A token put together by hand, signed with HMAC-SHA256 of the real secret unless told otherwise. */
function handMade(header: object, payload: object, sign: (data: string) => string = (data) => b64(hmac('sha256', data))) {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${sign(data)}`;
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const adminList = (token: string) => t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
const adminListOn = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('forged and broken tokens', () => {
  const claims = () => ({ sub: String(admin.id), tv: 0, iat: Math.floor(Date.now() / 1000), exp: inAnHour() });

  it('a correctly made token works (so the refusals below are about what was changed)', async () => {
    const token = handMade({ alg: 'HS256', typ: 'JWT' }, claims());
    expect((await me(token)).statusCode).toBe(200);
    expect((await adminList(token)).statusCode).toBe(200);
  });

  const forgeries: [string, () => string | Promise<string>][] = [
    ['alg none, no signature', () => handMade({ alg: 'none', typ: 'JWT' }, claims(), () => '')],
    ['alg None, no signature', () => handMade({ alg: 'None', typ: 'JWT' }, claims(), () => '')],
    ['alg none with a signature', () => handMade({ alg: 'none', typ: 'JWT' }, claims())],
    [
      'HS512 with the real secret',
      () => new SignJWT({ tv: 0 }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(admin.id)).setExpirationTime('1h').sign(key),
    ],
    ['HS384 with the real secret', () => handMade({ alg: 'HS384', typ: 'JWT' }, claims(), (data) => b64(hmac('sha384', data)))],
    ['an RS256 header over an HMAC signature', () => handMade({ alg: 'RS256', typ: 'JWT' }, claims())],
    ['an ES256 header over an HMAC signature', () => handMade({ alg: 'ES256', typ: 'JWT' }, claims())],
    [
      'a signature made with another secret',
      () =>
        new SignJWT({ tv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(admin.id))
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('x'.repeat(48))),
    ],
    [
      'a good token with its signature changed',
      async () => {
        const good = handMade({ alg: 'HS256', typ: 'JWT' }, claims());
        const signature = Buffer.from(good.split('.')[2]!, 'base64url');
        signature[0]! ^= 1;
        return `${good.split('.').slice(0, 2).join('.')}.${b64(signature)}`;
      },
    ],
    [
      'a good signature over a changed payload',
      () => {
        const good = handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims(), sub: '999999' });
        return `${good.split('.')[0]}.${b64(claims())}.${good.split('.')[2]}`;
      },
    ],
    ['no expiry', () => handMade({ alg: 'HS256', typ: 'JWT' }, { sub: String(admin.id), tv: 0 })],
    ['an expiry in the past', () => handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims(), exp: Math.floor(Date.now() / 1000) - 60 })],
    ['an expiry that is not a number', () => handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims(), exp: 'never' })],
    ['not valid before an hour from now', () => handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims(), nbf: inAnHour() })],
    ['no subject', () => handMade({ alg: 'HS256', typ: 'JWT' }, { tv: 0, exp: inAnHour() })],
    ['a subject that is not a user id', () => handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims(), sub: `${admin.id} or 1=1` })],
    ['an unknown user', () => handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims(), sub: '2147483647' })],
    ['an older token version', () => handMade({ alg: 'HS256', typ: 'JWT' }, { ...claims(), tv: -1 })],
    ['no token version', () => handMade({ alg: 'HS256', typ: 'JWT' }, { sub: String(admin.id), exp: inAnHour() })],
    [
      'a header with a key id pointing elsewhere',
      () =>
        handMade({ alg: 'HS256', typ: 'JWT', jku: 'http://evil.test/keys', kid: '../../dev/null' }, claims(), () =>
          b64(crypto.createHmac('sha256', '').update('x').digest()),
        ),
    ],
    ['two parts only', () => handMade({ alg: 'HS256', typ: 'JWT' }, claims()).split('.').slice(0, 2).join('.')],
    ['garbage', () => 'not.a.token'],
  ];

  it.each(forgeries)('%s: 401 on a guarded route, and no admin data', async (_what, make) => {
    const token = await make();
    expect((await me(token)).statusCode).toBe(401);
    const list = await adminList(token);
    expect(list.statusCode).toBe(401);
    expect(list.body).not.toContain(admin.username);
  });
});

describe('old tokens stop working at once', () => {
  it('after sign-out, every token of that user (sign out everywhere)', async () => {
    const user = await t.createUser();
    const second = (await login(user.username, user.password)).json().data.token as string;
    expect((await me(second)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(out.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const again = (await login(user.username, user.password)).json().data.token as string;
    expect((await me(again)).statusCode).toBe(200);
  });

  it('after the account is deleted', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await login(user.username, user.password)).statusCode).toBe(401);
  });

  it('after the account is deactivated', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(admin.token), payload: { isActive: false } });
    expect(res.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
  });

  it('after a role change, both ways: a demoted admin loses admin routes with the old token', async () => {
    const agent = await t.createUser({ role: 'AGENT' });
    const promote = await t.app.inject({ method: 'PUT', url: `/api/users/${agent.id}`, headers: bearer(admin.token), payload: { role: 'ADMIN' } });
    expect(promote.statusCode).toBe(200);
    expect((await me(agent.token)).statusCode).toBe(401);

    const formerAdmin = await t.createUser({ role: 'ADMIN' });
    expect((await adminList(formerAdmin.token)).statusCode).toBe(200);
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${formerAdmin.id}`,
      headers: bearer(admin.token),
      payload: { role: 'USER' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await adminList(formerAdmin.token)).statusCode).toBe(401);
    const fresh = (await login(formerAdmin.username, formerAdmin.password)).json().data.token as string;
    expect((await adminList(fresh)).statusCode).toBe(403);
  });
});

//the signed-in user is kept in process while no user row changes; another
// instance of the app must still refuse a token the moment it is revoked through the first.
describe('old tokens stop working at once on another instance too', () => {
  const meOn = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('after sign-out, deletion, deactivation and demotion through the first instance', async () => {
    const other = await t.anotherInstance();
    const [signedOut, deleted, deactivated] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const demoted = await t.createUser({ role: 'ADMIN' });
    for (const user of [signedOut, deleted, deactivated]) expect((await meOn(other, user.token)).statusCode).toBe(200);
    expect((await adminListOn(other, demoted.token)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut.token) })).statusCode).toBe(200);
    expect((await meOn(other, signedOut.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${deleted.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await meOn(other, deleted.token)).statusCode).toBe(401);
    const deactivate = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${deactivated.id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await meOn(other, deactivated.token)).statusCode).toBe(401);
    const demote = await t.app.inject({ method: 'PUT', url: `/api/users/${demoted.id}`, headers: bearer(admin.token), payload: { role: 'USER' } });
    expect(demote.statusCode).toBe(200);
    expect((await adminListOn(other, demoted.token)).statusCode).toBe(401);
  });
});

describe('sign-in answers', () => {
  it('are the same for an unknown user, a wrong password, and a deactivated account with a wrong password', async () => {
    const user = await t.createUser();
    const inactive = await t.createUser();
    await t.app.inject({ method: 'PUT', url: `/api/users/${inactive.id}`, headers: bearer(admin.token), payload: { isActive: false } });
    const answers = await Promise.all([
      login(user.username, 'Wrong-password-1'),
      login(`nobody${Date.now()}`, 'Wrong-password-1'),
      login(`nobody${Date.now()}@example.test`, 'Wrong-password-1'),
      login(inactive.username, 'Wrong-password-1'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(answers[0].json());
    }
  });
});

describe('stored passwords', () => {
  it("are argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane) and a random salt", async () => {
    const register = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Hash', lastName: 'Check', username, email: `${username}@example.test`, password: 'Same-Good-Passphrase-7' },
      });
    const names = [`hash${Date.now().toString(36)}a`, `hash${Date.now().toString(36)}b`];
    const hashes: string[] = [];
    for (const name of names) {
      expect((await register(name)).statusCode).toBe(201);
      const [row] = await t.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.username, name));
      hashes.push(row!.passwordHash);
    }
    for (const hash of hashes) {
      const [, algorithm, version, params, salt = ''] = hash.split('$');
      expect({ algorithm, version, params }).toEqual({ algorithm: 'argon2id', version: 'v=19', params: 'm=19456,t=2,p=1' });
      expect(Buffer.from(salt, 'base64').length).toBeGreaterThanOrEqual(16);
      expect(hash).not.toContain('Same-Good-Passphrase-7');
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });
});

describe('common passwords', () => {
  const register = (password: string) => {
    const username = `common${crypto.randomBytes(4).toString('hex')}`;
    return {
      username,
      res: t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Com', lastName: 'Mon', username, email: `${username}@example.test`, password },
      }),
    };
  };

  it.each(['password', 'Password1', 'QWERTY123', 'iloveyou', '1q2w3e4r', 'sunshine', '12345678', 'football'])(
    '%s is refused with a clear message on the password field, and no account is made',
    async (password) => {
      const { username, res } = register(password);
      const answer = await res;
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message: COMMON_PASSWORD_MESSAGE, errors: { password: COMMON_PASSWORD_MESSAGE } });
      const rows = await t.database.db.select().from(users).where(eq(users.username, username));
      expect(rows).toHaveLength(0);
    },
  );

  it('an uncommon password of the same shapes is accepted', async () => {
    for (const password of ['Harbour-Lights-42', 'gachibowli lake view', 'Sunrise@42']) {
      expect((await register(password).res).statusCode).toBe(201);
    }
  });
});
