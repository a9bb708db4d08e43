// Helpers for the conversation and visit tests: writing, reading and acting through the API.
import { bearer, type TestApp, type TestUser } from '../helper.ts';

export function startConversation(t: TestApp, hunter: TestUser, propertyId: number, text: string) {
  return t.app.inject({ method: 'POST', url: `/api/properties/${propertyId}/conversations`, headers: bearer(hunter.token), payload: { text } });
}

export function reply(t: TestApp, person: TestUser, conversationId: number, text: string) {
  return t.app.inject({ method: 'POST', url: `/api/conversations/${conversationId}/messages`, headers: bearer(person.token), payload: { text } });
}

export function read(t: TestApp, person: TestUser | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: person ? bearer(person.token) : {} });
}

export function act(t: TestApp, person: TestUser, url: string, payload?: object, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'POST') {
  return t.app.inject({ method, url, headers: bearer(person.token), ...(payload ? { payload } : {}) });
}

/** A listing's reported conversations as an admin sees them in the moderation queue (none: not there). */
export async function reportedConversations(t: TestApp, admin: TestUser, propertyId: number) {
  const queue = (await read(t, admin, '/api/admin/moderation?kind=reported&size=100')).json().data;
  const item = queue.items.find((i: { listing: { id: number } }) => i.listing.id === propertyId);
  return (item?.conversationReports ?? []) as {
    visitId: number | null;
    reason: string;
    reporterName: string;
    reportedName: string;
    messages: { senderName: string; body: string }[];
  }[];
}

export const emailOf = (person: TestUser) => `${person.username}@example.test`;
