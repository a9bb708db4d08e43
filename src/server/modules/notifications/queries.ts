// The notification centre's reads and marks: always one person's own notifications.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TNotification } from '#shared/contracts/notifications.ts';
import type { Db } from '#server/db/client.ts';
import { notifications } from '#server/db/schema.ts';
import { firstRow } from '#server/db/rows.ts';

/** The bell's list shows the latest this many. */
export const NOTIFICATION_LIST_LIMIT = 50;

export async function listNotifications(db: Db, userId: number): Promise<TNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const row = firstRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  );
  return row.count;
}

/** False when the person has no such notification. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
