import type { TUser } from '#shared/contracts/user.ts';
import type { UserRow } from './accounts.ts';

/** The only way a user leaves the server: no password hash, no token version. */
export function presentUser(row: UserRow): TUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    email: row.email,
    mobileNumber: row.mobileNumber,
    phone: row.mobileNumber,
    role: row.role,
    address: row.address,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}
