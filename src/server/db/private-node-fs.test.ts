import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

let root = '';
let umask = 0;
afterEach(() => {
  process.umask(umask);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the embedded database on disk', () => {
  it('creates every file of a new database readable and writable by its owner alone, even under umask 000', async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-private-db-'));
    umask = process.umask(0o000);
    const database = await openDatabase({ dataDir: path.join(root, 'db') });
    await database.migrate();
    await database.close();

    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => fs.lstatSync(path.join(root, name)).isFile());
    expect(files.length).toBeGreaterThan(1000);
    const open = files.filter((name) => (fs.lstatSync(path.join(root, name)).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  }, 60_000);
});
