import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeDataKey, resolveDataKeys } from './data-keys.ts';
import { isSealed, seal, sealedKeyId, unseal, UnknownDataKeyError } from './sealed-text.ts';

const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-keys-'));
const key = () => crypto.randomBytes(32);

describe('sealed text', () => {
  const keys = resolveDataKeys(key(), [], dir());

  it('opens what it sealed, in its own context only, and not once altered', () => {
    const sealed = seal(keys, '234123412346', 'agreement:A:ownerIdNumber');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('2341');
    expect(sealedKeyId(sealed)).toBe(keys.current.id);
    expect(unseal(keys, sealed, 'agreement:A:ownerIdNumber')).toBe('234123412346');
    expect(() => unseal(keys, sealed, 'agreement:B:ownerIdNumber')).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BA' : 'AA');
    expect(() => unseal(keys, altered, 'agreement:A:ownerIdNumber')).toThrow();
  });

  it('opens values sealed under an old key while sealing under the new one; an unknown key is named', () => {
    const oldKey = key();
    const before = resolveDataKeys(oldKey, [], dir());
    const sealed = seal(before, 'ABCPE1234F', 'c');
    const rotated = resolveDataKeys(key(), [oldKey], dir());
    expect(unseal(rotated, sealed, 'c')).toBe('ABCPE1234F');
    expect(sealedKeyId(seal(rotated, 'ABCPE1234F', 'c'))).not.toBe(before.current.id);
    expect(() => unseal(keys, sealed, 'c')).toThrow(UnknownDataKeyError);
    expect(() => unseal(keys, sealed, 'c')).toThrow(`key ${before.current.id}`);
  });

  it('reads keys as 64 hex digits or base64 of 32 bytes, nothing else', () => {
    const bytes = key();
    expect(decodeDataKey(bytes.toString('hex'))).toEqual(bytes);
    expect(decodeDataKey(bytes.toString('base64'))).toEqual(bytes);
    expect(decodeDataKey('short')).toBeNull();
    expect(decodeDataKey(crypto.randomBytes(16).toString('base64'))).toBeNull();
  });
});
