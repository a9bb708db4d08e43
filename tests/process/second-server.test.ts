//two servers on one embedded data directory would corrupt it, so the second is
// refused with a clear message before it opens the database, and the first goes on serving.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { makePoster, postListing, readListingTitle } from './api-client.ts';
import { newStore, serve } from './resources.ts';
import { startRefusedServer } from './server-process.ts';

it('refuses a second server on the same embedded data directory, and the first keeps serving', async () => {
  const store = await newStore('embedded');
  const first = await serve(store);
  const second = await startRefusedServer(store);
  expect(second.served).toBe(false);
  expect(second.code).toBe(1);
  expect(second.output).toContain(`The data directory ${store.dataDir} is in use by another Gruha server (pid ${first.pid})`);
  expect(fs.readFileSync(path.join(store.dataDir, 'gruha.lock'), 'utf8')).toBe(String(first.pid));

  expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
  const poster = await makePoster(first.baseUrl);
  const { id } = await postListing(first.baseUrl, poster, 'Still serving');
  expect(await readListingTitle(first.baseUrl, id!)).toBe('Still serving');
});
