// Who may set a listing's visit windows and its Get Phone No. setting: its poster or an admin (the
// listing rule, src/shared/policy/roles.ts). The row stays locked until the transaction ends.
import { eq } from 'drizzle-orm';
import { canManageListing } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { properties } from '#server/db/schema.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';

export async function lockOwnListing(tx: Db, viewer: Viewer, propertyId: number): Promise<void> {
  const [row] = await tx
    .select({ userId: properties.userId, status: properties.status })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  if (!row || row.status === 'deleted') throw notFound('Property not found');
  if (!canManageListing(viewer, row.userId)) throw forbidden('You can only edit your own listings');
}
