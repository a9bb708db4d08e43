import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tightenDataDir } from './private-data-dir.ts';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const modeOf = (file: string) => fs.lstatSync(file).mode & 0o777;

describe('tightening DATA_DIR', () => {
  it('takes group and other permissions off every folder and file, keeping what the owner had', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-private-'));
    fs.mkdirSync(path.join(root, 'db', 'base'), { recursive: true });
    fs.writeFileSync(path.join(root, 'db', 'base', '1259'), 'rows');
    fs.writeFileSync(path.join(root, 'outbox.eml'), 'mail');
    fs.writeFileSync(path.join(root, 'run.sh'), 'echo');
    fs.chmodSync(path.join(root, 'db', 'base', '1259'), 0o666);
    fs.chmodSync(path.join(root, 'outbox.eml'), 0o644);
    fs.chmodSync(path.join(root, 'run.sh'), 0o755);
    fs.chmodSync(path.join(root, 'db', 'base'), 0o777);
    fs.chmodSync(path.join(root, 'db'), 0o755);
    fs.chmodSync(root, 0o755);

    expect(tightenDataDir(root)).toBe(6);
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(path.join(root, 'db'))).toBe(0o700);
    expect(modeOf(path.join(root, 'db', 'base'))).toBe(0o700);
    expect(modeOf(path.join(root, 'db', 'base', '1259'))).toBe(0o600);
    expect(modeOf(path.join(root, 'outbox.eml'))).toBe(0o600);
    expect(modeOf(path.join(root, 'run.sh'))).toBe(0o700);
    expect(tightenDataDir(root)).toBe(0);
  });
});
