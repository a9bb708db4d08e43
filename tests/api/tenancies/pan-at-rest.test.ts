// The owner's PAN is sealed at rest like the agreements' ID numbers, and sealed again under a new data
// key when the server starts with the old one kept for reading.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { tenancies } from '#server/db/schema-tenancies.ts';
import { bearer, buildTestApp, TEST_JWT_SECRET, type TestApp, type TestUser } from '../helper.ts';
import { agreedTenancy, call, noonOn } from './fixtures.ts';

const KEY_A = crypto.randomBytes(32).toString('base64');
const KEY_B = crypto.randomBytes(32).toString('base64');

let t: TestApp;
let owner: TestUser;
let tenant: TestUser;
beforeAll(async () => {
  t = await buildTestApp({ DATA_ENCRYPTION_KEY: KEY_A });
  t.clock.moveTo(noonOn('2026-03-25'));
  owner = await t.createUser();
  tenant = await t.createUser();
});
afterAll(() => t.close());

async function restartWith(env: Record<string, string>) {
  const config = readConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO: 'false', ...env });
  const app = await buildApp({ config, database: t.database });
  await app.ready();
  return app;
}

const sealedPan = async (id: number) => (await t.database.db.select().from(tenancies).where(eq(tenancies.id, id)))[0]?.ownerPanSealed ?? '';

it('is sealed again under the new key at start, and still opens', async () => {
  const id = await agreedTenancy(t, owner, tenant);
  await call(t, owner, 'PUT', `/api/tenancies/${id}/payee`, { upiId: 'owner@ybl', payeeName: 'Owner', pan: 'ABCDE1234F' });
  const keyBefore = (await sealedPan(id)).split(':')[1];

  const rotated = await restartWith({ DATA_ENCRYPTION_KEY: KEY_B, DATA_ENCRYPTION_OLD_KEYS: KEY_A });
  try {
    expect((await sealedPan(id)).split(':')[1]).not.toBe(keyBefore);
    const res = await rotated.inject({ method: 'GET', url: `/api/tenancies/${id}`, headers: bearer(owner.token) });
    expect(res.json().data.payee.panMasked).toBe('XXXXXX234F');
  } finally {
    await rotated.close();
  }
  // Everything is under the new key: the old one is no longer needed.
  const withoutOld = await restartWith({ DATA_ENCRYPTION_KEY: KEY_B });
  await withoutOld.close();
});
