// Which listings wait for an admin's verification: unverified ones changed since they were posted and
// not decided on since their last change. The one place that says so, so that a listing's own
// request for verification can replace the rule here alone.
import { sql } from 'drizzle-orm';

/** A condition on `properties p`. */
export const isWaitingForVerification = sql`(not p.is_verified and p.status <> 'deleted' and p.version > 1
  and not exists (select 1 from moderation_decisions d where d.property_id = p.id and d.created_at >= p.updated_at))`;
