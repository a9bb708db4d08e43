import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderName, pruneBackups } from './schedule.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A backup folder written at `at`, complete (with its manifest) or not. */
function backupAt(at: string, isComplete = true) {
  const folder = path.join(dir, folderName(new Date(at)));
  fs.mkdirSync(folder);
  if (isComplete) fs.writeFileSync(path.join(folder, 'manifest.json'), '{}');
  return path.basename(folder);
}

describe('scheduled backups', () => {
  it('keep the newest complete ones and drop incomplete ones, touching nothing else in the folder', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-prune-'));
    const [oldest, older, newer, newest] = ['2026-11-26T01:00:00Z', '2026-11-27T01:00:00Z', '2026-11-28T01:00:00Z', '2026-11-29T01:00:00Z'].map(
      (at) => backupAt(at),
    );
    const crashed = backupAt('2026-11-28T13:00:00Z', false);
    const current = backupAt('2026-11-29T13:00:00Z', false);
    fs.mkdirSync(path.join(dir, 'kept-by-hand'));

    pruneBackups(dir, 3, current);

    expect(fs.readdirSync(dir).sort()).toEqual([older, newer, newest, current, 'kept-by-hand'].sort());
    expect([oldest, crashed].some((name) => fs.existsSync(path.join(dir, name!)))).toBe(false);
  });

  it('name folders by their UTC time, so they sort by it', () => {
    expect(folderName(new Date('2026-11-29T01:30:05.123Z'))).toBe('gruha-20261129T013005Z');
  });
});
