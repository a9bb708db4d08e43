// Who may read or write a conversation: its two people, nobody else (admins neither: reports reach them
// with what the reporter wrote). To anyone else it does not exist.
import { CONVERSATION_MESSAGES } from '#shared/contracts/conversation.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import { findConversation, type ConversationRow } from './queries.ts';

export const isInConversation = (row: Pick<ConversationRow, 'hunterId' | 'posterId'>, userId: number) =>
  row.hunterId === userId || row.posterId === userId;

export async function conversationFor(db: Db, viewer: Viewer, id: number): Promise<ConversationRow> {
  const row = await findConversation(db, id);
  if (!row || !isInConversation(row, viewer.id)) throw notFound(CONVERSATION_MESSAGES.notFound);
  return row;
}

/** The conversation each route check found, by the request's params: its two people never change. */
const checked = new WeakMap<object, ConversationRow>();

/** The route check (authorizeFirst): 404 before the body is looked at. */
export const checkConversation = (db: Db) => async (viewer: Viewer, params: { id: number }) => {
  checked.set(params, await conversationFor(db, viewer, params.id));
};

/** The conversation the route check found for these params, without reading it again. */
export function checkedConversation(params: { id: number }): ConversationRow {
  const row = checked.get(params);
  if (!row) throw new Error('the conversation was not checked before the handler');
  return row;
}
