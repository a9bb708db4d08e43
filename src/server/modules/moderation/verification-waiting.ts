// Which listings wait for an admin's verification: unverified ones whose verification was asked for
// (posting, or a change to a checked fact: properties/verification.ts) and not decided on since.
import { sql } from 'drizzle-orm';

/** A condition on `properties p`. */
export const isWaitingForVerification = sql`(p.verification_requested_at is not null and not p.is_verified and p.status <> 'deleted'
  and not exists (select 1 from moderation_decisions d where d.property_id = p.id and d.created_at >= p.verification_requested_at))`;
