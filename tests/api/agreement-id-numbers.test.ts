//Aadhaar and PAN numbers in saved agreements are encrypted at rest (AES-256-GCM,
// a key id stored with each), answered masked except to the owner opening that agreement, and rows
// stored before encryption (or under a rotated-out key) are sealed again when the server starts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { resolveDataKeys } from '#server/crypto/data-keys.ts';
import { rentalAgreements } from '#server/db/schema.ts';
import { newAgreementId } from '#shared/agreement/record.ts';
import { SAMPLE_AGREEMENT_FORM } from '#shared/agreement/sample-form.ts';
import { bearer, buildTestApp, type TestApp, type TestUser } from './helper.ts';

const AADHAAR = SAMPLE_AGREEMENT_FORM.ownerIdNumber; // '234123412346'
const PAN = SAMPLE_AGREEMENT_FORM.tenantIdNumber; // 'ABCPE1234F'
const MASKED = { ownerIdNumber: 'XXXX XXXX 2346', tenantIdNumber: 'XXXXXX234F' };

const newKey = () => crypto.randomBytes(32).toString('base64');
const KEY_A = newKey();
const KEY_B = newKey();

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ DATA_ENCRYPTION_KEY: KEY_A });
  [owner, stranger, admin] = [await t.createUser(), await t.createUser(), await t.createUser({ role: 'ADMIN' })];
});
afterAll(() => t.close());

const save = (app = t.app, user = owner, agreementId = newAgreementId()) =>
  app.inject({ method: 'POST', url: '/api/agreements', headers: bearer(user.token), payload: { ...SAMPLE_AGREEMENT_FORM, agreementId } });
const open = (agreementId: string, user: TestUser | null = owner, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/agreements/${agreementId}`, headers: user ? bearer(user.token) : {} });
const storedRow = async (agreementId: string) =>
  (await t.database.db.select().from(rentalAgreements).where(eq(rentalAgreements.reference, agreementId)))[0];

/** A second instance on the same database, as a restart with other configuration would be. */
async function restartWith(env: Record<string, string>) {
  const config = readConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp({ config, database: t.database });
  await app.ready();
  return app;
}

describe('Aadhaar and PAN numbers at rest', () => {
  it('the stored row holds neither number, only sealed values naming their key', async () => {
    const agreementId = newAgreementId();
    expect((await save(t.app, owner, agreementId)).statusCode).toBe(201);
    const row = await storedRow(agreementId);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(AADHAAR);
    expect(raw).not.toContain(AADHAAR.slice(-8));
    expect(raw).not.toContain(PAN);
    const form = row!.formData as Record<string, string>;
    expect(form.ownerIdNumber).toMatch(/^enc1:[0-9a-f]{8}:[\w-]+$/);
    expect(form.tenantIdNumber).toMatch(/^enc1:[0-9a-f]{8}:[\w-]+$/);
    // Each sealing is fresh: the same number twice is stored differently.
    const again = newAgreementId();
    await save(t.app, owner, again);
    expect(((await storedRow(again))!.formData as Record<string, string>).ownerIdNumber).not.toBe(form.ownerIdNumber);
  });
});

describe('who sees the numbers', () => {
  it('the owner opening the agreement sees them whole; the list and the save answer show them masked', async () => {
    const agreementId = newAgreementId();
    const saved = await save(t.app, owner, agreementId);
    expect(saved.json().data.form).toMatchObject(MASKED);
    const opened = await open(agreementId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ agreementId, form: { ...SAMPLE_AGREEMENT_FORM } });
    const list = await t.app.inject({ method: 'GET', url: '/api/agreements/mine', headers: bearer(owner.token) });
    const listed = list.json().data.find((a: { agreementId: string }) => a.agreementId === agreementId);
    expect(listed.form).toMatchObject(MASKED);
    expect(list.body).not.toContain(AADHAAR);
    expect(list.body).not.toContain(PAN);
  });

  it('anyone else, an admin included, gets the same 404 as for an id that does not exist', async () => {
    const agreementId = newAgreementId();
    await save(t.app, owner, agreementId);
    for (const user of [stranger, admin]) {
      const res = await open(agreementId, user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Agreement not found' });
    }
    expect((await open(newAgreementId(), stranger)).json()).toEqual((await open(agreementId, stranger)).json());
    expect((await open(agreementId, null)).statusCode).toBe(401);
    expect((await open('not-an-id')).statusCode).toBe(400);
  });
});

// Last: after the rotation the first instance (key A only) can no longer open what is stored.
describe('sealing at start and key rotation', () => {
  it('a row saved before encryption existed is sealed when the server starts, and still opens whole', async () => {
    const agreementId = newAgreementId();
    await t.database.db.insert(rentalAgreements).values({
      reference: agreementId,
      userId: owner.id,
      agreementType: 'Rental Agreement',
      startDate: SAMPLE_AGREEMENT_FORM.startDate,
      durationMonths: 11,
      formData: SAMPLE_AGREEMENT_FORM,
    });
    const restarted = await restartWith({ DATA_ENCRYPTION_KEY: KEY_A });
    try {
      const raw = JSON.stringify(await storedRow(agreementId));
      expect(raw).not.toContain(AADHAAR);
      expect(raw).not.toContain(PAN);
      expect((await open(agreementId, owner, restarted)).json().data.form).toMatchObject(SAMPLE_AGREEMENT_FORM);
    } finally {
      await restarted.close();
    }
  });

  it('a new key with the old one kept for reading seals every row again under the new key', async () => {
    const agreementId = newAgreementId();
    await save(t.app, owner, agreementId);
    const keyIdBefore = ((await storedRow(agreementId))!.formData as Record<string, string>).ownerIdNumber!.split(':')[1]!;
    const rotated = await restartWith({ DATA_ENCRYPTION_KEY: KEY_B, DATA_ENCRYPTION_OLD_KEYS: KEY_A });
    try {
      const form = (await storedRow(agreementId))!.formData as Record<string, string>;
      expect(form.ownerIdNumber!.split(':')[1]).not.toBe(keyIdBefore);
      expect(form.tenantIdNumber!.split(':')[1]).toBe(form.ownerIdNumber!.split(':')[1]);
      expect((await open(agreementId, owner, rotated)).json().data.form).toMatchObject(SAMPLE_AGREEMENT_FORM);
    } finally {
      await rotated.close();
    }
    // The old key is no longer needed; a start without the current key is refused, naming it.
    const withoutOld = await restartWith({ DATA_ENCRYPTION_KEY: KEY_B });
    await withoutOld.close();
    await expect(restartWith({ DATA_ENCRYPTION_KEY: KEY_A })).rejects.toThrow(/not configured: add it to DATA_ENCRYPTION_OLD_KEYS/);
  });

  it('without DATA_ENCRYPTION_KEY a key is generated once into the data directory, owner-only', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-key-'));
    const first = resolveDataKeys(undefined, [], dataDir);
    const second = resolveDataKeys(undefined, [], dataDir);
    expect(second.current.id).toBe(first.current.id);
    expect(fs.statSync(path.join(dataDir, 'data-encryption-key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
