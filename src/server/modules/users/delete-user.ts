// Deleting keeps history: the person is soft-deleted, so old deals still show their name, but
// they can no longer sign in, their listings stop being shown and they vanish from lists.
import { and, eq, sql } from 'drizzle-orm';
import { isAdmin } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { inquiries } from '#server/db/schema-conversations.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { countActiveDealsOf } from './queries-admin.ts';

export async function deleteUser(db: Db, viewer: Viewer, userId: number): Promise<void> {
  if (!isAdmin(viewer)) throw forbidden('Only an admin can delete users');
  if (viewer.id === userId) throw badRequest('You cannot delete your own account');
  await db.transaction(async (tx) => {
    // Locking the row makes a concurrent deal creation for this person wait for the decision.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw notFound('User not found');
    const activeDeals = await countActiveDealsOf(tx, userId);
    if (activeDeals > 0) {
      const noun = activeDeals === 1 ? 'active deal' : 'active deals';
      throw conflict(`This user has ${activeDeals} ${noun}. Complete or reassign them before deleting.`, {
        activeDeals: String(activeDeals),
      });
    }
    // Usernames, emails and mobile numbers are freed for new accounts; the name stays for history.
    await tx
      .update(users)
      .set({
        deletedAt: new Date(),
        isActive: false,
        username: sql`'deleted-' || ${users.id} || '-' || ${users.username}`,
        email: sql`'deleted-' || ${users.id} || '-' || ${users.email}`,
        mobileNumber: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx
      .update(inquiries)
      .set({ status: 'CLOSED', updatedAt: new Date() })
      .where(and(eq(inquiries.userId, userId), eq(inquiries.status, 'OPEN')));
  });
}
