// A deal's timeline event and the notices it sends to the deal's people, in the caller's transaction.
import type { Db } from '#server/db/client.ts';
import { noticeDealEvent } from './deal-notice.ts';
import { insertDealEvent, type NewDealEvent } from './deal-rows.ts';

export async function recordDealEvent(tx: Db, event: NewDealEvent): Promise<void> {
  await insertDealEvent(tx, event);
  await noticeDealEvent(tx, event);
}
