// A deal's buyer or tenant and its agent write to each other from the deal: the conversation about the
// deal's listing between those two people, opened by the first message. Whoever else may see the deal
// (its seller, admins) is refused; to anyone who may not see it, it does not exist.
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { canSeeDeal } from '#shared/policy/roles.ts';
import type { Db } from '#server/db/client.ts';
import { forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findDealRow } from '../deals/deal-rows.ts';
import { openConversation } from './conversation-store.ts';
import { writeMessage, type Written } from './send-message.ts';

export const ONLY_BUYER_AND_AGENT = "Only the deal's buyer or tenant and its agent can write to each other here";

export async function writeAboutDeal(
  tx: Db,
  { viewer, dealId, text, ownHost, key }: { viewer: Viewer; dealId: number; text: string; ownHost: string; key?: string },
): Promise<{ conversationId: number } & Written> {
  const row = await findDealRow(tx, dealId);
  if (!row || !canSeeDeal(viewer, row.deal)) throw notFound(DEAL_MESSAGES.dealNotFound);
  const { propertyId, buyerId, agentId } = row.deal;
  if (viewer.id !== buyerId && viewer.id !== agentId) throw forbidden(ONLY_BUYER_AND_AGENT);
  const opened = await openConversation(tx, { propertyId, hunterId: buyerId, posterId: agentId });
  return { conversationId: opened.row.id, ...(await writeMessage({ db: tx, row: opened.row, sender: viewer, text, ownHost, key })) };
}
