// Demo accounts left on a production server: their password is published in the README, so anyone
// could sign in as the demo admin. Found by trying the published password against each demo
// username still in use (an account whose password was changed is no longer a default credential).
import { and, inArray, isNull } from 'drizzle-orm';
import { verifyPassword } from '#server/crypto/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES } from './demo-users.ts';

export async function demoAccountsWithPublishedPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.username, DEMO_USERNAMES), isNull(users.deletedAt)));
  const accepted = await Promise.all(rows.map((row) => verifyPassword(row.passwordHash, DEMO_PASSWORD)));
  return rows
    .filter((_, i) => accepted[i])
    .map((row) => row.username)
    .sort();
}

export const demoAccountsWarning = (usernames: string[]) =>
  `WARNING: this production server has demo accounts that accept the published demo password (${usernames.join(', ')}). ` +
  'Anyone can sign in as them: delete them or change their passwords now.';
