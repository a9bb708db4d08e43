import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('the data directory lock', () => {
  it('refuses a second owner while the first is alive, and frees on release', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'gruha.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.rmSync(path.join(dir, 'gruha.lock'));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'gruha.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'gruha.lock'))).toBe(false);
  });

  it('takes over the lock of a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'gruha.lock'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'gruha.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock whose pid now belongs to a process started after the lock was written', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'gruha.lock');
    fs.writeFileSync(lockPath, String(process.ppid));
    fs.utimesSync(lockPath, new Date(0), new Date(0));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('a second server on the same data directory exits with a clear message', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'gruha.lock'), String(process.pid));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`is in use by another Gruha server (pid ${process.pid})`);
    // Starting the server from sources under tsx takes seconds on a busy machine.
  }, 40_000);
});
