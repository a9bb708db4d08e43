//demo accounts share a password published in the README, so they are created only
// where that is safe: by default on the embedded database (trying Gruha), on PostgreSQL only when
// SEED_DEMO=true asks for them, never with NODE_ENV=production; a production start that finds them
// says so loudly. The servers here run as `npm start` runs them, each on a store of its own.
import { describe, expect, it } from 'vitest';
import { newStore, serve } from './resources.ts';
import { startRefusedServer, type ServerProcess } from './server-process.ts';
import { storeKinds } from './stores.ts';

// Empty means unset: the defaults, as a plain `npm start` has them.
const NOT_PRODUCTION = { NODE_ENV: '', SEED_DEMO: '' };
const WARNING = 'WARNING: this production server has demo accounts that accept the published demo password (admin, agent1, agent2, buyer, seller)';

async function demoSignIn(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo@1234' }),
  });
  return res.status;
}

async function stop(server: ServerProcess) {
  server.signal('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

describe('demo accounts', () => {
  it('are created by default on the embedded database; a production start on it warns loudly', async () => {
    const store = await newStore('embedded');
    const trying = await serve(store, NOT_PRODUCTION);
    expect(await demoSignIn(trying.baseUrl)).toBe(200);
    await stop(trying);

    const production = await serve(store);
    expect(production.output()).toContain(WARNING);
    expect(production.output()).toContain('"level":40');
  });

  it.skipIf(!storeKinds.includes('postgres'))('are not created on PostgreSQL unless SEED_DEMO=true asks for them', async () => {
    const store = await newStore('postgres');
    const plain = await serve(store, NOT_PRODUCTION);
    expect(await demoSignIn(plain.baseUrl)).toBe(401);
    await stop(plain);

    const asked = await serve(store, { ...NOT_PRODUCTION, SEED_DEMO: 'true' });
    expect(await demoSignIn(asked.baseUrl)).toBe(200);
    await stop(asked);

    const production = await serve(store);
    expect(production.output()).toContain(WARNING);
  });

  it.each(storeKinds)('are never created by a production start (%s), which then has nothing to warn about', async (kind) => {
    const server = await serve(await newStore(kind));
    expect(await demoSignIn(server.baseUrl)).toBe(401);
    expect(server.output()).not.toContain('WARNING');
  });

  it('asked for with NODE_ENV=production, stop the start with the reason', async () => {
    const refused = await startRefusedServer(await newStore('embedded'), { SEED_DEMO: 'true' });
    expect(refused).toMatchObject({ served: false, code: 1 });
    expect(refused.output).toContain('SEED_DEMO: demo accounts share a published password and are never created when NODE_ENV=production');
  });
});
