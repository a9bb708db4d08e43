import type { Config } from '../config.ts';
import { createLocalStore } from './local-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3Store } from './s3-store.ts';

export function openObjectStore(storage: Config['storage']): ObjectStore {
  return storage.kind === 's3' ? createS3Store(storage) : createLocalStore(storage.root);
}
