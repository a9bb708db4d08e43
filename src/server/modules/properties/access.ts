// Who may change a listing (spec section 6): its poster, or an admin. Identity is the token's.
import { eq } from 'drizzle-orm';
import { PROPERTY_MESSAGES } from '#shared/contracts/property.ts';
import { canManageListing } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { DELETED_STATUS } from './listing-rows.ts';

export const PROPERTY_NOT_FOUND = PROPERTY_MESSAGES.notFound;

/**
 * 404 for a missing or deleted listing, 403 unless the viewer posted it or is an admin.
 * With `lock` (inside a transaction) the row stays locked until the transaction ends.
 * Answers the listing's version (schema.ts, properties.version).
 */
export async function assertCanManage(db: Db, viewer: Viewer, id: number, action: 'edit' | 'delete', { lock = false } = {}) {
  const query = db
    .select({ userId: properties.userId, status: properties.status, version: properties.version })
    .from(properties)
    .where(eq(properties.id, id))
    .$dynamic();
  const [row] = await (lock ? query.for('update') : query);
  if (!row || row.status === DELETED_STATUS) throw notFound(PROPERTY_NOT_FOUND);
  if (!canManageListing(viewer, row.userId)) throw forbidden(`You can only ${action} your own listings`);
  return { version: row.version };
}
