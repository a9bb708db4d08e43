// "Download my data": asked for once, made by a durable outbox job into a zip of the person's records
// and own files, announced in the bell and by email, downloaded only by its person until seven days
// have passed, and never holding another person's identity numbers.
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '#server/db/schema.ts';
import { dataExports } from '#server/db/schema-privacy.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import { keyOfPublicPath } from '#server/storage/object-store.ts';
import { deliver, outboxOf, recipients, type Delivered } from '../alerts/mail.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { emailOf } from '../conversations/talk.ts';
import { call } from '../tenancies/fixtures.ts';
import { BUYER_PAN, makeWorld, SELLER_AADHAAR, SELLER_PAN, WHOLE_NUMBERS } from './world.ts';

let t: TestApp;
let box: Outbox;
let world: Awaited<ReturnType<typeof makeWorld>>;
const emails: Delivered[] = [];

const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  box = outboxOf(t);
  world = await makeWorld(t);
  emails.push(...(await deliver(t, box)));
});
afterAll(async () => {
  await box.close();
  await t.close();
});

const ask = (who: TestUser | null) => call(t, who, 'POST', '/api/account/data-exports');
const exportsOf = async (who: TestUser) => (await call(t, who, 'GET', '/api/account/data-exports')).json().data;
const download = (who: TestUser | null, id: number) => call(t, who, 'GET', `/api/account/data-exports/${id}/download`);

async function madeExport(who: TestUser): Promise<{ id: number; files: Record<string, Uint8Array>; text: string }> {
  const asked = await ask(who);
  expect(asked.statusCode).toBe(202);
  const id = asked.json().data.id as number;
  emails.push(...(await deliver(t, box, emails)));
  const res = await download(who, id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gruha-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const text = Object.entries(files)
    .filter(([name]) => !name.startsWith('files/'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
  return { id, files, text };
}

const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!));

describe('download my data', () => {
  it("holds the buyer's records, their own PAN masked and none of the seller's numbers", async () => {
    const { buyer, seller, listing, deal, agreementId, tenancyId } = world;
    const { files, text } = await madeExport(buyer);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'listings.json',
        'shortlist.json',
        'saved-searches.json',
        'messages.json',
        'inquiries.json',
        'visits.json',
        'deals.json',
        'agreements.json',
        'tenancies.json',
        'receipts.json',
        'identity-number-views.json',
      ]),
    );
    expect(json(files, 'account.json').account).toMatchObject({ id: buyer.id, username: buyer.username, mobileNumber: buyer.mobileNumber });
    expect(text).not.toMatch(/passwordHash|argon2|tokenVersion/);
    expect(json(files, 'shortlist.json')).toEqual([expect.objectContaining({ propertyId: listing.id })]);
    const [conversation] = json(files, 'messages.json');
    expect(conversation.messages.map((m: { direction: string; body: string }) => [m.direction, m.body])).toEqual([
      ['sent', 'Is the flat free in December?'],
      ['received', 'Yes, from the first.'],
    ]);
    expect(json(files, 'deals.json')).toEqual([expect.objectContaining({ id: deal.id, yourRole: 'buyer', buyerId: buyer.id })]);
    expect(json(files, 'agreements.json')).toEqual([
      expect.objectContaining({
        reference: agreementId,
        dealId: deal.id,
        madeByYou: true,
        form: expect.objectContaining({ tenantIdType: 'PAN', tenantIdNumber: 'XXXXXX234F', ownerIdType: 'Aadhaar', ownerIdNumber: null }),
      }),
    ]);
    const [tenancy] = json(files, 'tenancies.json');
    expect(tenancy).toMatchObject({ id: tenancyId, yourSide: 'tenant', tenantId: buyer.id, ownerId: seller.id });
    expect(tenancy).not.toHaveProperty('ownerPanSealed');
    expect(tenancy).not.toHaveProperty('ownerPanMasked');
    expect(json(files, 'receipts.json')).toEqual([expect.objectContaining({ tenancyId, period: '2026-04', status: 'confirmed' })]);
    // Not the seller's numbers, whole or masked, nor the buyer's own whole.
    for (const whole of WHOLE_NUMBERS) expect(text).not.toContain(whole);
    expect(text).not.toContain('XXXX XXXX 2346');
    expect(text).not.toContain(SELLER_PAN.slice(-4));
  });

  it("gives the seller their listing's picture and their own numbers masked, never the buyer's", async () => {
    const { seller, listing, agreementId, tenancyId } = world;
    const { files, text } = await madeExport(seller);
    const listed = json(files, 'listings.json');
    expect(listed.map((l: { id: number }) => l.id)).toContain(listing.id);
    const pictureUrl = listed.find((l: { id: number }) => l.id === listing.id).pictures[0].url as string;
    const stored = await openObjectStore(t.config.storage).get(keyOfPublicPath(pictureUrl));
    const inZip = files[`files/listings/${listing.id}/${pictureUrl.slice(pictureUrl.lastIndexOf('/') + 1)}`];
    expect(inZip && Buffer.from(inZip).equals(stored!)).toBe(true);
    expect(json(files, 'agreements.json')).toEqual([
      expect.objectContaining({
        reference: agreementId,
        madeByYou: false,
        form: expect.objectContaining({ ownerIdNumber: 'XXXX XXXX 2346', tenantIdNumber: null }),
      }),
    ]);
    expect(json(files, 'tenancies.json')).toEqual([expect.objectContaining({ id: tenancyId, yourSide: 'owner', ownerPanMasked: 'XXXXXX678K' })]);
    for (const whole of WHOLE_NUMBERS) expect(text).not.toContain(whole);
    expect(text).not.toContain(BUYER_PAN.slice(-4));
    expect(text).not.toContain(SELLER_AADHAAR);
  });

  it('is told in the bell and by email once, with no identity number in any email sent', async () => {
    const { buyer, seller } = world;
    for (const person of [buyer, seller]) {
      const bell = await t.database.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, person.id), eq(notifications.kind, 'account')));
      expect(bell).toEqual([{ title: 'Your data is ready to download', link: '/account#your-data' }]);
    }
    const ready = emails.filter((e) => e.mail.subject === 'Your Gruha data is ready to download');
    expect(recipients(ready).sort()).toEqual([emailOf(buyer), emailOf(seller)].sort());
    expect(ready[0]!.mail.text).toContain('/account#your-data');
    // Every email of the whole story (deal, agreement, tenancy, payments, the exports).
    expect(emails.length).toBeGreaterThan(ready.length);
    for (const email of emails)
      for (const whole of WHOLE_NUMBERS) expect(`${email.mail.subject}\n${email.mail.text}\n${email.mail.html}`).not.toContain(whole);
  });

  it('is downloaded by its person only', async () => {
    const { buyer, outsider, admin, seller } = world;
    const [latest] = await exportsOf(buyer);
    for (const other of [outsider, admin, seller]) {
      const res = await download(other, latest.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('PK');
      expect((await exportsOf(other)).map((e: { id: number }) => e.id)).not.toContain(latest.id);
    }
    expect((await download(null, latest.id)).statusCode).toBe(401);
    expect((await ask(null)).statusCode).toBe(401);
    expect((await download(buyer, 0)).statusCode).toBe(400);
  });

  it('asked for again while being made answers the same one, and the download waits for it', async () => {
    const { outsider } = world;
    const first = await ask(outsider);
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toMatchObject({ status: 'pending', downloadPath: null });
    const again = await ask(outsider);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await download(outsider, first.json().data.id)).statusCode).toBe(409);
    const jobs = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'data-export'), sql`done_at is null`));
    expect(jobs).toHaveLength(1);
    await deliver(t, box);
    expect((await exportsOf(outsider))[0]).toMatchObject({
      status: 'ready',
      downloadPath: `/api/account/data-exports/${first.json().data.id}/download`,
    });
  });

  it('is made once however often its job runs: a retry after the export was made changes nothing', async () => {
    const { outsider } = world;
    const [made] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, outsider.id));
    await t.database.db.execute(
      sql`update outbox set done_at = null, attempts = 1 where kind = 'data-export' and payload->>'exportId' = ${String(made!.id)}`,
    );
    await deliver(t, box);
    const [after] = await t.database.db.select().from(dataExports).where(eq(dataExports.userId, outsider.id));
    expect(after).toEqual(made);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, outsider.id), eq(notifications.kind, 'account')));
    expect(bell).toHaveLength(1);
    const stored: string[] = [];
    for await (const key of openObjectStore(t.config.storage).list('exports/')) stored.push(key);
    // The buyer's, the seller's and the outsider's: one zip each.
    expect(stored).toHaveLength(3);
  });

  it('expires seven days after it was made', async () => {
    const { buyer } = world;
    const [latest] = await exportsOf(buyer);
    expect(new Date(latest.expiresAt).getTime() - new Date(latest.readyAt).getTime()).toBe(7 * DAY);
    t.clock.advance(7 * DAY - 60_000);
    expect((await download(buyer, latest.id)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    const expired = await download(buyer, latest.id);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This download has expired: ask for a new one on My Account');
    expect((await exportsOf(buyer))[0]).toMatchObject({ id: latest.id, isExpired: true, downloadPath: null });
    // A new one can be asked for at once.
    expect((await ask(buyer)).statusCode).toBe(202);
  });
});
