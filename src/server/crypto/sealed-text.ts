// AES-256-GCM for short personal values (node:crypto). A sealed value is text that says which key
// sealed it, so keys can be rotated: 'enc1:<key id>:<base64url of iv, ciphertext, tag>'. The
// context (e.g. the record and field it belongs to) is authenticated, so a sealed value copied
// into another record does not open.
import crypto from 'node:crypto';
import type { DataKeyRing } from './data-keys.ts';

const PREFIX = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: string) => value.startsWith(PREFIX);
export const sealedKeyId = (value: string) => (isSealed(value) ? value.slice(PREFIX.length).split(':')[0] : null);

export function seal(keys: DataKeyRing, plaintext: string, context: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', keys.current.key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${PREFIX}${keys.current.id}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export class UnknownDataKeyError extends Error {}

/** The plaintext; throws when the key is not configured or the value was altered. */
export function unseal(keys: DataKeyRing, sealed: string, context: string): string {
  const [id = '', payload = ''] = sealed.slice(PREFIX.length).split(':');
  const key = keys.byId.get(id);
  if (!key) throw new UnknownDataKeyError(`Data sealed with key ${id}, which is not configured: add it to DATA_ENCRYPTION_OLD_KEYS`);
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
