// Where uploaded pictures and deal documents live: a local directory (the default) or an
// S3-compatible bucket (S3_BUCKET). Both answer the same interface, so every caller and the same
// tests (object-store.test.ts) work on either. Keys are the files' paths under the data directory
// ('uploads/images/<hash>.webp', 'documents/<random>'), the same in a bucket, so a local directory
// copies into a bucket as it is (npm run storage:migrate).
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

export type PutResult = { key: string; sha256: string; sizeBytes: number };

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole object (replacing one with the same key) with its sha256 beside it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<PutResult>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream (for answers), or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  /** The sha256 recorded when the object was written, or null when there is no object. */
  checksum(key: string): Promise<string | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix ('uploads/images/'), for migration and checks. */
  list(prefix: string): AsyncIterable<string>;
  /** Throws when the store cannot be reached (the readiness route). */
  check(): Promise<void>;
}

/**
 * Keys are only ever built by this server (content hashes and random ids), but a path or an
 * object name is only made from this shape: lower-case folders, then a hex name.
 */
const KEY_SHAPE = /^(?:[a-z]+\/)+[0-9a-f]{32}(?:-thumb)?(?:\.webp)?$/;

export function assertKey(key: string): string {
  if (!KEY_SHAPE.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

export const isStorageKey = (key: string) => KEY_SHAPE.test(key);

export const sha256Of = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Public pictures are addressed by key: '/uploads/images/x.webp' is the key 'uploads/images/x.webp'. */
export const keyOfPublicPath = (urlPath: string) => urlPath.replace(/^\//, '');
export const publicPathOf = (key: string) => `/${key}`;
