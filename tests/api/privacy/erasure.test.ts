// Deleting one's own account: the password asked again, refused while a deal or tenancy runs, and
// then every session ends on every instance, listings leave search, uploads and identity numbers go,
// and what stays shows "A deleted account". Last, every table the database has is walked against the
// retention map (modules/privacy/table-retention.ts): a table or a reference to users nobody declared
// fails here, and so does a row the retention table says is erased.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAgreementId } from '#shared/agreement/record.ts';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { ACCOUNT_MESSAGES } from '#shared/contracts/account.ts';
import { DELETED_ACCOUNT_NAME, RETENTION } from '#shared/privacy/retention.ts';
import { readConfig } from '#server/config.ts';
import { rowsOf } from '#server/db/rows.ts';
import {
  dealDocuments,
  deals,
  emailOptOuts,
  listingPostKeys,
  listingReports,
  notifications,
  properties,
  rentalAgreements,
  savedSearchKeys,
  savedSearches,
  shortlistItems,
  users,
} from '#server/db/schema.ts';
import { conversationReports, userBlocks } from '#server/db/schema-conversations.ts';
import { tenancies, tenancyInvitations, tenancyPhotos } from '#server/db/schema-tenancies.ts';
import { TABLE_RETENTION } from '#server/modules/privacy/table-retention.ts';
import { createFileDeletions } from '#server/storage/file-deletions.ts';
import { openObjectStore } from '#server/storage/open-store.ts';
import type { FastifyInstance } from 'fastify';
import { insertInquiry, insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from '../helper.ts';
import { loadReference, postListing, uploadPicture } from '../listing-fixtures.ts';
import { reply, startConversation } from '../conversations/talk.ts';
import { tenancyWorld } from '../tenancies/world.ts';
import { expectLimited, limitOf, spend } from '../security/limit-answers.ts';
import { agreementForm } from '../security/world.ts';

let t: TestApp;
let other: FastifyInstance;
let person: TestUser;
let owner: TestUser;
let agent: TestUser;
let admin: TestUser;

const PERSON_NAME = `Zephyrine${crypto.randomBytes(3).toString('hex')}`;
const deleteAccount = (who: TestUser, password: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/delete-account', headers: bearer(who.token), payload: { password } });
const me = (who: TestUser, app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(who.token) });
const searchIds = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'POST', url: '/api/properties/search', payload: { size: 100 } })).json().data as { id: number }[]).map((p) => p.id);
const dealRow = (buyerId: number, sellerId: number, propertyId: number, stage: 'COMPLETED' | 'NEGOTIATION') =>
  t.database.db
    .insert(deals)
    .values({ propertyId, buyerId, sellerId, agentId: agent.id, stage, agreedPrice: 25_000, deposit: 50_000 })
    .returning({ id: deals.id })
    .then((rows) => rows[0]!.id);
const endTenancy = (id: number) => t.database.db.update(tenancies).set({ status: 'ended' }).where(eq(tenancies.id, id));

beforeAll(async () => {
  t = await buildTestApp();
  other = await t.anotherInstance();
  person = await t.createUser({ firstName: PERSON_NAME });
  owner = await t.createUser({ firstName: 'Omkar' });
  agent = await t.createUser({ role: 'AGENT', firstName: 'Anita' });
  admin = await t.createUser({ role: 'ADMIN', firstName: 'Ada' });
});
afterAll(() => t.close());

describe('deleting one’s own account', () => {
  it('asks for the password again: a wrong one is refused with the field named, and nothing changes', async () => {
    const before = await t.database.db.select().from(users).where(eq(users.id, person.id));
    const res = await deleteAccount(person, 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: ACCOUNT_MESSAGES.wrongPassword });
    expect(await t.database.db.select().from(users).where(eq(users.id, person.id))).toEqual(before);
    expect((await me(person, t.app)).statusCode).toBe(200);
  });

  it('lets a session guess the password only so many times an hour', async () => {
    const guessed = await t.createUser({ firstName: 'Gita' });
    await spend(limitOf('account-delete'), (i) => deleteAccount(guessed, `wrong-${i}`));
    expectLimited(await deleteAccount(guessed, guessed.password), 'account-delete');
    expect((await me(guessed, t.app)).statusCode).toBe(200);
  });

  it('is refused while a deal is in progress or a tenancy has not ended, and nothing changes', async () => {
    const busy = await t.createUser({ firstName: 'Bhanu' });
    const home = await insertProperty(t, owner.id, { listingType: 'rent', price: 25_000 });
    const dealId = await dealRow(busy.id, owner.id, home.id, 'NEGOTIATION');
    const tenancy = await tenancyWorld(t, { owner, buyer: busy, dealAgent: agent });
    const before = await t.database.db.select().from(users).where(eq(users.id, busy.id));

    const res = await deleteAccount(busy, busy.password);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`You have 1 deal in progress and 1 tenancy not yet ended. ${ACCOUNT_MESSAGES.closeNeedsNothingRunning}`);
    expect(await t.database.db.select().from(users).where(eq(users.id, busy.id))).toEqual(before);

    await t.database.db.update(deals).set({ stage: 'COMPLETED' }).where(eq(deals.id, dealId));
    await endTenancy(tenancy.id);
    expect((await deleteAccount(busy, busy.password)).statusCode).toBe(200);
  });
});

describe('after the account is deleted', () => {
  const made = {} as {
    unreferredListing: number;
    referredListing: number;
    pictureKeys: string[];
    conversationId: number;
    dealId: number;
    agreementReference: string;
    othersAgreement: string;
    tenantTenancy: number;
    ownedTenancy: number;
    invitedTenancy: number;
  };

  beforeAll(async () => {
    const db = t.database.db;
    const ref = await loadReference(t);
    // Listings: one nothing refers to, one a conversation is about.
    const unreferred = await postListing(t, ref, person.token, { listingType: 'rent', price: 31_000 });
    const referred = await postListing(t, ref, person.token, { listingType: 'rent', price: 32_000 });
    made.unreferredListing = unreferred.id;
    made.referredListing = referred.id;
    made.pictureKeys = [...unreferred.images, ...referred.images]
      .flatMap((image) => [image.url, image.thumbUrl])
      .map((url) => url.replace(/^\//, ''));
    const started = await startConversation(t, owner, referred.id, 'Is the flat still free?');
    expect(started.statusCode).toBe(201);
    made.conversationId = started.json().data.conversationId;
    expect((await reply(t, person, made.conversationId, 'Yes, come and see it on Sunday')).statusCode).toBe(201);
    await db.insert(conversationReports).values({
      propertyId: referred.id,
      conversationId: made.conversationId,
      reporterId: owner.id,
      reportedId: person.id,
      reason: 'spam',
    });

    // A completed rental deal (the person rents the owner's home) with a document the person uploaded,
    // and an agreement the owner made for it with the person's PAN in it.
    const ownersHome = await insertProperty(t, owner.id, { listingType: 'rent', price: 25_000 });
    made.dealId = await dealRow(person.id, owner.id, ownersHome.id, 'COMPLETED');
    await db.insert(dealDocuments).values({
      dealId: made.dealId,
      uploadedBy: person.id,
      fileName: 'salary-slip.pdf',
      storageKey: `${crypto.randomUUID()}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 10,
    });
    made.othersAgreement = newAgreementId();
    await db.insert(rentalAgreements).values({
      reference: made.othersAgreement,
      userId: owner.id,
      agreementType: 'Rental Agreement',
      startDate: '2026-01-01',
      durationMonths: 11,
      formData: SAMPLE_AGREEMENT_FORM,
      dealId: made.dealId,
    });

    // The person's own agreement, with their Aadhaar.
    const form = agreementForm();
    made.agreementReference = form.agreementId;
    const saved = await t.app.inject({ method: 'POST', url: '/api/agreements', headers: bearer(person.token), payload: form });
    expect(saved.statusCode).toBe(201);

    // Tenancies: one the person rented (ended, with a receipt and a photo they uploaded), one they let
    // (with their PAN and UPI id), and an invitation to them not yet answered.
    const rented = await tenancyWorld(t, { owner, buyer: person, dealAgent: agent }, { payment: 'confirmed', report: true, repair: true });
    made.tenantTenancy = rented.id;
    await endTenancy(rented.id);
    const photo = await uploadPicture(t, person.token);
    made.pictureKeys.push(photo.url.replace(/^\//, ''));
    await db
      .insert(tenancyPhotos)
      .values({ url: photo.url, thumbUrl: photo.thumbnailUrl, tenancyId: rented.id, uploadedBy: person.id, createdAt: new Date() });
    const let_ = await tenancyWorld(t, { owner: person, buyer: owner, dealAgent: agent });
    made.ownedTenancy = let_.id;
    await endTenancy(let_.id);
    await db
      .update(tenancies)
      .set({ ownerPanSealed: 'sealed-pan', payeeUpiId: 'zephyrine@okaxis', payeeName: PERSON_NAME })
      .where(eq(tenancies.id, let_.id));
    made.invitedTenancy = (await tenancyWorld(t, { owner, buyer: person, dealAgent: agent }, { status: 'invited' })).id;

    // The person's own records.
    const ownersListing = await insertProperty(t, owner.id);
    await db.insert(shortlistItems).values({ userId: person.id, propertyId: ownersListing.id, title: ownersListing.title });
    await db.insert(notifications).values({ userId: person.id, kind: 'deal', title: 'Your deal moved', body: 'On to payment', link: '/deals' });
    await db.insert(emailOptOuts).values({ userId: person.id, category: 'alerts' });
    const [search] = await db
      .insert(savedSearches)
      .values({ userId: person.id, name: 'Rentals', frequency: 'daily', filters: {} })
      .returning({ id: savedSearches.id });
    await db
      .insert(savedSearchKeys)
      .values({ savedSearchId: search!.id, userId: person.id, areaId: 0, listingType: 'any', minPrice: 0, maxPrice: 1e9, bedroomMask: 1 });
    await db.insert(listingPostKeys).values({ userId: person.id, key: crypto.randomUUID(), requestHash: 'x', propertyId: unreferred.id });
    await db.insert(listingReports).values({ propertyId: ownersListing.id, reporterId: person.id, reason: 'other', details: 'Looks copied' });
    await db.insert(userBlocks).values({ blockerId: person.id, blockedId: agent.id });
    await insertInquiry(t, ownersListing.id, person.id);
    // An email waiting for the person (a reset link).
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `${person.username}@example.test` } });
    expect(forgot.statusCode).toBe(200);

    // Signed in, and listed, on both instances before.
    for (const app of [t.app, other]) {
      expect((await me(person, app)).statusCode).toBe(200);
      expect(await searchIds(app)).toEqual(expect.arrayContaining([made.unreferredListing, made.referredListing]));
    }
    const res = await deleteAccount(person, person.password, other);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.accountClosed);
  });

  it('every session has ended on every instance, and the account cannot be signed in to', async () => {
    for (const app of [t.app, other]) expect((await me(person, app)).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: person.username, password: person.password } });
    expect(login.statusCode).toBe(401);
  });

  it('its listings have left search on every instance; the one nothing referred to is gone, the other kept hidden without pictures', async () => {
    for (const app of [t.app, other]) {
      const ids = await searchIds(app);
      expect(ids).not.toContain(made.unreferredListing);
      expect(ids).not.toContain(made.referredListing);
      expect((await app.inject({ method: 'GET', url: `/api/properties/${made.referredListing}` })).statusCode).toBe(404);
    }
    const kept = await t.database.db.select().from(properties).where(eq(properties.userId, person.id));
    expect(kept.map((row) => [row.id, row.isActive, row.status])).toEqual([[made.referredListing, false, 'deleted']]);
  });

  it('its uploaded files are removed from storage by the deletion queue', async () => {
    const store = openObjectStore(readConfig({ DATA_DIR: t.dataDir }).storage);
    await createFileDeletions(t.database.db, store, t.app.log).runDue();
    for (const key of made.pictureKeys) expect(await store.exists(key)).toBe(false);
  });

  it('shows as a deleted account, without contact details, in the deal, conversation and tenancy others keep', async () => {
    const deal = (await t.app.inject({ method: 'GET', url: `/api/deals/${made.dealId}`, headers: bearer(agent.token) })).json().data;
    expect(deal.buyer).toMatchObject({ firstName: DELETED_ACCOUNT_NAME, lastName: '', mobileNumber: null });
    expect(deal.buyer.email).not.toContain(person.username);

    const inbox = (await t.app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(owner.token) })).json().data.items;
    const conversation = inbox.find((c: { id: number }) => c.id === made.conversationId);
    expect(conversation.otherName).toBe(DELETED_ACCOUNT_NAME);
    const messages = (
      await t.app.inject({ method: 'GET', url: `/api/conversations/${made.conversationId}/messages`, headers: bearer(owner.token) })
    ).json();
    expect(JSON.stringify(messages)).toContain('come and see it on Sunday');

    const tenancy = await t.app.inject({ method: 'GET', url: `/api/tenancies/${made.tenantTenancy}`, headers: bearer(owner.token) });
    expect(tenancy.statusCode).toBe(200);
    expect(tenancy.body).toContain(DELETED_ACCOUNT_NAME);
    expect(tenancy.body).not.toContain(PERSON_NAME);
  });

  it('its identity numbers are erased: its own agreement, its number in the agreement made for its deal, its PAN as an owner', async () => {
    const db = t.database.db;
    expect(await db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, made.agreementReference))).toEqual([]);
    const [others] = await db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, made.othersAgreement));
    expect(others!.formData).toMatchObject({ tenantIdNumber: '', ownerIdNumber: SAMPLE_AGREEMENT_FORM.ownerIdNumber });
    const [let_] = await db.select().from(tenancies).where(eq(tenancies.id, made.ownedTenancy));
    expect(let_).toMatchObject({ ownerPanSealed: null, payeeUpiId: null, payeeName: null, status: 'ended' });
    expect(await db.select().from(tenancyInvitations).where(eq(tenancyInvitations.tenancyId, made.invitedTenancy))).toEqual([]);
  });

  it('an admin finds nothing of the person: not in the user list, not their agreement', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(admin.token) })).json().data as { id: number }[];
    expect(list.map((u) => u.id)).not.toContain(person.id);
    const byName = (await t.app.inject({ method: 'GET', url: `/api/users?search=${PERSON_NAME}`, headers: bearer(admin.token) })).json().data;
    expect(byName).toEqual([]);
    const agreement = await t.app.inject({ method: 'GET', url: `/api/agreements/${made.agreementReference}`, headers: bearer(admin.token) });
    expect(agreement.statusCode).toBe(404);
  });

  it('leaves, table by table, only what the retention table keeps', async () => {
    const db = t.database.db;
    const tables = (
      await rowsOf<{ name: string }>(
        db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    )
      .map((row) => row.name)
      .sort();
    expect(Object.keys(TABLE_RETENTION).sort()).toEqual(tables);

    const references = await rowsOf<{ table: string; column: string }>(
      db,
      sql`select kcu.table_name as "table", kcu.column_name as "column"
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
          join information_schema.key_column_usage target on target.constraint_name = rc.unique_constraint_name and target.constraint_schema = rc.unique_constraint_schema
          where kcu.constraint_schema = 'public' and target.table_name = 'users'`,
    );
    const undeclared = references.filter(({ table, column }) => {
      const entry = TABLE_RETENTION[table];
      return !entry || !('person' in entry) || !(column in entry.person);
    });
    expect(undeclared).toEqual([]);

    const left: Record<string, number> = {};
    for (const [table, entry] of Object.entries(TABLE_RETENTION)) {
      if (!('person' in entry)) continue;
      for (const [column, kind] of Object.entries(entry.person)) {
        const [row] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where (${sql.raw(column.includes('>') ? column : `"${column}"`)})::text = ${String(person.id)}`,
        );
        if (RETENTION[kind].outcome === 'erased') expect({ [`${table}.${column}`]: row!.n }).toEqual({ [`${table}.${column}`]: 0 });
        else if (row!.n > 0) left[`${table}.${column}`] = row!.n;
      }
    }
    // What this test made that the retention table keeps is still there, for the other parties.
    expect(left).toMatchObject({
      'users.id': 1,
      'properties.user_id': 1,
      'deals.buyer_id': 1,
      'conversations.poster_id': 1,
      'messages.sender_id': 1,
      'tenancies.tenant_id': 1,
      'tenancies.owner_id': 1,
      'tenancy_payments.marked_by': 1,
      'tenancy_repairs.raised_by': 1,
    });

    const [row] = await db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({
      firstName: DELETED_ACCOUNT_NAME,
      lastName: '',
      mobileNumber: null,
      address: null,
      passwordHash: '',
      isActive: false,
    });
  });

  it('leaves its username, email and mobile number nowhere, and its name only in what others were told before', async () => {
    const db = t.database.db;
    const columns = await rowsOf<{ table: string; column: string }>(
      db,
      sql`select c.table_name as "table", c.column_name as "column" from information_schema.columns c
          join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    const found = async (needle: string) => {
      const places: string[] = [];
      for (const { table, column } of columns) {
        const [row] = await rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from ${sql.identifier(table)} where position(${needle.toLowerCase()} in lower(${sql.identifier(column)}::text)) > 0`,
        );
        if (row!.n > 0) places.push(`${table}.${column}`);
      }
      return places;
    };
    expect(await found(person.username)).toEqual([]);
    expect(await found(person.mobileNumber)).toEqual([]);
    // The owner's bell and mail told them of the person's message by name, before the deletion.
    expect((await found(PERSON_NAME)).filter((place) => !['notifications.body', 'notifications.title', 'outbox.payload'].includes(place))).toEqual(
      [],
    );
  });
});
