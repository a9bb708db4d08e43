// Reading and adding accounts: the one place other modules (sign-in, the token check, deals, agents) get a person from.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { firstRow } from '#server/db/rows.ts';
import { uniqueViolation } from '#server/db/unique-violation.ts';
import { conflict } from '#server/http/app-error.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const notDeleted = isNull(users.deletedAt);

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .limit(1);
  return row;
}

/** The sign-in id may be a username, an email or a 10-digit mobile number. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lowered = login.toLowerCase();
  // One precedence when the typed text names more than one account (a username kept from before
  // usernames that look like a phone number or an email were refused): mobile number, email, username.
  const [row] = await db
    .select()
    .from(users)
    .where(and(notDeleted, or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`, eq(users.mobileNumber, login))))
    .orderBy(sql`case when ${users.mobileNumber} = ${login} then 0 when lower(${users.email}) = ${lowered} then 1 else 2 end`)
    .limit(1);
  return row;
}

/** The people with these ids, as much of each as a notice to them needs (a Viewer's fields). */
export async function findPeopleToNotify(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      mobileNumber: users.mobileNumber,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const row = firstRow(await db.insert(users).values(user).returning());
  return row;
}

/** The active account with this 10-digit mobile number, as a deal's buyer is looked up. */
export async function findActiveUserByMobile(db: Db, mobileNumber: string) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, mobileNumber: users.mobileNumber })
    .from(users)
    .where(and(eq(users.mobileNumber, mobileNumber), isNull(users.deletedAt), eq(users.isActive, true)))
    .limit(1);
  return user;
}

const duplicateField: Record<string, [field: string, message: string]> = {
  users_username_key: ['username', 'Username is already taken'],
  users_email_key: ['email', 'An account with this email already exists'],
  users_mobile_number_key: ['mobileNumber', 'An account with this mobile number already exists'],
};

/** Maps a unique-constraint failure on users to a 409 naming the field; rethrows anything else. */
export function rethrowDuplicateUser(error: unknown): never {
  const constraint = uniqueViolation(error);
  const hit = constraint !== null ? duplicateField[constraint] : undefined;
  if (hit) throw conflict(hit[1], { [hit[0]]: hit[1] });
  throw error;
}
