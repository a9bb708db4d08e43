// The local directory backend: one file per key under the root (the data directory), written to a
// temporary name and renamed, so a reader never sees half a file. Files and the folders made for
// them are the server user's alone (0600/0700): uploaded documents carry national IDs and deal
// papers, and no other account on the machine needs to read them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, isStorageKey, sha256Of, type ObjectStore, type PutResult } from './object-store.ts';

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, assertKey(key));
  const readOrNull = async (key: string) =>
    fs.promises.readFile(fileOf(key)).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });

  return {
    kind: 'local',
    async put(key, bytes): Promise<PutResult> {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
      const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.promises.writeFile(temp, bytes, { mode: FILE_MODE, flag: 'wx' });
      await fs.promises.rename(temp, file);
      return { key, sha256: sha256Of(bytes), sizeBytes: bytes.length };
    },
    get: readOrNull,
    async stream(key): Promise<Readable | null> {
      const handle = await fs.promises.open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return handle ? handle.createReadStream() : null;
    },
    async exists(key) {
      return fs.promises.access(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    // The directory keeps no metadata: the checksum is the file's own, recomputed.
    async checksum(key) {
      const bytes = await readOrNull(key);
      return bytes ? sha256Of(bytes) : null;
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *list(prefix) {
      const dir = path.join(root, prefix);
      const names = await fs.promises.readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      for (const name of names.sort()) {
        const key = `${prefix}${name}`;
        if (isStorageKey(key)) yield key;
      }
    },
    async check() {
      await fs.promises.mkdir(root, { recursive: true, mode: DIR_MODE });
      await fs.promises.access(root, fs.constants.W_OK);
    },
  };
}
