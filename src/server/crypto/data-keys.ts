// The keys that encrypt personal data at rest: DATA_ENCRYPTION_KEY when set,
// else one generated once into the data directory, as the token secret is. Old keys stay readable
// through DATA_ENCRYPTION_OLD_KEYS while data is re-encrypted under the current one (README,
// "Rotating the data encryption key").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-data-dir.ts';

export type DataKey = { id: string; key: Buffer };
export type DataKeyRing = { current: DataKey; byId: Map<string, DataKey> };

const KEY_FILE = 'data-encryption-key';

/** A key as configured: 32 bytes written as 64 hex digits or as base64. */
export function decodeDataKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** The key's id, stored beside every ciphertext: derived from the key, so nobody has to name keys. */
const keyId = (key: Buffer) => crypto.createHash('sha256').update('gruha-data-key').update(key).digest('hex').slice(0, 8);

function generatedKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const key = decodeDataKey(fs.readFileSync(file, 'utf8'));
    if (key) return key;
    throw new Error(`${file} does not hold a 32-byte key; restore it from a backup or remove the data it encrypted`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const key = crypto.randomBytes(32);
    // 'wx': two servers starting at once cannot both write a different key.
    try {
      fs.writeFileSync(file, key.toString('base64'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      return key;
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code === 'EEXIST') return generatedKey(dataDir);
      throw writeError;
    }
  }
}

export function resolveDataKeys(configured: Buffer | undefined, old: Buffer[], dataDir: string): DataKeyRing {
  const currentKey = configured ?? generatedKey(dataDir);
  const current = { id: keyId(currentKey), key: currentKey };
  const all = [current, ...old.map((key) => ({ id: keyId(key), key }))];
  return { current, byId: new Map(all.map((k) => [k.id, k])) };
}
