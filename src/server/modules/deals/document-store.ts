// Deal documents live under 'documents/' in the object store, outside the public /uploads/ tree:
// the only way to read one is the permission-checked download route, which streams it. A document
// is named by a random key, never by anything the client sent; its file and its rows are written
// together (stored-files.ts), so a document whose rows fail leaves no file behind.
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '#server/db/client.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { writeFiles } from '#server/storage/stored-files.ts';

const STORAGE_KEY = /^[0-9a-f]{32}$/;

export function createDocumentStore(db: Db, store: ObjectStore) {
  const objectKey = (key: string) => {
    // Keys come from our own database, but an object name is only ever built from the expected shape.
    if (!STORAGE_KEY.test(key)) throw new Error('Invalid document storage key');
    return `documents/${key}`;
  };
  return {
    /** Writes the file, then `withRows(tx, key)` in the transaction that records its checksum. */
    async save<T>(bytes: Buffer, contentType: string, withRows: (tx: Db, key: string) => Promise<T>): Promise<T> {
      const key = crypto.randomBytes(16).toString('hex');
      return writeFiles(db, store, [{ key: objectKey(key), bytes, contentType }], (tx) => withRows(tx, key));
    },
    open(key: string): Promise<Readable | null> {
      return store.stream(objectKey(key));
    },
    exists(key: string): Promise<boolean> {
      return store.exists(objectKey(key));
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
