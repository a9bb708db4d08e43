// Editing a person: an admin edits anyone, role and active status included; anyone else only
// their own profile, never their role (spec section 6; issue: Admin).
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZUserUpdateRequest } from '#shared/contracts/admin-users.ts';
import { isAdmin } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { badRequest, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { ACCOUNT_MESSAGES } from '#shared/contracts/account.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import { endConfirmation, sendConfirmationLink } from './email-confirmation.ts';
import { assertMayEditUser } from './access.ts';
import { findUserById, rethrowDuplicateUser, type UserRow } from './accounts.ts';
import { firstRow } from '#server/db/rows.ts';

type Changes = z.output<typeof ZUserUpdateRequest>;

export async function updateUser(db: Db, viewer: Viewer, userId: number, changes: Changes, now: Date): Promise<UserRow> {
  const byAdmin = isAdmin(viewer);
  const isSelf = viewer.id === userId;
  assertMayEditUser(viewer, userId);
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found');

  if (!byAdmin && changes.role !== undefined && changes.role !== user.role) throw forbidden('Only an admin can change roles');
  if (!byAdmin && changes.isActive !== undefined && changes.isActive !== user.isActive) {
    throw forbidden('Only an admin can activate or deactivate accounts');
  }
  // An admin cannot lock themself out: there might be no other admin to undo it.
  if (byAdmin && isSelf && ((changes.role && changes.role !== 'ADMIN') || changes.isActive === false)) {
    throw badRequest('You cannot change your own role or deactivate your own account');
  }

  if (isSelf && changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase()) {
    const isRight = changes.currentPassword !== undefined && (await verifyPassword(user.passwordHash, changes.currentPassword));
    if (!isRight) {
      const message = changes.currentPassword ? ACCOUNT_MESSAGES.wrongCurrentPassword : ACCOUNT_MESSAGES.emailChangeNeedsPassword;
      throw badRequest(message, { currentPassword: message });
    }
  }

  const role = byAdmin ? (changes.role ?? user.role) : user.role;
  const isActive = byAdmin ? (changes.isActive ?? user.isActive) : user.isActive;
  // A new role or a deactivation ends the sessions the old ones opened.
  const revokesTokens = role !== user.role || (user.isActive && !isActive);
  const mobileNumber = changes.mobileNumber !== undefined ? changes.mobileNumber : user.mobileNumber;

  const emailChanges = changes.email !== undefined && changes.email.toLowerCase() !== user.email.toLowerCase();

  return db.transaction(async (tx) => {
    const updated = firstRow(
      await tx
        .update(users)
        .set({
          firstName: changes.firstName ?? user.firstName,
          lastName: changes.lastName ?? user.lastName,
          username: changes.username ?? user.username,
          email: changes.email?.toLowerCase() ?? user.email,
          mobileNumber,
          address: changes.address !== undefined ? changes.address : user.address,
          role,
          isActive,
          tokenVersion: revokesTokens ? sql`${users.tokenVersion} + 1` : user.tokenVersion,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning()
        .catch(rethrowDuplicateUser),
    );
    if (!emailChanges) return updated;
    // Links sent to the old address end; the new one is confirmed by its own link.
    await endConfirmation(tx, userId);
    await sendConfirmationLink(tx, updated, now);
    return { ...updated, emailConfirmedAt: null };
  });
}
