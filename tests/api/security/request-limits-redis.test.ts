//the request limits hold across instances when REDIS_URL is set. Two app
// instances share one database and one Redis, as two servers behind a load balancer would; each
// run uses its own key prefix, since Redis outlives test runs. Runs when TEST_REDIS_URL is set.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { readConfig } from '#server/config.ts';
import { insertProperty } from '../fixtures/deals.ts';
import { bearer, buildTestApp, type TestApp } from '../helper.ts';
import { expectLimited, limitOf } from './limit-answers.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('request limits with REDIS_URL, across two instances', () => {
  const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `gruha-test-${crypto.randomBytes(6).toString('hex')}:` };
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(env);
    const config = readConfig({
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      SEED_DEMO: 'false',
      ...env,
    });
    second = await buildApp({ config, database: t.database });
    await second.ready();
  });
  /* eslint-disable @typescript-eslint/no-unnecessary-condition -- set by beforeAll, which may have failed before it. */
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });
  /* eslint-enable @typescript-eslint/no-unnecessary-condition */

  it('Get Phone No.: requests spread over both instances count once, and the next one on either is refused', async () => {
    const [owner, viewer] = [await t.createUser(), await t.createUser()];
    const listingId = (await insertProperty(t, owner.id)).id;
    const instances = [t.app, second];
    for (let i = 0; i < limitOf('contact'); i++) {
      const res = await instances[i % 2]!.inject({ method: 'GET', url: `/api/properties/${listingId}/contact`, headers: bearer(viewer.token) });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    for (const app of instances) {
      expectLimited(await app.inject({ method: 'GET', url: `/api/properties/${listingId}/contact`, headers: bearer(viewer.token) }), 'contact');
    }
  });

  it('new conversations: writes spread over both instances count once, and the next one on either is refused', async () => {
    const [owner, hunter] = [await t.createUser(), await t.createUser()];
    const instances = [t.app, second];
    const write = async (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `/api/properties/${(await insertProperty(t, owner.id)).id}/conversations`,
        headers: bearer(hunter.token),
        payload: { text: 'Is it available?' },
      });
    for (let i = 0; i < limitOf('conversation'); i++) expect((await write(instances[i % 2]!)).statusCode, `request ${i + 1}`).toBe(201);
    for (const app of instances) expectLimited(await write(app), 'conversation');
  });

  it('registration: attempts from one address on both instances share the limit', async () => {
    const taken = await t.createUser();
    const remoteAddress = `10.79.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`;
    const register = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: {
          firstName: 'Ravi',
          lastName: 'K',
          username: `r${crypto.randomBytes(6).toString('hex')}`,
          email: `${crypto.randomBytes(6).toString('hex')}@example.test`,
          password: 'Harbour-Lights-42',
          mobileNumber: taken.mobileNumber,
        },
      });
    for (let i = 0; i < limitOf('register'); i++) expect((await register(i % 2 ? second : t.app)).statusCode).toBe(409);
    expectLimited(await register(t.app), 'register');
    expectLimited(await register(second), 'register');
  });
});
