// Deal documents live in their own directory outside the public /uploads/ tree: the only way to
// read one is the permission-checked download route. On disk a document is named by a random key,
// never by anything the client sent.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STORAGE_KEY = /^[0-9a-f]{32}$/;

export function createDocumentStore(dir: string) {
  const fileOf = (key: string) => {
    // Keys come from our own database, but a path is only ever built from the expected shape.
    if (!STORAGE_KEY.test(key)) throw new Error('Invalid document storage key');
    return path.join(dir, key);
  };
  return {
    async save(bytes: Buffer): Promise<string> {
      await fs.promises.mkdir(dir, { recursive: true });
      const key = crypto.randomBytes(16).toString('hex');
      const temp = `${fileOf(key)}.tmp`;
      await fs.promises.writeFile(temp, bytes, { flag: 'wx' });
      await fs.promises.rename(temp, fileOf(key));
      return key;
    },
    async remove(key: string): Promise<void> {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    open(key: string): fs.ReadStream {
      return fs.createReadStream(fileOf(key));
    },
    async exists(key: string): Promise<boolean> {
      return fs.promises.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
