// What moderation takes down: listings out of public lists with the reason, and a suspended person,
// whose account is deactivated and whose listings go with it; the visits to a hidden home still to come
// are cancelled.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { properties, users } from '#server/db/schema.ts';
import { badRequest } from '#server/http/app-error.ts';
import { cancelVisitsToCome, HOME_GONE_REASONS } from '../visits/home-gone.ts';

const CANNOT_SUSPEND_ADMIN = 'An admin cannot be suspended from the moderation queue';

export async function hide(tx: Db, where: SQL | undefined, reason: string) {
  const hidden = await tx
    .update(properties)
    .set({ isActive: false, reviewState: 'hidden', hiddenReason: reason })
    .where(and(where, sql`(${properties.isActive} or ${properties.reviewState} is not null)`))
    .returning({ id: properties.id });
  await cancelVisitsToCome(
    tx,
    hidden.map((row) => row.id),
    HOME_GONE_REASONS.moderators,
  );
}

export async function suspendAccount(tx: Db, userId: number, reason: string) {
  const [person] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (person?.role === 'ADMIN') throw badRequest(CANNOT_SUSPEND_ADMIN, { action: CANNOT_SUSPEND_ADMIN });
  // Deactivation ends their sessions at once (tokens carry the version); their listings go with them.
  await tx
    .update(users)
    .set({ isActive: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await hide(tx, eq(properties.userId, userId), reason);
}
