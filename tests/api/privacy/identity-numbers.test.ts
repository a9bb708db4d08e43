// Identity numbers handled as such: masked in every answer but the agreement its maker opens and the
// documents the parties print, and each admin's view of a person's numbers written to an access log
// the person reads on My Account and in their export, kept two years.
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { newAgreementId } from '#shared/agreement/record.ts';
import { idNumberViews } from '#server/db/schema-privacy.ts';
import type { Outbox } from '#server/modules/outbox/start.ts';
import { deliver, outboxOf } from '../alerts/mail.ts';
import { post } from '../fixtures/deals.ts';
import { buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { call, pdfText } from '../tenancies/fixtures.ts';
import { makeWorld, SELLER_PAN } from './world.ts';

let t: TestApp;
let box: Outbox;
let world: Awaited<ReturnType<typeof makeWorld>>;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  box = outboxOf(t);
  world = await makeWorld(t);
});
afterAll(async () => {
  await box.close();
  await t.close();
});

const viewsOf = async (who: TestUser) => {
  const res = await call(t, who, 'GET', '/api/account/id-number-views');
  expect(res.statusCode).toBe(200);
  return res.json().data as { viewerName: string; recordKind: string; recordRef: string; idType: string; shown: string; viewedAt: string }[];
};

describe('identity numbers in answers', () => {
  it("a deal shows its agreement masked to its people (an admin's look is below)", async () => {
    const { deal, agent, seller, buyer } = world;
    for (const who of [agent, seller, buyer]) {
      const [agreement] = (await call(t, who, 'GET', `/api/deals/${deal.id}`)).json().data.agreements;
      expect(agreement.form).toMatchObject({ ownerIdNumber: 'XXXX XXXX 2346', tenantIdNumber: 'XXXXXX234F' });
    }
  });

  it("the tenancy and its statement show the owner's PAN by its last four; the printed statement carries it whole", async () => {
    const { seller, buyer, tenancyId } = world;
    for (const who of [seller, buyer]) {
      expect((await call(t, who, 'GET', `/api/tenancies/${tenancyId}`)).json().data.payee.panMasked).toBe('XXXXXX678K');
    }
    // Past the HRA threshold the statement names the PAN: masked on screen, whole on paper.
    const big = await call(t, buyer, 'GET', `/api/tenancies/${tenancyId}/statement?year=2026`);
    expect(big.statusCode).toBe(200);
    expect(big.body).not.toContain(SELLER_PAN);
    expect(big.json().data.ownerPan).toBe('XXXXXX678K');
    expect(await pdfText((await call(t, buyer, 'GET', `/api/tenancies/${tenancyId}/statement/pdf?year=2026`)).rawPayload)).toContain(SELLER_PAN);
  });
});

describe("the access log of a person's identity numbers", () => {
  it("records an admin's look at a deal's agreement for each party, and no one else's looks", async () => {
    const { deal, agent, admin, seller, buyer, agreementId } = world;
    await call(t, agent, 'GET', `/api/deals/${deal.id}`);
    await call(t, seller, 'GET', `/api/deals/${deal.id}`);
    expect(await viewsOf(seller)).toEqual([]);

    const [seen] = (await call(t, admin, 'GET', `/api/deals/${deal.id}`)).json().data.agreements;
    expect(seen.form).toMatchObject({ ownerIdNumber: 'XXXX XXXX 2346', tenantIdNumber: 'XXXXXX234F' });
    const line = { viewerName: 'Ada admin (Gruha admin)', recordKind: 'agreement', recordRef: agreementId, shown: 'masked' };
    expect(await viewsOf(seller)).toEqual([{ ...line, idType: 'Aadhaar', viewedAt: expect.any(String) }]);
    expect(await viewsOf(buyer)).toEqual([{ ...line, idType: 'PAN', viewedAt: expect.any(String) }]);
    // Each person reads only their own lines.
    expect(await viewsOf(agent)).toEqual([]);
    expect((await call(t, null, 'GET', '/api/account/id-number-views')).statusCode).toBe(401);
  });

  it('records the whole numbers an admin opens in an agreement they made for a deal', async () => {
    const { deal, admin, seller } = world;
    const agreementId = newAgreementId();
    expect((await post(t, admin, '/api/agreements', { ...SAMPLE_AGREEMENT_FORM, agreementId, dealId: deal.id })).statusCode).toBe(201);
    const opened = await call(t, admin, 'GET', `/api/agreements/${agreementId}`);
    expect(opened.json().data.form.ownerIdNumber).toBe(SAMPLE_AGREEMENT_FORM.ownerIdNumber);
    const [newest] = await viewsOf(seller);
    expect(newest).toMatchObject({ recordRef: agreementId, idType: 'Aadhaar', shown: 'whole' });
  });

  it("is in the person's export", async () => {
    const { seller } = world;
    const asked = await call(t, seller, 'POST', '/api/account/data-exports');
    await deliver(t, box);
    const zip = await call(t, seller, 'GET', `/api/account/data-exports/${asked.json().data.id}/download`);
    const lines = JSON.parse(strFromU8(unzipSync(new Uint8Array(zip.rawPayload))['identity-number-views.json']!));
    expect(lines).toEqual(await viewsOf(seller));
    expect(lines.map((l: { shown: string }) => l.shown).sort()).toEqual(['masked', 'whole']);
  });

  it('keeps each line two years, then the daily run removes it', async () => {
    const { seller, admin } = world;
    const now = t.clock.now().getTime();
    const line = { personId: seller.id, viewerId: admin.id, recordKind: 'tenancy' as const, recordRef: '1', idType: 'PAN', shown: 'masked' as const };
    await t.database.db.insert(idNumberViews).values([
      { ...line, recordRef: 'a year ago', viewedAt: new Date(now - 366 * DAY) },
      { ...line, recordRef: 'two years and a day ago', viewedAt: new Date(now - 731 * DAY) },
    ]);
    // The next day's run.
    t.clock.advance(DAY);
    await deliver(t, box);
    const refs = (await t.database.db.select().from(idNumberViews).where(eq(idNumberViews.personId, seller.id))).map((v) => v.recordRef);
    expect(refs).toContain('a year ago');
    expect(refs).not.toContain('two years and a day ago');
  });
});
