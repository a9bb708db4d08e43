import type { Db } from '../client.ts';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_USERNAMES = ['admin', 'agent1', 'agent2', 'buyer', 'seller'];

// Placeholder until the demo data set lands.
export async function seedDemoData(_db: Db, _uploadsDir: string) {
  return { password: DEMO_PASSWORD, usernames: DEMO_USERNAMES };
}
