//every email carries a one-click unsubscribe link (a signed token) that the
// server honours per kind of email: alerts stop, leads still come; the bell keeps everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { insertProperty, post } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { listingBody, loadReference, uploadPicture, type Reference } from '../listing-fixtures.ts';
import { deliver, deliveredEmails, headerOf, outboxOf, recipients } from './mail.ts';

let t: TestApp;
let ref: Reference;
let outbox: Outbox;
let poster: TestUser;
let imageUrl: string;

const emailOf = (user: TestUser) => `${user.username}@example.test`;

async function postMatching() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: bearer(poster.token),
    payload: listingBody(ref, [imageUrl], { areaId: ref.area('Kokapet').areaId }),
  });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  t = await buildTestApp();
  ref = await loadReference(t);
  outbox = outboxOf(t);
  poster = await t.createUser({ firstName: 'Pavan' });
  imageUrl = (await uploadPicture(t, poster.token)).url;
});
afterAll(async () => {
  await outbox.close();
  await t.close();
});

describe('one-click unsubscribe', () => {
  it('stops that kind of email only, from the link in the email', async () => {
    const agent = await t.createUser({ role: 'AGENT', firstName: 'Uma' });
    await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(agent.token),
      payload: { name: 'Kokapet', filters: { area: 'Kokapet' } },
    });
    let before = await deliveredEmails(t);
    await postMatching();
    const [alert] = await deliver(t, outbox, before);
    expect(recipients([alert!])).toEqual([emailOf(agent)]);
    const link = headerOf(alert!.mail, 'List-Unsubscribe')!.slice(1, -1);
    expect(alert!.mail.text).toContain(link);
    const path = link.replace('http://localhost:3000', '');

    // Opening the link changes nothing: it asks to confirm with one button.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop saved search alerts and daily digests emails from Gruha?');
    expect(page.body).toMatch(/<form method="post" action="\/api\/email\/unsubscribe\?token=[^"]+">/);
    before = await deliveredEmails(t);
    await postMatching();
    expect(recipients(await deliver(t, outbox, before))).toEqual([emailOf(agent)]);

    // The mail provider's RFC 8058 one-click POST.
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      data: { category: 'alerts' },
      message: 'You will no longer get saved search alerts and daily digests emails.',
    });

    before = await deliveredEmails(t);
    await postMatching();
    // A lead is another kind of email: it still comes.
    const listing = await insertProperty(t, agent.id);
    const asker = await t.createUser({ firstName: 'Asha' });
    await post(t, asker, `/api/properties/${listing.id}/inquiries`, {});
    const after = await deliver(t, outbox, before);
    expect(after.map((d) => d.mail.subject)).toEqual([expect.stringMatching(/^New lead on your listing: /)]);
    // The bell still shows the alert.
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(agent.token) });
    expect(bell.json().data.items.filter((i: { kind: string }) => i.kind === 'search_alert')).toHaveLength(3);
  });

  it("answers the page's own button with a page", async () => {
    const user = await t.createUser({ firstName: 'Gita' });
    const { createUnsubscribeSigner } = await import('#server/modules/outbox/unsubscribe-token.ts');
    const token = createUnsubscribeSigner(t.config.jwtSecret!).sign(user.id, 'deals');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe?token=${token}`,
      payload: 'from=page',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('You will no longer get deal update emails.');
  });

  it("lets the page's own form send the site's origin, and refuses 'Origin: null' as before", async () => {
    const user = await t.createUser({ firstName: 'Jaya' });
    const { createUnsubscribeSigner } = await import('#server/modules/outbox/unsubscribe-token.ts');
    const url = `/api/email/unsubscribe?token=${createUnsubscribeSigner(t.config.jwtSecret!).sign(user.id, 'leads')}`;
    // Under the site's no-referrer policy a browser posts a form with 'Origin: null'.
    const page = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect((await t.app.inject({ method: 'GET', url: '/api/areas' })).headers['referrer-policy']).toBe('no-referrer');
    const form = { payload: 'from=page', headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:3000' } };
    const fromNull = await t.app.inject({ method: 'POST', url, ...form, headers: { ...form.headers, origin: 'null' } });
    expect(fromNull.statusCode).toBe(403);
    const fromSite = await t.app.inject({ method: 'POST', url, ...form, headers: { ...form.headers, origin: 'http://localhost:3000' } });
    expect(fromSite.statusCode).toBe(200);
    expect(fromSite.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(fromSite.body).toContain('<title>Unsubscribed · Gruha</title>');
    expect(fromSite.body).toContain('<h1>Unsubscribed</h1>');
    expect(fromSite.body).toContain('<a href="/account">My Account</a>');
  });

  it('refuses a token that was altered or made up, changing nothing', async () => {
    const user = await t.createUser({ firstName: 'Hari' });
    const { createUnsubscribeSigner } = await import('#server/modules/outbox/unsubscribe-token.ts');
    const real = createUnsubscribeSigner(t.config.jwtSecret!).sign(user.id, 'alerts');
    const forged = [
      real.replace(`${user.id}.`, `${user.id + 1}.`),
      real.replace('.alerts.', '.leads.'),
      createUnsubscribeSigner('another-secret-of-32-characters-or-more').sign(user.id, 'alerts'),
      'nonsense',
      '',
    ];
    for (const token of forged) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect({ token, status: res.statusCode }).toEqual({ token, status: 400 });
      expect(res.json().errors).toEqual({ token: 'This unsubscribe link is not valid. Please use the link from a recent email.' });
      expect((await t.app.inject({ method: 'GET', url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}` })).statusCode).toBe(400);
    }
  });
});
