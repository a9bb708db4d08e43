// Confirming an email address by a link: sent at sign-up and on request from My Account, single use,
// expiring, kept only as a hash; a change of address ends the links and unconfirms. Nothing the spec
// allows right after sign-up waits for it.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_LINK_HOURS, EMAIL_CONFIRMATION_MESSAGES } from '#shared/contracts/email-confirmation.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, deliveredEmails, outboxOf, recipients } from './alerts/mail.ts';
import { insertProperty } from './fixtures/deals.ts';
import { bearer, buildTestApp, randomMobile, type TestApp } from './helper.ts';
import { loadReference, postListing } from './listing-fixtures.ts';

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

const HOUR = 3_600_000;
const post = (url: string, payload?: object, token?: string) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
const open = (token: string) => post('/api/auth/confirm-email', { token });
const status = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/email-confirmation', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as { email: string; isConfirmed: boolean };
};

/** Runs `send`, then reads the confirmation link's token out of the one email it caused. */
async function linkSentBy(send: () => Promise<unknown>): Promise<{ token: string; to: string | undefined }> {
  const before = await deliveredEmails(t);
  await send();
  const mails = (await deliver(t, outbox, before)).filter((mail) => mail.mail.subject === 'Confirm your email for Gruha');
  expect(mails).toHaveLength(1);
  const link = /http:\/\/localhost:3000(\/confirm-email\?token=\S+)/.exec(mails[0]!.mail.text!)![1]!;
  return { token: new URL(link, 'http://x').searchParams.get('token')!, to: recipients(mails)[0] };
}

async function register() {
  const id = crypto.randomBytes(4).toString('hex');
  const account = { firstName: 'Asha', lastName: 'Reddy', username: `asha${id}`, email: `asha${id}@example.test`, password: 'Sunrise@42' };
  let res!: Awaited<ReturnType<typeof post>>;
  const link = await linkSentBy(async () => {
    res = await post('/api/auth/register', { ...account, mobileNumber: randomMobile() });
  });
  expect(res.statusCode).toBe(201);
  return { ...link, session: res.json().data as { token: string; user: { id: number } }, account };
}

describe('email confirmation', () => {
  it('is sent at sign-up, whose answer is the one the spec sets; the account can do at once what the spec allows', async () => {
    const { session, to, account } = await register();
    expect(to).toBe(account.email);
    expect(Object.keys(session.user)).not.toContain('emailConfirmedAt');
    expect(await status(session.token)).toEqual({ email: account.email, isConfirmed: false });
    const ref = await loadReference(t);
    expect((await postListing(t, ref, session.token)).id).toEqual(expect.any(Number));
    const other = await t.createUser();
    const listing = await insertProperty(t, other.id);
    const reported = await post(`/api/properties/${listing.id}/reports`, { reason: 'rented_or_sold' }, session.token);
    expect(reported.statusCode).toBe(201);
  });

  it('confirms once: the link then says it was used', async () => {
    const { token, session } = await register();
    expect((await open(token)).json().data).toEqual({ outcome: 'confirmed' });
    expect((await status(session.token)).isConfirmed).toBe(true);
    expect((await open(token)).json().data).toEqual({ outcome: 'already_used' });
    const again = await post('/api/auth/email-confirmation', undefined, session.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed);
  });

  it('expires after its hours, confirming nothing', async () => {
    const { token, session } = await register();
    t.clock.advance((CONFIRMATION_LINK_HOURS + 1) * HOUR);
    try {
      expect((await open(token)).json().data).toEqual({ outcome: 'expired' });
    } finally {
      t.clock.advance(-(CONFIRMATION_LINK_HOURS + 1) * HOUR);
    }
    expect((await status(session.token)).isConfirmed).toBe(false);
    expect((await open(token)).json().data).toEqual({ outcome: 'confirmed' });
  });

  it('is kept only as a hash of the link', async () => {
    const { token, session } = await register();
    const rows = await t.database.db.execute(sql`select token_hash from email_confirmations where user_id = ${session.user.id}`);
    const stored = (rows as unknown as { rows: { token_hash: string }[] }).rows.map((row) => row.token_hash);
    expect(stored).toEqual([crypto.createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a made-up or empty link with 400 naming the token', async () => {
    for (const token of ['', 'x'.repeat(43), 'x'.repeat(101)]) {
      const res = await open(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ token: EMAIL_CONFIRMATION_MESSAGES.linkInvalid });
    }
  });

  it('is sent again from My Account, to the signed-in person only', async () => {
    const { session, account } = await register();
    expect((await post('/api/auth/email-confirmation')).statusCode).toBe(401);
    const { token, to } = await linkSentBy(async () =>
      expect((await post('/api/auth/email-confirmation', undefined, session.token)).statusCode).toBe(200),
    );
    expect(to).toBe(account.email);
    expect((await open(token)).json().data.outcome).toBe('confirmed');
  });

  it('ends with a change of email: the address is unconfirmed, older links stop working, the new one gets its own', async () => {
    const { token: first, session, account } = await register();
    const { token: second } = await linkSentBy(() => post('/api/auth/email-confirmation', undefined, session.token));
    expect((await open(first)).json().data.outcome).toBe('confirmed');
    const newEmail = `new.${account.email}`;
    const { token: third, to } = await linkSentBy(async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${session.user.id}`,
        headers: bearer(session.token),
        payload: { email: newEmail, currentPassword: account.password },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(to).toBe(newEmail);
    expect(await status(session.token)).toEqual({ email: newEmail, isConfirmed: false });
    for (const old of [first, second]) expect((await open(old)).statusCode).toBe(400);
    expect((await open(third)).json().data.outcome).toBe('confirmed');
    expect((await status(session.token)).isConfirmed).toBe(true);
  });
});
