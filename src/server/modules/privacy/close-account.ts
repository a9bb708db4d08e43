// Deleting one's own account (the password asked again), in one transaction: refused while a deal
// or a tenancy is still running; otherwise the records the retention table erases go, the person's
// row keeps only its id (others see "a deleted account"), and the token version moves, so every
// session on every instance ends with the commit (the users change notice, db/listen.ts).
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type TCloseAccountRequest } from '#shared/contracts/account.ts';
import { countOf } from '#shared/count-of.ts';
import { DELETED_ACCOUNT_NAME } from '#shared/privacy/retention.ts';
import type { Db } from '#server/db/client.ts';
import { firstRow } from '#server/db/rows.ts';
import { deals, users } from '#server/db/schema.ts';
import { tenancies } from '#server/db/schema-tenancies.ts';
import { badRequest, conflict, notFound } from '#server/http/app-error.ts';
import type { FileDeletions } from '#server/storage/file-deletions.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import { eraseListingsAndUploads } from './erase-uploads.ts';
import { eraseRecordsOf } from './erase-records.ts';

/** Tenancies in these states still need both sides: rent, notice, the deposit's refund. */
const RUNNING_TENANCY = ['active', 'notice', 'moved_out'] as const;

async function refuseWhileRunning(tx: Db, userId: number): Promise<void> {
  const { n: dealCount } = firstRow(
    await tx
      .select({ n: count() })
      .from(deals)
      .where(and(ne(deals.stage, 'COMPLETED'), or(eq(deals.buyerId, userId), eq(deals.sellerId, userId), eq(deals.agentId, userId)))),
  );
  const { n: tenancyCount } = firstRow(
    await tx
      .select({ n: count() })
      .from(tenancies)
      .where(and(inArray(tenancies.status, RUNNING_TENANCY), or(eq(tenancies.ownerId, userId), eq(tenancies.tenantId, userId)))),
  );
  if (dealCount === 0 && tenancyCount === 0) return;
  const running = [
    dealCount > 0 && `${countOf(dealCount, 'deal')} in progress`,
    tenancyCount > 0 && `${tenancyCount} ${tenancyCount === 1 ? 'tenancy' : 'tenancies'} not yet ended`,
  ]
    .filter(Boolean)
    .join(' and ');
  throw conflict(`You have ${running}. ${ACCOUNT_MESSAGES.closeNeedsNothingRunning}`, {
    activeDeals: String(dealCount),
    activeTenancies: String(tenancyCount),
  });
}

export async function closeAccount(deps: { db: Db; deletions: FileDeletions }, userId: number, input: TCloseAccountRequest): Promise<void> {
  const { db, deletions } = deps;
  const [current] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!current || !(await verifyPassword(current.passwordHash, input.password))) {
    throw badRequest(ACCOUNT_MESSAGES.wrongPassword, { password: ACCOUNT_MESSAGES.wrongPassword });
  }
  const removedFiles = await db.transaction(async (tx) => {
    // Locked: a deal or tenancy being started with this person waits for the decision.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.deletedAt) throw notFound('User not found');
    await refuseWhileRunning(tx, userId);
    const files = await eraseListingsAndUploads(tx, userId);
    await eraseRecordsOf(tx, user);
    await tx
      .update(users)
      .set({
        firstName: DELETED_ACCOUNT_NAME,
        lastName: '',
        username: `deleted-${userId}`,
        // Unique and NOT NULL; .invalid is reserved (RFC 2606), so nothing is ever sent to it.
        email: `deleted-${userId}@deleted.invalid`,
        mobileNumber: null,
        address: null,
        passwordHash: '',
        isActive: false,
        deletedAt: sql`now()`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    return files;
  });
  if (removedFiles > 0) deletions.kick();
}
