// A signed-in person writes to a listing's poster: the conversation for that listing and person is
// opened (or found) and the message added, in one transaction. Contact Agent inquiries come through
// here too, so their message opens the same conversation.
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { PropertyRow } from '../properties/listing-rows.ts';
import { type ConversationRow } from './queries.ts';
import { openConversation } from './conversation-store.ts';
import { writeMessage, type Written } from './send-message.ts';

export async function startConversationIn(
  tx: Db,
  {
    listing,
    hunter,
    text,
    ownHost,
    quiet,
    key,
    field,
  }: { listing: Pick<PropertyRow, 'id' | 'userId'>; hunter: Viewer; text: string; ownHost: string; quiet?: boolean; key?: string; field?: string },
): Promise<{ row: ConversationRow; isNew: boolean } & Written> {
  if (listing.userId === hunter.id) throw badRequest(CONVERSATION_MESSAGES.ownListing);
  const opened = await openConversation(tx, { propertyId: listing.id, hunterId: hunter.id, posterId: listing.userId });
  return { ...opened, ...(await writeMessage({ db: tx, row: opened.row, sender: hunter, text, ownHost, quiet, key, field })) };
}
