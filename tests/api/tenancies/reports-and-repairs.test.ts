// The move-in report (rooms, fittings, photos uploaded to the tenancy, keys, meters; each side's
// acceptance; the other side's notes) and repair requests through their states, each side told.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { tenancyConditionReports } from '#server/db/schema-tenancies.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { multipart, pictureBytes, uploadPicture } from '../listing-fixtures.ts';
import { agreedTenancy, call, noonOn, pdfText, readTenancy } from './fixtures.ts';

let t: TestApp;
let owner: TestUser;
let tenant: TestUser;
let id: number;

async function upload(who: TestUser, bytes: Buffer, options?: Parameters<typeof multipart>[1]) {
  const body = multipart(bytes, options);
  return t.app.inject({
    method: 'POST',
    url: `/api/tenancies/${id}/photos`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(who.token) },
  });
}

const bellTitles = async (who: TestUser) =>
  (
    await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, who.id), eq(notifications.kind, 'tenancy')))
  ).map((n) => n.title);

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.moveTo(noonOn('2026-03-25'));
  owner = await t.createUser({ firstName: 'Ravi' });
  tenant = await t.createUser({ firstName: 'Anita' });
  id = await agreedTenancy(t, owner, tenant);
});
afterAll(async () => t.close());

describe('the move-in report', () => {
  it("takes a photo another tenancy also uploaded: the same picture is one file, and each tenancy's own", async () => {
    const secondTenant = await t.createUser({ firstName: 'Kiran' });
    const second = await agreedTenancy(t, owner, secondTenant);
    const bytes = await pictureBytes('png', 21);
    const uploadTo = async (tenancyId: number) => {
      const body = multipart(bytes);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/tenancies/${tenancyId}/photos`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(owner.token) },
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.url as string;
    };
    const [first, again] = [await uploadTo(id), await uploadTo(second)];
    expect(again).toBe(first);
    const report = { rooms: [{ name: 'Hall', items: [{ name: 'Floor', condition: 'good', photos: [again] }] }], keys: [], meters: {} };
    expect((await call(t, owner, 'PUT', `/api/tenancies/${second}/reports/move_in`, report)).statusCode).toBe(200);
  });

  it('refuses a file that is not a picture, naming the field, and stores nothing', async () => {
    const res = await upload(owner, Buffer.from('%PDF-1.4 not a picture'), { filename: 'tap.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toHaveProperty('file');
  });

  it('is written with photos, noted and accepted by the other side, then locked', async () => {
    const photo = await upload(owner, await pictureBytes('png', 7));
    expect(photo.statusCode).toBe(201);
    const { url } = photo.json().data;
    // A picture uploaded elsewhere is not this tenancy's.
    const elsewhere = await uploadPicture(t, owner.token, await pictureBytes('png', 8));
    const report = (photos: string[]) => ({
      rooms: [
        { name: 'Kitchen', items: [{ name: 'Sink and tap', condition: 'good', note: 'No leaks', photos }] },
        { name: 'Bedroom 1', items: [{ name: 'Wardrobe', condition: 'damaged', note: 'Left door hinge loose' }] },
      ],
      keys: [{ label: 'Main door', count: 2 }],
      meters: { electricity: '04512 kWh', water: '118 kL' },
      notes: 'Handed over clean.',
    });
    const foreign = await call(t, owner, 'PUT', `/api/tenancies/${id}/reports/move_in`, report([elsewhere.url]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty(['rooms.0.items.0.photos.0']);
    expect(await t.database.db.select().from(tenancyConditionReports).where(eq(tenancyConditionReports.tenancyId, id))).toEqual([]);

    const saved = await call(t, owner, 'PUT', `/api/tenancies/${id}/reports/move_in`, report([url]));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.reports.moveIn).toMatchObject({
      isLocked: false,
      acceptances: [{ side: 'owner' }],
      keys: [{ label: 'Main door', count: 2 }],
    });
    expect(await bellTitles(tenant)).toContain('The move-in report was written');

    const noted = await call(t, tenant, 'POST', `/api/tenancies/${id}/reports/move_in/notes`, {
      note: 'Geyser takes 20 minutes to heat.',
      photos: [],
    });
    expect(noted.json().data.reports.moveIn.sideNotes).toEqual([
      expect.objectContaining({ side: 'tenant', note: 'Geyser takes 20 minutes to heat.' }),
    ]);

    const locked = await call(t, tenant, 'POST', `/api/tenancies/${id}/reports/move_in/accept`);
    expect(locked.json().data.reports.moveIn.isLocked).toBe(true);
    expect((await call(t, owner, 'PUT', `/api/tenancies/${id}/reports/move_in`, report([]))).statusCode).toBe(409);

    const text = await pdfText((await call(t, owner, 'GET', `/api/tenancies/${id}/reports/move_in/pdf`)).rawPayload);
    for (const part of [
      'MOVE-IN REPORT',
      'Sink and tap',
      'Left door hinge loose',
      'Main door × 2',
      '04512 kWh',
      'Geyser takes 20 minutes to heat.',
      'it is locked',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('asks both to accept again after an edit', async () => {
    const other = await agreedTenancy(t, owner, tenant);
    const body = { rooms: [{ name: 'Kitchen', items: [{ name: 'Sink', condition: 'good' }] }], meters: {} };
    await call(t, owner, 'PUT', `/api/tenancies/${other}/reports/move_in`, body);
    const edited = await call(t, tenant, 'PUT', `/api/tenancies/${other}/reports/move_in`, { ...body, notes: 'Tap drips.' });
    expect(edited.json().data.reports.moveIn.acceptances).toEqual([expect.objectContaining({ side: 'tenant' })]);
    expect((await readTenancy(t, owner, other)).reports?.moveIn?.isLocked).toBe(false);
  });
});

describe('repairs', () => {
  it('go from open to confirmed through the owner and the tenant, keeping the history and telling the other side', async () => {
    const raised = await call(t, tenant, 'POST', `/api/tenancies/${id}/repairs`, { category: 'plumbing', description: 'Kitchen tap leaks' });
    expect(raised.statusCode).toBe(201);
    const repairId = raised.json().data.repairs[0].id as number;
    expect(await bellTitles(owner)).toContain('A repair was asked for');
    const act = (who: TestUser, body: object) => call(t, who, 'POST', `/api/tenancies/${id}/repairs/${repairId}/actions`, body);

    expect((await act(tenant, { action: 'acknowledge' })).statusCode).toBe(403);
    expect((await act(owner, { action: 'confirm' })).statusCode).toBe(403);
    expect((await act(tenant, { action: 'confirm' })).statusCode).toBe(409);
    const noDate = await act(owner, { action: 'schedule' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors).toHaveProperty('visitOn');

    await act(owner, { action: 'acknowledge' });
    expect((await act(owner, { action: 'schedule', visitOn: '2026-03-28', note: 'Plumber at 10' })).json().data.repairs[0]).toMatchObject({
      status: 'scheduled',
      visitOn: '2026-03-28',
    });
    await act(owner, { action: 'done' });
    await act(tenant, { action: 'reopen', note: 'Still drips' });
    await act(owner, { action: 'done' });
    const confirmed = (await act(tenant, { action: 'confirm' })).json().data.repairs[0];
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.history.map((h: { status: string; side: string }) => `${h.side}:${h.status}`)).toEqual([
      'tenant:open',
      'owner:acknowledged',
      'owner:scheduled',
      'owner:done',
      'tenant:reopened',
      'owner:done',
      'tenant:confirmed',
    ]);
    expect(await bellTitles(tenant)).toEqual(expect.arrayContaining(['A repair visit was scheduled', 'A repair was marked done']));
    expect(await bellTitles(owner)).toEqual(expect.arrayContaining(['A repair was reopened', 'A repair was confirmed done']));
  });
});
