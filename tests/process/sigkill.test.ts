//a server killed outright (SIGKILL: no handler runs) in the middle of a stream of
// writes loses none it acknowledged, and starts again on the same data, stale lock and all.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePoster, postListing, readListingTitle } from './api-client.ts';
import { newStore, serve } from './resources.ts';
import type { ServerProcess } from './server-process.ts';
import { storeKinds } from './stores.ts';

const CLIENTS = 6;
const ACKNOWLEDGED_BEFORE_KILL = 60;

/** Writes from CLIENTS clients at once (one account) until the server dies; the listings it acknowledged. */
async function writeUntilKilled(server: ServerProcess) {
  const poster = await makePoster(server.baseUrl);
  const acknowledged: { id: number; title: string }[] = [];
  let isDead = false;
  void server.exited.then(() => (isDead = true));
  const client = async (n: number) => {
    for (let i = 0; !isDead; i++) {
      const title = `Listing ${n}-${i}`;
      const answer = await postListing(server.baseUrl, poster, title).catch(() => null);
      if (answer?.id) acknowledged.push({ id: answer.id, title });
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the kill may have come while the write was in flight.
      else if (answer && !isDead) throw new Error(`A write was refused with ${answer.status}`);
      // The kill comes while the other clients' writes are still in flight.
      if (acknowledged.length === ACKNOWLEDGED_BEFORE_KILL) server.signal('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  return { poster, acknowledged };
}

describe.each(storeKinds)('SIGKILL in the middle of writes (%s database)', (kind) => {
  it('keeps every acknowledged write and restarts on the same data', async () => {
    const store = await newStore(kind);
    const first = await serve(store);
    const { poster, acknowledged } = await writeUntilKilled(first);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    // The dead server's lock is still there, and must not stop the restart.
    if (kind === 'embedded') expect(fs.readFileSync(path.join(store.dataDir, 'gruha.lock'), 'utf8')).toBe(String(first.pid));

    const second = await serve(store);
    const titles = await Promise.all(acknowledged.map(({ id }) => readListingTitle(second.baseUrl, id)));
    expect(titles).toEqual(acknowledged.map(({ title }) => title));
    // And it takes writes again, from the same account with the same token.
    expect((await postListing(second.baseUrl, poster, 'After the restart')).status).toBe(201);
  });
});
