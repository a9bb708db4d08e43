// Consent to the optional uses: at sign-up (an extra the spec's client never sends), then withdrawn or
// given again under Email preferences or by an alert email's unsubscribe link. Each change is a consent
// record with its time and the notice it was made under; a sign-up without choices keeps alert emails
// on and marketing off, and records nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_VERSION } from '#shared/contracts/privacy.ts';
import { createUnsubscribeSigner } from '#server/modules/outbox/unsubscribe-token.ts';
import { bearer, buildTestApp, randomMobile, TEST_JWT_SECRET, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let n = 0;
const account = () => {
  const username = `consent${Date.now().toString(36)}${n++}`;
  return {
    firstName: 'Meera',
    lastName: 'Iyer',
    username,
    email: `${username}@example.test`,
    password: 'Lotus-Pond-2026',
    mobileNumber: randomMobile(),
  };
};
const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const preferences = async (token: string) => (await get('/api/email/preferences', token)).json().data;
const records = async (token: string) =>
  (await get('/api/privacy/consents', token)).json().data as { purpose: string; isGranted: boolean; source: string }[];
const save = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/email/preferences', payload, headers: bearer(token) });

describe('consent at sign-up', () => {
  it("without choices (the spec's client): alert emails on, marketing off, nothing recorded", async () => {
    const res = await register(account());
    expect(res.statusCode).toBe(201);
    const { token } = res.json().data;
    expect(await preferences(token)).toMatchObject({ alerts: true, marketing: false });
    expect(await records(token)).toEqual([]);
  });

  it('with choices: each is applied and recorded with the notice shown', async () => {
    const res = await register({ ...account(), consents: { alerts: false, marketing: true } });
    expect(res.statusCode).toBe(201);
    const { token } = res.json().data;
    expect(await preferences(token)).toMatchObject({ alerts: false, marketing: true });
    const kept = await records(token);
    expect(kept.map(({ purpose, isGranted, source }) => ({ purpose, isGranted, source })).sort((a, b) => a.purpose.localeCompare(b.purpose))).toEqual(
      [
        { purpose: 'alerts', isGranted: false, source: 'sign-up' },
        { purpose: 'marketing', isGranted: true, source: 'sign-up' },
      ],
    );
    expect(kept.every((r) => (r as unknown as { noticeVersion: string }).noticeVersion === NOTICE_VERSION)).toBe(true);
  });

  it('refuses a choice that is not true or false, naming it, and creates no account', async () => {
    const payload = { ...account(), consents: { marketing: 'yes' } };
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'consents.marketing': 'Must be true or false' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: payload.username, password: payload.password } });
    expect(login.statusCode).toBe(401);
  });
});

describe('withdrawing and giving consent again', () => {
  it('in My Account: each change is recorded once, with its time; saving the same again records nothing', async () => {
    const { token } = (await register({ ...account(), consents: { alerts: true, marketing: true } })).json().data;
    expect((await save(token, { marketing: false })).json().data).toMatchObject({ marketing: false, alerts: true });
    expect((await save(token, { marketing: false, alerts: true, leads: false })).statusCode).toBe(200);
    const [latest, ...earlier] = await records(token);
    expect(latest).toMatchObject({ purpose: 'marketing', isGranted: false, source: 'account' });
    expect(Date.parse((latest as unknown as { createdAt: string }).createdAt)).not.toBeNaN();
    expect(earlier).toHaveLength(2);
    expect((await save(token, { marketing: 'no' })).json().errors).toEqual({ marketing: 'Invalid input: expected boolean, received string' });
  });

  it("by an alert email's unsubscribe link: alerts stop and the withdrawal is recorded; other kinds are not consents", async () => {
    const res = await register(account());
    const { token, user } = res.json().data;
    const signer = createUnsubscribeSigner(TEST_JWT_SECRET);
    const unsubscribe = (category: 'alerts' | 'leads') =>
      t.app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(signer.sign(user.id, category))}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await unsubscribe('leads')).statusCode).toBe(200);
    expect(await records(token)).toEqual([]);
    expect((await unsubscribe('alerts')).statusCode).toBe(200);
    expect((await unsubscribe('alerts')).statusCode).toBe(200);
    expect(await preferences(token)).toMatchObject({ alerts: false, leads: false });
    expect((await records(token)).map(({ purpose, isGranted, source }) => ({ purpose, isGranted, source }))).toEqual([
      { purpose: 'alerts', isGranted: false, source: 'unsubscribe-link' },
    ]);
    expect((await save(token, { alerts: true })).json().data.alerts).toBe(true);
    expect((await records(token))[0]).toMatchObject({ purpose: 'alerts', isGranted: true, source: 'account' });
  });

  it("is one's own: the record needs a sign-in", async () => {
    expect((await get('/api/privacy/consents')).statusCode).toBe(401);
  });
});

describe('the privacy notice', () => {
  it("names the notice's version and the grievance officer: Gruha's own office unless configured", async () => {
    const notice = (await get('/api/privacy/notice')).json().data;
    expect(notice).toEqual({
      noticeVersion: NOTICE_VERSION,
      grievanceOfficer: { name: 'Grievance Officer, Gruha', email: 'grievance@gruha.local', phone: null },
      responseDays: 30,
    });
  });
});
