// Everything the server writes under DATA_DIR is its own user's alone, whatever umask it was started
// with: the embedded database (its write-ahead log holds e-mail addresses and password hashes), the
// outbox's .eml files, uploaded pictures, the generated secrets. A data directory left open by an
// older version is closed at start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePoster, postListing } from './api-client.ts';
import { newStore, serve } from './resources.ts';

const WAIT_MS = 60_000;

/** Every file and folder under `root` (root included) whose group or other bits are set, with its mode. */
function openEntries(root: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if ((stat.mode & 0o077) !== 0) open.push(`${path.relative(root, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return open;
}

/** How many entries of each kind: the test must have seen the files it claims to check. */
function filesUnder(root: string, where: string): string[] {
  const dir = path.join(root, where);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
}

/** Makes every file 0666 and every folder 0777, as a umask of 000 or an older Gruha left them. */
function loosen(entry: string) {
  const stat = fs.lstatSync(entry);
  if (stat.isDirectory()) {
    fs.chmodSync(entry, 0o777);
    for (const name of fs.readdirSync(entry)) loosen(path.join(entry, name));
  } else if (stat.isFile()) fs.chmodSync(entry, 0o666);
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + WAIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the data directory under umask 000 (embedded database, outbox e-mail)', () => {
  it('holds nothing group or others can read or write, while running and after, and closes what was open', async () => {
    const store = await newStore('embedded');
    loosen(store.dataDir);
    expect(openEntries(store.dataDir).length).toBeGreaterThan(100);

    const server = await serve(store, {}, { umask: '000' });
    expect(openEntries(store.dataDir)).toEqual([]);

    // Writes of every kind: an account, a picture, a saved search whose alert becomes an .eml file.
    const searcher = await makePoster(server.baseUrl);
    const poster = await makePoster(server.baseUrl);
    const saved = await fetch(`${server.baseUrl}/api/saved-searches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${searcher.token}` },
      body: JSON.stringify({ name: 'Private search', frequency: 'instantly', filters: { area: poster.areaId } }),
    });
    expect(saved.status).toBe(201);
    expect((await postListing(server.baseUrl, poster, `Private ${crypto.randomUUID()}`)).status).toBe(201);
    await until(() => filesUnder(store.dataDir, 'outbox').some((name) => name.endsWith('.eml')), 'the alert in the outbox');
    expect(filesUnder(store.dataDir, 'uploads').some((name) => name.endsWith('.webp'))).toBe(true);
    expect(openEntries(store.dataDir)).toEqual([]);

    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(openEntries(store.dataDir)).toEqual([]);
  });
});
