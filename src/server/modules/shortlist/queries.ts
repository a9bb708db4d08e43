// SQL for shortlists: one person's rows, and the listings they name in one page query.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { properties, shortlistItems } from '#server/db/schema.ts';
import { findPropertyRows, isPubliclyVisible, type PropertyRow } from '../properties/listing-rows.ts';
import { firstRow } from '#server/db/rows.ts';

export type ShortlistRow = typeof shortlistItems.$inferSelect;

/** One person's rows, each with whether Gruha's moderators took its listing down. */
export function findShortlistRows(db: Db, userId: number): Promise<(ShortlistRow & { isModeratorHidden: boolean })[]> {
  return db
    .select({
      userId: shortlistItems.userId,
      propertyId: shortlistItems.propertyId,
      title: shortlistItems.title,
      createdAt: shortlistItems.createdAt,
      isModeratorHidden: sql<boolean>`coalesce((select p.review_state = 'hidden' from properties p where p.id = ${shortlistItems.propertyId}), false)`,
    })
    .from(shortlistItems)
    .where(eq(shortlistItems.userId, userId))
    .orderBy(desc(shortlistItems.createdAt), desc(shortlistItems.propertyId));
}

/** The listings among `ids` that anyone may still see (active, poster still here). */
export async function findAvailableListings(db: Db, ids: number[]): Promise<Map<number, PropertyRow>> {
  if (ids.length === 0) return new Map();
  const rows = await findPropertyRows(db, {
    where: [inArray(properties.id, ids), isPubliclyVisible],
    orderBy: [asc(properties.id)],
    limit: ids.length,
  });
  return new Map(rows.map((row) => [row.id, row]));
}

export async function countShortlist(db: Db, userId: number): Promise<number> {
  const row = firstRow(
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(shortlistItems)
      .where(eq(shortlistItems.userId, userId)),
  );
  return row.count;
}

/** True when the listing was added now, false when it was already there. */
export async function insertShortlistItem(db: Db, userId: number, propertyId: number, title: string): Promise<boolean> {
  const rows = await db
    .insert(shortlistItems)
    .values({ userId, propertyId, title })
    .onConflictDoNothing()
    .returning({ id: shortlistItems.propertyId });
  return rows.length > 0;
}

export async function deleteShortlistItem(db: Db, userId: number, propertyId: number): Promise<boolean> {
  const rows = await db
    .delete(shortlistItems)
    .where(and(eq(shortlistItems.userId, userId), eq(shortlistItems.propertyId, propertyId)))
    .returning({ id: shortlistItems.propertyId });
  return rows.length > 0;
}
