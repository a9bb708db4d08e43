// Where a test's server keeps its data: a fresh embedded data directory always, and a fresh
// database on the PostgreSQL server named by TEST_DATABASE_URL when it is set (the vitest config
// makes its absence a failure in CI). Each store is the test's own and is removed afterwards; an
// embedded one starts as a copy of the migrated database made once by global-setup.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export type StoreKind = 'embedded' | 'postgres';

export type Store = { kind: StoreKind; dataDir: string; databaseUrl?: string; remove(): Promise<void> };

export const storeKinds: StoreKind[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createStore(kind: StoreKind): Promise<Store> {
  // Uploads live in the data directory on both kinds.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-process-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'embedded') {
    fs.cpSync(inject('embeddedTemplateDir'), path.join(dataDir, 'db'), { recursive: true });
    return { kind, dataDir, remove: async () => removeDir() };
  }

  const name = `gruha_process_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await onAdmin((client) => client.query(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    async remove() {
      await onAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}
