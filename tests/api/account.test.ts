// One's own account: changing the password signs out every other session; a forgotten password is
// reset by a signed, single-use, expiring link sent by email, with the same answer whether or not the
// address has an account; changing one's own email asks for the password; email preferences turn
// kinds of email back on after an unsubscribe link turned them off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResetSigner } from '#server/modules/auth/reset-token.ts';
import { findUserById } from '#server/modules/users/accounts.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { createUnsubscribeSigner } from '#server/modules/outbox/unsubscribe-token.ts';
import { bearer, buildTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from './helper.ts';
import { deliver, deliveredEmails, headerOf, outboxOf } from './alerts/mail.ts';

let t: TestApp;
let outbox: Outbox;

beforeAll(async () => {
  t = await buildTestApp();
  outbox = outboxOf(t);
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

const emailOf = (user: TestUser) => `${user.username}@example.test`;
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const logIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

describe('changing the password', () => {
  it('asks for the current password, then signs out every other session and keeps this one', async () => {
    const user = await t.createUser();
    const otherDevice = (await logIn(user.username, user.password)).json().data.token as string;

    const wrong = await post('/api/auth/change-password', { currentPassword: 'not-it', newPassword: 'Monsoon-Terrace-81' }, user.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Your current password is not correct' });
    const common = await post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'password123' }, user.token);
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().errors)).toEqual(['newPassword']);
    const short = await post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'abc' }, user.token);
    expect(short.json().errors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect((await me(otherDevice)).statusCode).toBe(200);

    const res = await post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'Monsoon-Terrace-81' }, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed. You have been signed out everywhere else.');
    const newToken = res.json().data.token as string;
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(newToken)).json().data.username).toBe(user.username);
    expect((await logIn(user.username, user.password)).statusCode).toBe(401);
    expect((await logIn(user.username, 'Monsoon-Terrace-81')).statusCode).toBe(200);
  });

  it('refuses anyone not signed in', async () => {
    expect((await post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'Monsoon-Terrace-81' })).statusCode).toBe(401);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and emails a link only to a real one', async () => {
    const user = await t.createUser({ firstName: 'Ravi' });
    const before = await deliveredEmails(t);
    const known = await post('/api/auth/forgot-password', { email: emailOf(user).toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: 'no-such-person@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const sent = await deliver(t, outbox, before);
    expect(sent.map((d) => d.mail.subject)).toEqual(['Reset your Gruha password']);
    expect(sent[0]!.mail.text).toContain('Hello Ravi,');
    // Not a kind of email one can unsubscribe from.
    expect(headerOf(sent[0]!.mail, 'List-Unsubscribe')).toBeUndefined();
    expect((await post('/api/auth/forgot-password', { email: 'not an email' })).json().errors).toEqual({ email: 'Enter a valid email address' });
  });

  it('resets the password once with the link, ending every session; the link then stops working', async () => {
    const user = await t.createUser();
    const before = await deliveredEmails(t);
    await post('/api/auth/forgot-password', { email: emailOf(user) });
    const [mail] = await deliver(t, outbox, before);
    const link = /http:\/\/localhost:3000(\/reset-password\?token=\S+)/.exec(mail!.mail.text!)![1];
    const token = decodeURIComponent(new URL(link!, 'http://x').searchParams.get('token')!);

    const check = async () => (await post('/api/auth/reset-password/check', { token })).json();
    expect(await check()).toMatchObject({ success: true });

    const common = await post('/api/auth/reset-password', { token, newPassword: 'qwerty123' });
    expect(common.statusCode).toBe(400);
    expect(Object.keys(common.json().errors)).toEqual(['newPassword']);

    const res = await post('/api/auth/reset-password', { token, newPassword: 'Banyan-Courtyard-19' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password reset. Please log in with your new password.');
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await logIn(user.username, 'Banyan-Courtyard-19')).statusCode).toBe(200);

    const again = await post('/api/auth/reset-password', { token, newPassword: 'Another-Password-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toMatch(/^This reset link is not valid any more/);
    // Its page asks first, and says so before asking for a password.
    expect(await check()).toMatchObject({ success: false, errors: { token: again.json().errors.token } });
    expect((await logIn(user.username, 'Banyan-Courtyard-19')).statusCode).toBe(200);
  });

  it('stops every outstanding link working once the email is changed, the password unchanged', async () => {
    const user = await t.createUser();
    const before = await deliveredEmails(t);
    await post('/api/auth/forgot-password', { email: emailOf(user) });
    await post('/api/auth/forgot-password', { email: emailOf(user) });
    const tokens = (await deliver(t, outbox, before)).map((d) => {
      const link = /http:\/\/localhost:3000(\/reset-password\?token=\S+)/.exec(d.mail.text!)![1];
      return decodeURIComponent(new URL(link!, 'http://x').searchParams.get('token')!);
    });
    expect(tokens).toHaveLength(2);
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(user.token), payload });
    // Another case of the same address is no change: the links still hold.
    expect((await put({ email: emailOf(user).toUpperCase() })).statusCode).toBe(200);
    expect((await findUserById(t.database.db, user.id))!.email).toBe(emailOf(user));
    expect((await put({ email: `moved-${user.username}@example.test`, currentPassword: user.password })).statusCode).toBe(200);
    for (const token of tokens) {
      const res = await post('/api/auth/reset-password', { token, newPassword: 'Banyan-Courtyard-19' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.token).toMatch(/^This reset link is not valid any more/);
    }
    expect((await logIn(user.username, user.password)).statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('refuses an expired, altered or made-up link, changing nothing', async () => {
    const user = await t.createUser();
    const row = (await findUserById(t.database.db, user.id))!;
    const signer = createResetSigner(TEST_JWT_SECRET, 30);
    const expired = signer.sign(row, Date.now() - 31 * 60 * 1000);
    const real = signer.sign(row);
    const forged = [
      expired,
      real.replace(`${user.id}.`, `${user.id + 1}.`),
      createResetSigner('another-secret-of-32-characters-or-more', 30).sign(row),
      'nonsense',
    ];
    for (const token of forged) {
      const res = await post('/api/auth/reset-password', { token, newPassword: 'Banyan-Courtyard-19' });
      expect({ token, status: res.statusCode }).toEqual({ token, status: 400 });
    }
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await logIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('is rate-limited per address, and sends at most three emails an hour to one account', async () => {
    const limited = await buildTestApp({ RATE_LIMITS: 'password-reset=5' });
    const limitedOutbox = outboxOf(limited);
    try {
      const user = await limited.createUser();
      const answers = [];
      for (let i = 0; i < 6; i++) {
        answers.push((await limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: emailOf(user) } })).statusCode);
      }
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
      expect(await deliver(limited, limitedOutbox)).toHaveLength(3);
    } finally {
      await limitedOutbox.close();
      await limited.close();
    }
  });
});

describe('editing one’s own profile', () => {
  it('changes name and phone freely, but the email only with the current password', async () => {
    const user = await t.createUser();
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${user.id}`, headers: bearer(user.token), payload });
    const named = await put({ firstName: 'Lakshmi', lastName: 'Rao', mobileNumber: '+91 98480 12345' });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({ firstName: 'Lakshmi', lastName: 'Rao', mobileNumber: '9848012345' });

    const newEmail = `new-${user.username}@example.test`;
    expect((await put({ email: newEmail })).json().errors).toEqual({ currentPassword: 'Enter your current password to change your email' });
    expect((await put({ email: newEmail, currentPassword: 'wrong' })).json().errors).toEqual({
      currentPassword: 'Your current password is not correct',
    });
    expect((await me(user.token)).json().data.email).toBe(emailOf(user));
    // The same address in another case is no change.
    expect((await put({ email: emailOf(user).toUpperCase() })).statusCode).toBe(200);
    const changed = await put({ email: newEmail, currentPassword: user.password });
    expect(changed.statusCode).toBe(200);
    expect((await me(user.token)).json().data.email).toBe(newEmail);
  });
});

describe('email preferences', () => {
  it('shows every kind on (marketing off until agreed to), an unsubscribe turns one off, and the account page turns it back on', async () => {
    const user = await t.createUser();
    const get = async () => (await t.app.inject({ method: 'GET', url: '/api/email/preferences', headers: bearer(user.token) })).json().data;
    expect(await get()).toEqual({
      alerts: true,
      leads: true,
      deals: true,
      listings: true,
      moderation: true,
      messages: true,
      visits: true,
      tenancies: true,
      marketing: false,
    });
    const token = createUnsubscribeSigner(TEST_JWT_SECRET).sign(user.id, 'deals');
    await t.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await get()).toEqual({
      alerts: true,
      leads: true,
      deals: false,
      listings: true,
      moderation: true,
      messages: true,
      visits: true,
      tenancies: true,
      marketing: false,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/email/preferences',
      headers: bearer(user.token),
      payload: { deals: true, alerts: false },
    });
    expect(put.json()).toMatchObject({
      data: {
        alerts: false,
        leads: true,
        deals: true,
        listings: true,
        moderation: true,
        messages: true,
        visits: true,
        tenancies: true,
        marketing: false,
      },
      message: 'Email preferences saved',
    });
    expect(await get()).toEqual({
      alerts: false,
      leads: true,
      deals: true,
      listings: true,
      moderation: true,
      messages: true,
      visits: true,
      tenancies: true,
      marketing: false,
    });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/email/preferences', headers: bearer(user.token), payload: { deals: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['deals']);
  });
});
