// Stores and servers a test makes, each killed or removed after the test whatever happened to it.
import { afterEach } from 'vitest';
import { startServer, type ExtraEnv, type HowToRun, type ServerProcess } from './server-process.ts';
import { createStore, type Store, type StoreKind } from './stores.ts';

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** Runs `cleanup` after the test, before the stores and servers made earlier are removed. */
export function onCleanup(cleanup: () => Promise<unknown>) {
  cleanups.push(cleanup);
}

export async function newStore(kind: StoreKind): Promise<Store> {
  const store = await createStore(kind);
  cleanups.push(() => store.remove());
  return store;
}

export async function serve(store: Store, env?: ExtraEnv, how?: HowToRun): Promise<ServerProcess> {
  const server = await startServer(store, env, how);
  cleanups.push(async () => {
    server.signal('SIGKILL');
    await server.exited;
  });
  return server;
}
