// Six projects, one `npm test`: unit (shared rules, server pieces and web components, no database),
// db (the database layer on embedded PGlite), the API suite on embedded PGlite, the same API suite on
// a PostgreSQL server (TEST_DATABASE_URL), the server as a process, and browser tests in Chromium.
// Suites that need something missing say so and are left out, except in CI, where that fails.
import fs from 'node:fs';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { chromiumPath } from './e2e/support/chromium-path.ts';

const isCi = process.env.CI === 'true';
const projects: TestProjectConfiguration[] = [
  // A test that opens a database is named *.db.test.ts: it runs in the db project, not with the unit tests.
  { test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'], exclude: ['src/**/*.db.test.ts'], environment: 'node' } },
  // Starting PGlite takes seconds on a busy machine.
  { test: { name: 'db', include: ['src/**/*.db.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 60_000 } },
  {
    test: {
      name: 'api-pglite',
      include: ['tests/api/**/*.test.ts'],
      // Each file builds its own app on its own database: importing the app once per worker, not per file, is safe.
      isolate: false,
      globalSetup: ['tests/api/global-setup.ts'],
      env: { GRUHA_TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      // The real server as its own process, signalled and restarted: embedded always, and PostgreSQL
      // too when TEST_DATABASE_URL is set (each test makes its own data directory and database).
      name: 'process',
      include: ['tests/process/**/*.test.ts'],
      globalSetup: ['tests/process/global-setup.ts'],
      // Each test starts servers (a few seconds of CPU each): generous for a loaded 2-core machine.
      testTimeout: 180_000,
      hookTimeout: 60_000,
    },
  },
];

function unavailable(suite: string, reason: string) {
  if (isCi) throw new Error(`${suite} must run in CI, but ${reason}.`);
  process.stdout.write(`\n  ⚠ ${suite} SKIPPED: ${reason}.\n\n`);
}

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      include: ['tests/api/**/*.test.ts'],
      isolate: false,
      env: { GRUHA_TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
} else {
  unavailable('The PostgreSQL API suite', 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
}

// The Redis-backed sign-in limit tests (tests/api/auth-redis.test.ts) skip themselves without it.
if (!process.env.TEST_REDIS_URL) {
  unavailable('The Redis sign-in limit tests', 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)');
}

if (fs.existsSync(chromiumPath())) {
  projects.push({
    test: {
      name: 'e2e',
      include: ['e2e/**/*.spec.ts'],
      globalSetup: ['e2e/support/global-setup.ts'],
      testTimeout: 90_000,
      hookTimeout: 120_000,
      // One shared server; each spec makes its own users and listings, so files may run together
      // (two at a time, as in every project: below).
      // Up to two retries in CI (Playwright's convention); the retry reporter names every test that needed one.
      retry: isCi ? 2 : 0,
      // After the unit and API projects, so browser timing is not starved of CPU.
      sequence: { groupOrder: 1 },
    },
  });
} else {
  unavailable('The browser suite', `Chromium was not found at ${chromiumPath()} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
}

// Vitest's default is one worker fewer than the cores: one on a 2-core machine, which ran the unit,
// API and process suites one file at a time. Each file has its own database, so two can run at once.
export default defineConfig({ test: { projects, maxWorkers: 2, reporters: ['default', './e2e/support/retry-reporter.ts'] } });
