// Builds the real app on a fresh database for one test file: in-memory PGlite, or a new
// database on the PostgreSQL server named by TEST_DATABASE_URL.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { TRole } from '#shared/contracts/user.ts';
import { buildApp } from '#server/app.ts';
import { readConfig, type Config } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/seed/reference.ts';
import { users } from '#server/db/schema.ts';
import { hashPassword } from '#server/crypto/passwords.ts';
import { movableClock, type MovableClock } from '../support/movable-clock.ts';

export type TestUser = { id: number; username: string; password: string; token: string; role: TRole; mobileNumber: string };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  config: Config;
  /** The clock every instance of this app reads: move it to read clock-dependent answers again. */
  clock: MovableClock;
  /** Makes a user of any role straight in the database and signs them in through the API. */
  createUser(options?: { role?: TRole; mobileNumber?: string; firstName?: string }): Promise<TestUser>;
  /** Another instance of the app on the same database and settings, as a second server behind a load balancer; close() closes it too. */
  anotherInstance(): Promise<FastifyInstance>;
  /** Takes the database away from the running app, as an outage would; close() still cleans up. */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
};

/** The secret every test app signs with: another app built on the same database accepts its tokens. */
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

let counter = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(counter++).toString(36)}`;
export const randomMobile = () => String(6_000_000_000 + crypto.randomInt(0, 3_999_999_999));

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `gruha_test_${unique()}`.toLowerCase();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** `env` adds configuration, e.g. { REDIS_URL } for the shared sign-in limits. */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const isPostgres = process.env.GRUHA_TEST_DB === 'postgres';
  const pgDatabase = isPostgres ? await createPostgresDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-api-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    ...env,
  });
  // The embedded copy comes migrated and seeded (global-setup.ts); a new PostgreSQL database is empty.
  const database = await openDatabase(pgDatabase ? { url: pgDatabase.url } : { copyOf: new Blob([fs.readFileSync(inject('embeddedTemplate'))]) });
  if (pgDatabase) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  const clock = movableClock();
  const app = await buildApp({ config, database, clock });
  await app.ready();
  const others: FastifyInstance[] = [];
  let isDatabaseOpen = true;
  const closeDatabase = async () => {
    if (!isDatabaseOpen) return;
    isDatabaseOpen = false;
    await database.close();
  };

  return {
    app,
    database,
    dataDir,
    config,
    clock,
    async createUser({ role = 'USER', mobileNumber = randomMobile(), firstName = 'Test' } = {}) {
      const username = `u${unique()}`;
      const password = 'Passw0rd!';
      const [row] = await database.db
        .insert(users)
        .values({
          firstName,
          lastName: role.toLowerCase(),
          username,
          email: `${username}@example.test`,
          mobileNumber,
          passwordHash: await hashPassword(password),
          role,
        })
        .returning();
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      const token = response.json().data.token as string;
      return { id: row!.id, username, password, token, role, mobileNumber };
    },
    async anotherInstance() {
      const other = await buildApp({ config, database, clock });
      await other.ready();
      others.push(other);
      return other;
    },
    closeDatabase,
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await closeDatabase();
      await pgDatabase?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
