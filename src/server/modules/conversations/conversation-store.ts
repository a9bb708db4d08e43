// What visits share with conversations: opening the conversation a visit belongs to, whether two
// people have blocked each other, the listing card and a person's name; and who is who in a conversation.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { areas, properties, users } from '#server/db/schema.ts';
import { conversations, userBlocks } from '#server/db/schema-conversations.ts';
import { firstRow } from '#server/db/rows.ts';

export type ConversationRow = typeof conversations.$inferSelect;
type Role = 'hunter' | 'poster';

export const roleOf = (row: Pick<ConversationRow, 'hunterId'>, userId: number): Role => (row.hunterId === userId ? 'hunter' : 'poster');
export const otherOf = (row: Pick<ConversationRow, 'hunterId' | 'posterId'>, userId: number) =>
  row.hunterId === userId ? row.posterId : row.hunterId;

/** The listing as the conversation's card shows it. */
export const listingColumns = {
  id: properties.id,
  title: properties.title,
  price: sql<number>`${properties.price}::float8`,
  listingType: properties.listingType,
  areaName: areas.name,
  imageUrl: sql<
    string | null
  >`(select pi.thumb_url from property_images pi where pi.property_id = ${properties.id} order by pi.is_primary desc, pi.position, pi.id limit 1)`,
  isAvailable: sql<boolean>`${properties.isActive} and ${properties.status} <> 'deleted'`,
};

export async function findListingCard(db: Db, propertyId: number) {
  const row = firstRow(
    await db.select(listingColumns).from(properties).innerJoin(areas, eq(areas.id, properties.areaId)).where(eq(properties.id, propertyId)),
  );
  return row;
}

export async function findPerson(db: Db, id: number) {
  const row = firstRow(
    await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, mobileNumber: users.mobileNumber })
      .from(users)
      .where(eq(users.id, id)),
  );
  return row;
}

/** A conversation's key: its listing, the house-hunter and who answers for the listing. */
export type ConversationKey = { propertyId: number; hunterId: number; posterId: number };

export async function findConversationOn(db: Db, key: ConversationKey): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.propertyId, key.propertyId), eq(conversations.hunterId, key.hunterId), eq(conversations.posterId, key.posterId)));
  return row;
}

/** The existing conversation, or a new one; a double click finds the first. */
export async function openConversation(tx: Db, key: ConversationKey): Promise<{ row: ConversationRow; isNew: boolean }> {
  const [created] = await tx.insert(conversations).values(key).onConflictDoNothing().returning();
  if (created) return { row: created, isNew: true };
  const existing = await findConversationOn(tx, key);
  if (!existing) throw new Error('conversation vanished while being opened');
  return { row: existing, isNew: false };
}

/** Whether either of two people has blocked the other, whether `a` blocked `b`, and whether `b` blocked `a`. */
export async function blocksBetween(db: Db, a: number, b: number): Promise<{ any: boolean; byA: boolean; byB: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)), and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a))));
  return { any: rows.length > 0, byA: rows.some((r) => r.blockerId === a), byB: rows.some((r) => r.blockerId === b) };
}
